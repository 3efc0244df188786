// The tiebreak calculator, for a game nobody tracked: each player's Unicorns entered by search, and
// the judge's ruling on the deck running out now - most Unicorns, then most letters, or everyone loses.
import { createMemo, createSignal, For, Index, Show } from 'solid-js';
import { language as uiLanguage, t } from '../../i18n/index.ts';
import { catalogFor, type BoxId, type Language } from '../../games/unstable-unicorns/catalog.ts';
import { askJudge } from '../../games/judge.ts';
import { isUnicornType } from '../../games/unstable-unicorns/table.ts';
import { entryProblem } from '../../games/unstable-unicorns/explain.ts';
import { countedTitle, letterCount, type LearnedTitles } from '../../games/unstable-unicorns/scoring.ts';
import {
  loadTaughtTitles,
  MAX_TITLE,
  saveTaughtTitle,
  titleProblem,
  cleanTitle,
} from '../../store/titles.ts';
import { shelf } from '../app-state.ts';
import { TopBar } from '../parts/TopBar.tsx';
import { CardSearch } from '../unstable-unicorns/CardSearch.tsx';
import { cardName, face } from '../unstable-unicorns/card-names.ts';
import { judgeName } from '../unstable-unicorns/judge-table.ts';
import { OutcomeRuling } from '../unstable-unicorns/DisputesScreen.tsx';
import { CardLookupDialog } from '../unstable-unicorns/CardLookup.tsx';
import { StableScan } from '../scanner/StableScan.tsx';
import { scannerWord } from '../scanner/words.ts';
import { BoxPicker } from '../unstable-unicorns/BoxPicker.tsx';

interface Entry {
  name: string;
  unicorns: string[];
}

export default function Tiebreak() {
  const [deckLanguage, setDeckLanguage] = createSignal<Language>(uiLanguage());
  const [boxes, setBoxes] = createSignal<BoxId[]>(['base-2e']);
  /** The Unicorn cards of the chosen boxes: what may stand in a Stable for the tiebreak. */
  const unicornIds = createMemo(() =>
    catalogFor({ boxes: boxes() })
      .faces.filter((face) => isUnicornType(face.type))
      .map((face) => face.id),
  );
  const [players, setPlayers] = createSignal<Entry[]>([
    { name: 'A', unicorns: [] },
    { name: 'B', unicorns: [] },
  ]);
  const [ruling, setRuling] = createSignal<Record<string, unknown> | null>(null);
  // A 2-player game is not assumed to use the variant (which leaves cards in the box): it is asked.
  const [twoPlayerVariant, setTwoPlayerVariant] = createSignal(false);
  const change = (i: number, next: Partial<Entry>): void => {
    setPlayers((list) => list.map((p, j) => (j === i ? { ...p, ...next } : p)));
    setRuling(null);
  };
  // French titles the group taught on this phone, for cards whose French title the catalog lacks.
  const [taught, setTaught] = createSignal<Record<string, string>>(loadTaughtTitles());
  const learned: LearnedTitles = (card) => taught()[card];
  const [titleNotice, setTitleNotice] = createSignal('');
  const variant = () => players().length === 2 && twoPlayerVariant();
  const deck = () => ({ composition: { boxes: boxes() }, twoPlayerVariant: variant() });
  /** Why `card` cannot be one more in the Stables (`entered` before it), as a sentence; '' when it may. */
  const problemWords = (entered: readonly string[], card: string, name: string): string => {
    const problem = entryProblem(deck(), entered, card);
    if (!problem) return '';
    const words = { card: cardName(card, deckLanguage()), name, n: problem.copies };
    if (problem.because === 'left-out-two-player') return t('tiebreak.leftOut', words);
    if (problem.because === 'no-copy') return t('tiebreak.noCopy', words);
    return t('tiebreak.everyCopy', words);
  };
  const seatName = (i: number): string => players()[i]?.name || t('new.player', { n: i + 1 });
  /** A card refused as it was picked, said instead of adding it. */
  const [pickProblem, setPickProblem] = createSignal('');
  const pick = (i: number, id: string): void => {
    const problem = problemWords(
      players().flatMap((p) => p.unicorns),
      id,
      seatName(i),
    );
    setPickProblem(problem);
    if (!problem) change(i, { unicorns: [...players()[i]!.unicorns, id] });
  };
  /** The cards entered before the table said it plays the 2-player variant that it leaves out, in words. */
  const enteredProblems = createMemo(() => {
    const seen: string[] = [];
    return players().flatMap((p, i) =>
      p.unicorns.flatMap((id) => {
        const problem = problemWords(seen, id, seatName(i));
        seen.push(id);
        return problem ? [problem] : [];
      }),
    );
  });
  const ask = (): void => {
    // The judge is not asked about a table that cannot be: the sentences above already say why.
    if (enteredProblems().length > 0) {
      setRuling(null);
      return;
    }
    setRuling(
      askJudge(
        {
          game: 'unstable-unicorns',
          language: deckLanguage(),
          ...(boxes().length === 1 && boxes()[0] === 'base-2e' ? {} : { decks: boxes() }),
          players: players().map((p) => ({
            name: p.name.trim(),
            stable: p.unicorns.map(judgeName),
            hand: 0,
          })),
          deck: 0,
          twoPlayerVariant: variant(),
          ask: { what: 'outcome' },
        },
        { learned },
      ),
    );
  };
  const letters = (id: string): number =>
    face(id) ? letterCount(countedTitle(id, deckLanguage(), learned).title) : 0;
  /** The Unicorns entered whose title in the deck's language is unknown: the English one is counted. */
  const standingIn = () =>
    [...new Set(players().flatMap((p) => p.unicorns))].filter(
      (id) => face(id) && countedTitle(id, deckLanguage(), learned).standsIn,
    );
  /** Unicorns entered whose counted title was taught on this phone. */
  const taughtShown = () =>
    [...new Set(players().flatMap((p) => p.unicorns))].filter(
      (id) => deckLanguage() === 'fr' && face(id)?.title.fr === undefined && taught()[id] !== undefined,
    );
  const teach = (id: string, typed: string): string | null => {
    const problem = titleProblem(typed);
    if (problem === 'empty') return t('tiebreak.titleEmpty');
    if (problem === 'long') return t('tiebreak.titleLong', { n: MAX_TITLE });
    const title = cleanTitle(typed);
    const kept = saveTaughtTitle(id, title);
    setTaught((all) => ({ ...all, [id]: title }));
    // The scanner learns the same title, so this card is recognised when photographed.
    void shelf()
      .learnName({ text: title, faceId: id })
      .catch(() => undefined);
    setTitleNotice(kept ? '' : t('tiebreak.titleNotSaved'));
    if (ruling()) ask();
    return null;
  };

  return (
    <>
      <TopBar title={t('tiebreak.title')} />
      <CardLookupDialog />
      <p class="muted">{t('tiebreak.intro')}</p>
      <fieldset>
        <legend>{t('new.boxes')}</legend>
        <BoxPicker
          name="tb-box"
          boxes={boxes()}
          onChange={(next) => {
            setBoxes(next);
            // A Unicorn of a box no longer ticked leaves the Stables it was entered in.
            setPlayers((list) =>
              list.map((p) => ({ ...p, unicorns: p.unicorns.filter((id) => unicornIds().includes(id)) })),
            );
            setRuling(null);
          }}
        />
      </fieldset>
      <fieldset>
        <legend>{t('new.deckLanguage')}</legend>
        <div class="radio-cards grid2">
          <For each={['en', 'fr'] as const}>
            {(l) => (
              <label>
                <input
                  type="radio"
                  name="tb-language"
                  checked={deckLanguage() === l}
                  onChange={() => {
                    setDeckLanguage(l);
                    setRuling(null);
                  }}
                />
                <span lang={l}>{t(`lang.${l}`)}</span>
              </label>
            )}
          </For>
        </div>
      </fieldset>
      <Index each={players()}>
        {(player, i) => (
          <section class="panel">
            <label for={`tb-name-${i}`}>{t('new.player', { n: i + 1 })}</label>
            <input
              id={`tb-name-${i}`}
              type="text"
              value={player().name}
              onInput={(e) => change(i, { name: e.currentTarget.value })}
            />
            <ul class="chips u-m-10-0">
              <For each={player().unicorns}>
                {(id, k) => (
                  <li>
                    <button
                      type="button"
                      class="chip u-minh-48"
                      onClick={() => change(i, { unicorns: player().unicorns.filter((_u, m) => m !== k()) })}
                    >
                      {cardName(id, deckLanguage())} · {t('card.letters', { n: letters(id) })}
                      <span class="visually-hidden"> {t('tiebreak.remove')}</span>
                      <span aria-hidden="true"> ✕</span>
                    </button>
                  </li>
                )}
              </For>
            </ul>
            <CardSearch
              language={deckLanguage()}
              uiLanguage={uiLanguage()}
              among={unicornIds()}
              boxes={boxes()}
              label={t('tiebreak.addUnicorn', { name: player().name || t('new.player', { n: i + 1 }) })}
              onPick={(id) => pick(i, id)}
            />
            <StableScan
              language={deckLanguage()}
              uiLanguage={uiLanguage()}
              among={unicornIds()}
              boxes={boxes()}
              label={`${scannerWord(uiLanguage(), 'stablePhoto')} (${player().name || t('new.player', { n: i + 1 })})`}
              onAccept={(ids) => change(i, { unicorns: ids })}
            />
          </section>
        )}
      </Index>
      <Show when={players().length === 2 && boxes().includes('base-2e')}>
        <label class="check">
          <input
            type="checkbox"
            checked={twoPlayerVariant()}
            onChange={(e) => {
              setTwoPlayerVariant(e.currentTarget.checked);
              setRuling(null);
            }}
          />
          <span>{t('tiebreak.twoPlayerVariant')}</span>
        </label>
      </Show>
      <Show when={pickProblem() || enteredProblems().length > 0}>
        <div role="alert">
          <Show when={pickProblem()}>
            <p class="error">{pickProblem()}</p>
          </Show>
          <For each={enteredProblems()}>{(line) => <p class="error">{line}</p>}</For>
        </div>
      </Show>
      <For each={standingIn()}>{(id) => <TeachTitle card={id} onTeach={(typed) => teach(id, typed)} />}</For>
      <For each={taughtShown()}>
        {(id) => (
          <p class="small muted">
            {t('tiebreak.taught', { card: cardName(id, 'fr'), title: taught()[id]!, n: letters(id) })}
          </p>
        )}
      </For>
      <Show when={titleNotice()}>
        <p class="error" role="alert">
          {titleNotice()}
        </p>
      </Show>
      <div class="grid2">
        <button
          type="button"
          disabled={players().length >= 8}
          onClick={() =>
            setPlayers((list) => [...list, { name: String.fromCharCode(65 + list.length), unicorns: [] }])
          }
        >
          {t('tiebreak.add')}
        </button>
        <button type="button" class="primary" onClick={ask}>
          {t('tiebreak.ask')}
        </button>
      </div>
      <Show when={ruling()}>
        {(r) => (
          <section class="panel u-mt-12" role="status" aria-label={t('tiebreak.result')}>
            <Show
              when={typeof r().error !== 'string'}
              fallback={<p class="error">{t('disputes.error', { reason: String(r().error) })}</p>}
            >
              <OutcomeRuling answer={r()} />
            </Show>
          </section>
        )}
      </Show>
    </>
  );
}

/**
 * The warning for a card whose French title is unknown (its English title was counted), with a box to
 * type the title the card prints; `onTeach` returns a sentence when the title is refused.
 */
function TeachTitle(props: { card: string; onTeach: (typed: string) => string | null }) {
  const [typed, setTyped] = createSignal('');
  const [problem, setProblem] = createSignal('');
  const id = `teach-${props.card}`;
  const english = () => countedTitle(props.card, 'fr').title;
  return (
    <section class="panel banner teach-title" aria-labelledby={`${id}-warning`}>
      <p id={`${id}-warning`}>
        {t('tiebreak.untaught', {
          card: cardName(props.card, 'fr'),
          title: english(),
          n: letterCount(english()),
        })}
      </p>
      <label for={id}>{t('tiebreak.titleLabel', { card: cardName(props.card, 'fr') })}</label>
      <div class="row">
        <input
          id={id}
          class="grow"
          type="text"
          lang="fr"
          autocomplete="off"
          maxLength={MAX_TITLE + 20}
          value={typed()}
          onInput={(e) => setTyped(e.currentTarget.value)}
        />
        <button type="button" onClick={() => setProblem(props.onTeach(typed()) ?? '')}>
          {t('tiebreak.teach')}
        </button>
      </div>
      <Show when={problem()}>
        <p class="error" role="alert">
          {problem()}
        </p>
      </Show>
    </section>
  );
}
