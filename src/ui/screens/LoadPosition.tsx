// "Load a position": a table in the judge's format becomes a new game starting from it - the
// debugging tool DESIGN.md names, and how the e2e tests reach a position quickly.
import { LOG_FORMAT } from '../../engine/game-log.ts';
import { UNICORN_RULES } from '../../games/unstable-unicorns/saved-log.ts';
import { createMemo, createSignal, Index, Show } from 'solid-js';
import { language as uiLanguage, t } from '../../i18n/index.ts';
import { shelf } from '../app-state.ts';
import { go } from '../router.ts';
import { cleanName, MAX_NAME, newGameId, withCleanNames } from '../../store/games.ts';
import { TopBar } from '../parts/TopBar.tsx';
import { StableScan } from '../scanner/StableScan.tsx';
import { scannerWord, type ScannerWord } from '../scanner/words.ts';
import { cardName } from '../unstable-unicorns/card-names.ts';
import { judgeName } from '../unstable-unicorns/judge-table.ts';
import { BOX_IDS, type BoxId } from '../../games/unstable-unicorns/catalog.ts';

/** The table being written, when its text is a JSON object: the players are named there. */
type Written = { players?: unknown; language?: unknown; decks?: unknown } & Record<string, unknown>;

export default function LoadPosition() {
  const [text, setText] = createSignal('');
  const [error, setError] = createSignal('');
  const say = (key: ScannerWord, values?: Record<string, string>) => scannerWord(uiLanguage(), key, values);
  const written = createMemo((): Written | null => {
    try {
      const raw: unknown = JSON.parse(text());
      return raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Written) : null;
    } catch {
      return null;
    }
  });
  /**
   * The players' names as the game will show them, hidden reordering characters removed (a seat
   * without a name still gets its photo button).
   */
  const seats = (): string[] => {
    const players = written()?.players;
    if (!Array.isArray(players)) return [];
    return players.map((p: unknown, i) => {
      if (typeof p === 'string') return cleanName(p);
      const name = p && typeof p === 'object' ? (p as { name?: unknown }).name : undefined;
      return typeof name === 'string' ? cleanName(name) : t('new.player', { n: i + 1 });
    });
  };
  /** The boxes the table names ("decks"), whose titles the photo is read against; else the base game. */
  const boxes = (): BoxId[] | undefined => {
    const decks = written()?.decks;
    return Array.isArray(decks) && decks.length > 0 && decks.every((d) => BOX_IDS.includes(d as BoxId))
      ? (decks as BoxId[])
      : undefined;
  };
  const deckLanguage = (): 'en' | 'fr' =>
    String(written()?.language ?? 'en').toLowerCase() === 'fr' ? 'fr' : 'en';
  /** What the last photo of each seat put in its Stable, said under its button. */
  const [filled, setFilled] = createSignal<Record<number, string[]>>({});
  /** The photo's cards become that player's Stable in the text: the text stays the one truth. */
  const fillStable = (seat: number, faces: string[]): void => {
    const raw = written();
    if (!raw || !Array.isArray(raw.players)) return;
    const players = raw.players.map((p: unknown, i) => {
      if (i !== seat) return p;
      // A bare name stays the player's name; the table's checks word anything else that is wrong.
      const player =
        p && typeof p === 'object'
          ? (p as Record<string, unknown>)
          : typeof p === 'string'
            ? { name: p }
            : {};
      return { ...player, stable: faces.map(judgeName) };
    });
    setText(JSON.stringify({ ...raw, players }, null, 2));
    setFilled((all) => ({ ...all, [seat]: faces }));
  };
  const start = async (): Promise<void> => {
    setError('');
    let raw: unknown;
    try {
      raw = JSON.parse(text());
    } catch {
      return void setError(t('load.refused', { reason: t('load.notJson') }));
    }
    const { positionSetup, checkLog } = await import('../unstable-unicorns/walker.ts');
    try {
      const targeting = (raw as { targeting?: unknown }).targeting === 'before' ? 'before' : 'after';
      const setup = positionSetup(raw, targeting);
      // Stamped from the start: a game exported before its first move is never read as an older log.
      const log = {
        format: LOG_FORMAT,
        rules: UNICORN_RULES,
        setup: setup as unknown as Record<string, unknown>,
        events: [],
        undone: [],
      };
      // Names as a new game writes them: no hidden reordering characters, and no longer than a
      // game file allows, so the game exports and imports like any other.
      const named = withCleanNames({ title: setup.players.join(', '), players: setup.players, log });
      const bad = named.players.find((name) => name.length === 0 || name.length > MAX_NAME);
      if (bad !== undefined)
        return void setError(
          t('load.refused', {
            reason: bad.length === 0 ? t('load.nameEmpty') : t('load.nameTooLong', { most: MAX_NAME }),
          }),
        );
      const problem = checkLog(named.log);
      if (problem) return void setError(t('load.refused', { reason: problem }));
      const now = Date.now();
      const id = newGameId(now);
      await shelf().put({
        id,
        game: 'unstable-unicorns',
        title: named.players.join(', '),
        players: named.players,
        createdAt: now,
        updatedAt: now,
        over: false,
        log: named.log,
      });
      go({ screen: 'table', gameId: id }, true);
    } catch (e) {
      setError(t('load.refused', { reason: (e as Error).message }));
    }
  };
  return (
    <>
      <TopBar title={t('load.title')} />
      <p class="muted">{t('load.intro')}</p>
      <label for="position">{t('load.label')}</label>
      <textarea
        id="position"
        spellcheck={false}
        placeholder={
          '{"players": [{"name": "Ana", "stable": ["Rhinocorn"]}, {"name": "Ben"}, {"name": "Cy"}], "deck": 40}'
        }
        value={text()}
        onInput={(e) => setText(e.currentTarget.value)}
      />
      <section class="panel u-mt-12" aria-labelledby="load-photos">
        <h2 class="u-mt-0" id="load-photos">
          {say('loadPhotos')}
        </h2>
        <Show when={seats().length > 0} fallback={<p class="muted">{say('loadNoPlayers')}</p>}>
          <p class="muted">{say('loadPhotosIntro')}</p>
          <Index each={seats()}>
            {(name, i) => (
              <div class="u-mt-12">
                <StableScan
                  language={deckLanguage()}
                  uiLanguage={uiLanguage()}
                  boxes={boxes()}
                  deck={{ boxes: boxes() ?? ['base-2e'] }}
                  label={`${say('stablePhoto')} (${name()})`}
                  onAccept={(faces) => fillStable(i, faces)}
                />
                <Show when={filled()[i]}>
                  {(faces) => (
                    <p class="small">
                      {say('loadFilled', {
                        name: name(),
                        cards:
                          faces().length > 0
                            ? faces()
                                .map((id) => cardName(id, deckLanguage()))
                                .join(', ')
                            : say('emptyStable'),
                      })}
                    </p>
                  )}
                </Show>
              </div>
            )}
          </Index>
        </Show>
      </section>
      <Show when={error()}>
        <p class="error" role="alert">
          {error()}
        </p>
      </Show>
      <button type="button" class="primary wide u-mt-12" onClick={() => void start()}>
        {t('load.start')}
      </button>
    </>
  );
}
