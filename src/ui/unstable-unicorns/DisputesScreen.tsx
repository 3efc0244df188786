// Disputes: questions to the judge about the table as it stands - may this player play this card
// now, does this Neigh pile resolve, who wins if the deck ran out now, which beginning-of-turn
// effects apply. The answers are the judge's, the same as `npm run judge` gives.
import { BASE_COMPOSITION } from '../../games/unstable-unicorns/catalog.ts';
import { catalogOf } from '../../games/unstable-unicorns/table.ts';
import { createSignal, For, Show, type JSX } from 'solid-js';
import { language as uiLanguage, t } from '../../i18n/index.ts';
import { askJudge } from '../../games/judge.ts';
import type { SavedGame } from '../../store/games.ts';
import { TopBar } from '../parts/TopBar.tsx';
import { CardSearch } from './CardSearch.tsx';
import { cardName } from './card-names.ts';
import { CardNameButton, CardSummary } from './CardLookup.tsx';
import { findFace } from '../../games/unstable-unicorns/names.ts';
import { playContext } from '../../games/unstable-unicorns/explain.ts';
import { judgeName, judgeTable } from './judge-table.ts';
import { replayLog, type UnicornLog } from './walker.ts';
import { StableScan } from '../scanner/StableScan.tsx';
import { scannerWord, type ScannerWord } from '../scanner/words.ts';

type Answer = Record<string, unknown>;

function Ruling(props: { answer: Answer | null; children: (answer: Answer) => JSX.Element }) {
  return (
    <Show when={props.answer}>
      {(a) => (
        <div role="status" class="panel u-mt-10 u-bw-2">
          <Show
            when={typeof a().error !== 'string'}
            fallback={<p class="error">{t('disputes.error', { reason: String(a().error) })}</p>}
          >
            {props.children(a())}
          </Show>
        </div>
      )}
    </Show>
  );
}

export function DisputesScreen(props: { game: SavedGame }) {
  const state = replayLog(props.game.log as UnicornLog);
  const lang = state.table.language;
  const ui = () => uiLanguage();
  const said = (key: ScannerWord, values?: Record<string, string>) => scannerWord(ui(), key, values);
  /** Stables as photographed, by seat: they stand in for the phone's in every question asked. */
  const [photographed, setPhotographed] = createSignal<Record<number, string[]>>({});
  const asked = () => ({
    ...state.table,
    players: state.table.players.map((seat, i) => {
      const stable = photographed()[i];
      return stable ? { ...seat, stable } : seat;
    }),
  });
  const table = state.table;
  const names = table.players.map((p) => p.name);
  const top = table.pile[table.pile.length - 1];

  // May X play C now?
  const [player, setPlayer] = createSignal(table.turn.player);
  const [card, setCard] = createSignal<string | null>(null);
  const [into, setInto] = createSignal(table.turn.player);
  const [playAnswer, setPlayAnswer] = createSignal<Answer | null>(null);
  /** The card the judge names as forbidding the play (by its name in the deck's language), if any. */
  const blocker = (a: Answer): string | undefined =>
    typeof a.because === 'string' ? findFace(a.because, lang)?.id : undefined;
  const askPlay = (): void => {
    const c = card();
    if (!c) return;
    // Which Stable it enters, or which card it answers: the rules say what the question needs.
    const context = playContext(c, into(), top);
    setPlayAnswer(
      askJudge({
        ...judgeTable(asked()),
        ask: {
          what: 'play',
          player: names[player()],
          card: judgeName(c),
          ...(context.into !== undefined ? { into: names[context.into] } : {}),
          ...(context.respondingTo
            ? {
                respondingTo: {
                  player: names[context.respondingTo.player],
                  card: judgeName(context.respondingTo.card),
                },
              }
            : {}),
        },
      }),
    );
  };

  // Does this pile resolve?
  const [played, setPlayed] = createSignal<{ player: number; card: string } | null>(
    table.pile[0] ? { player: table.pile[0].player, card: table.pile[0].card } : null,
  );
  const [responses, setResponses] = createSignal<{ player: number; card: string }[]>(
    table.pile.slice(1).map((p) => ({ player: p.player, card: p.card })),
  );
  const [responder, setResponder] = createSignal(0);
  const [pilePlayer, setPilePlayer] = createSignal(table.turn.player);
  const [chainAnswer, setChainAnswer] = createSignal<Answer | null>(null);
  const askChain = (): void => {
    const p = played();
    if (!p) return;
    setChainAnswer(
      askJudge({
        ...judgeTable(asked()),
        ask: {
          what: 'chain',
          play: { player: names[p.player], card: judgeName(p.card) },
          responses: responses().map((r) => ({ player: names[r.player], card: judgeName(r.card) })),
        },
      }),
    );
  };

  const [outcomeAnswer, setOutcomeAnswer] = createSignal<Answer | null>(null);
  const [triggerAnswer, setTriggerAnswer] = createSignal<Answer | null>(null);

  /** Answers about the table before a Stable photo changed it would mislead: they are cleared. */
  const clearAnswers = (): void => {
    setPlayAnswer(null);
    setChainAnswer(null);
    setOutcomeAnswer(null);
    setTriggerAnswer(null);
  };

  const PlayerSelect = (p: { id: string; label: string; value: number; onChange: (v: number) => void }) => (
    <div>
      <label for={p.id}>{p.label}</label>
      <select id={p.id} value={p.value} onChange={(e) => p.onChange(Number(e.currentTarget.value))}>
        <For each={names}>{(n, i) => <option value={i()}>{n}</option>}</For>
      </select>
    </div>
  );

  return (
    <>
      <TopBar title={t('disputes.title')} back={{ screen: 'table', gameId: props.game.id }} />
      <p class="muted">{t('disputes.intro')}</p>

      <section class="panel" aria-labelledby="q-photos">
        <h2 class="u-mt-0" id="q-photos">
          {said('disputePhotos')}
        </h2>
        <p class="muted small">{said('disputePhotosIntro')}</p>
        <For each={names}>
          {(name, i) => (
            <div class="u-mt-12">
              <StableScan
                language={lang}
                uiLanguage={ui()}
                boxes={state.table.composition?.boxes}
                deck={state.table.composition ?? BASE_COMPOSITION}
                label={`${said('stablePhoto')} (${name})`}
                onAccept={(faces) => {
                  setPhotographed((all) => ({ ...all, [i()]: faces }));
                  clearAnswers();
                }}
              />
              <Show when={photographed()[i()]}>
                {(faces) => (
                  <div class="row">
                    <p class="grow small">
                      {said('disputeFromPhoto', {
                        name,
                        cards:
                          faces().length > 0
                            ? faces()
                                .map((id) => cardName(id, lang))
                                .join(', ')
                            : said('emptyStable'),
                      })}
                    </p>
                    <button
                      type="button"
                      onClick={() => {
                        setPhotographed((all) => {
                          const rest = { ...all };
                          delete rest[i()];
                          return rest;
                        });
                        clearAnswers();
                      }}
                    >
                      {said('disputeBack', { name })}
                    </button>
                  </div>
                )}
              </Show>
            </div>
          )}
        </For>
      </section>

      <section class="panel" aria-labelledby="q-play">
        <h2 class="u-mt-0" id="q-play">
          {t('disputes.mayPlay')}
        </h2>
        <div class="stack">
          <PlayerSelect id="play-player" label={t('disputes.player')} value={player()} onChange={setPlayer} />
          <Show
            when={card()}
            fallback={
              <CardSearch
                language={lang}
                uiLanguage={ui()}
                boxes={catalogOf(table).boxes}
                label={t('disputes.card')}
                onPick={setCard}
              />
            }
          >
            {(c) => (
              <div class="row">
                <span class="chip grow">{cardName(c(), lang)}</span>
                <button type="button" onClick={() => setCard(null)}>
                  {t('card.search')}
                </button>
              </div>
            )}
          </Show>
          <PlayerSelect id="play-into" label={t('disputes.into')} value={into()} onChange={setInto} />
          <button type="button" class="primary" disabled={!card()} onClick={askPlay}>
            {t('disputes.ask')}
          </button>
        </div>
        <Ruling answer={playAnswer()}>
          {(a) => (
            <>
              <p>
                <strong>
                  {a.legal
                    ? t('disputes.legal', { player: names[player()]!, card: cardName(card() ?? '', lang) })
                    : t('disputes.illegal')}
                </strong>{' '}
                {typeof a.reason === 'string' ? a.reason : ''}
              </p>
              {/* What the card that forbids the play does (else the card asked about), said in place. */}
              <Show when={!a.legal && (blocker(a) ?? card())}>
                {(id) => <CardSummary card={id()} language={lang} />}
              </Show>
            </>
          )}
        </Ruling>
      </section>

      <section class="panel" aria-labelledby="q-chain">
        <h2 class="u-mt-0" id="q-chain">
          {t('disputes.pile')}
        </h2>
        <Show
          when={played()}
          fallback={
            <div class="stack">
              <PlayerSelect
                id="pile-player"
                label={t('disputes.player')}
                value={pilePlayer()}
                onChange={setPilePlayer}
              />
              <CardSearch
                language={lang}
                uiLanguage={ui()}
                boxes={catalogOf(table).boxes}
                label={t('disputes.played')}
                onPick={(c) => setPlayed({ player: pilePlayer(), card: c })}
              />
            </div>
          }
        >
          {(p) => (
            <ol class="pile">
              <li>
                <strong>{t('table.pileWho', { name: names[p().player] ?? '?' })}</strong>{' '}
                <CardNameButton id={p().card} language={lang} />
              </li>
              <For each={responses()}>
                {(r) => (
                  <li>
                    <strong>{t('table.pileWho', { name: names[r.player] ?? '?' })}</strong>{' '}
                    <CardNameButton id={r.card} language={lang} />
                  </li>
                )}
              </For>
            </ol>
          )}
        </Show>
        <Show when={played()}>
          <div class="stack">
            <PlayerSelect
              id="resp-player"
              label={t('disputes.addResponse')}
              value={responder()}
              onChange={setResponder}
            />
            <div class="grid2">
              <For each={['neigh', 'super-neigh']}>
                {(id) => (
                  <button
                    type="button"
                    onClick={() => setResponses((list) => [...list, { player: responder(), card: id }])}
                  >
                    + {cardName(id, lang)}
                  </button>
                )}
              </For>
            </div>
            <div class="grid2">
              <button
                type="button"
                onClick={() => {
                  setPlayed(null);
                  setResponses([]);
                  setChainAnswer(null);
                }}
              >
                {t('table.cancel')}
              </button>
              <button type="button" class="primary" onClick={askChain}>
                {t('disputes.ask')}
              </button>
            </div>
          </div>
        </Show>
        <Ruling answer={chainAnswer()}>
          {(a) => (
            <>
              <p>
                <strong>{a.resolves ? t('disputes.resolves') : t('disputes.stopped')}</strong>
              </p>
              <Show when={Array.isArray(a.refused) && (a.refused as number[]).length > 0}>
                <p class="small">
                  {t('disputes.refusedResponses', {
                    list: (a.refused as number[])
                      .map((i) => {
                        const r = responses()[i];
                        return r ? `${names[r.player]}: ${cardName(r.card, lang)}` : `${i + 1}`;
                      })
                      .join(', '),
                  })}
                </p>
              </Show>
            </>
          )}
        </Ruling>
      </section>

      <section class="panel" aria-labelledby="q-out">
        <h2 class="u-mt-0" id="q-out">
          {t('disputes.deckOut')}
        </h2>
        <button
          type="button"
          class="primary wide"
          onClick={() =>
            setOutcomeAnswer(askJudge({ ...judgeTable(asked(), { deck: 0 }), ask: { what: 'outcome' } }))
          }
        >
          {t('disputes.ask')}
        </button>
        <Ruling answer={outcomeAnswer()}>{(a) => <OutcomeRuling answer={a} />}</Ruling>
      </section>

      <section class="panel" aria-labelledby="q-bot">
        <h2 class="u-mt-0" id="q-bot">
          {t('disputes.triggers')}
        </h2>
        <button
          type="button"
          class="primary wide"
          onClick={() =>
            setTriggerAnswer(askJudge({ ...judgeTable(asked()), ask: { what: 'beginning-of-turn' } }))
          }
        >
          {t('disputes.ask')}
        </button>
        <Ruling answer={triggerAnswer()}>
          {(a) => {
            const triggers = (a.triggers ?? []) as { card: string; mandatory: boolean }[];
            return (
              <Show when={triggers.length > 0} fallback={<p>{t('disputes.noTriggers')}</p>}>
                <ul>
                  <For each={triggers}>
                    {(tr) => (
                      <li>
                        {tr.card} ({tr.mandatory ? t('disputes.mandatory') : t('disputes.optional')})
                      </li>
                    )}
                  </For>
                </ul>
              </Show>
            );
          }}
        </Ruling>
      </section>
    </>
  );
}

/** "1 Unicorn", "3 Unicorns". */
export function unicornsText(n: number): string {
  return n === 1 ? t('end.unicorn') : t('end.unicorns', { n });
}

/** An outcome ruling in words: winners or everyone loses, with each player's Unicorns and letters. */
export function OutcomeRuling(props: { answer: Answer }) {
  const unicorns = () => (props.answer.unicorns ?? {}) as Record<string, number>;
  const letters = () => props.answer.letters as Record<string, number> | undefined;
  const winners = () => (props.answer.winners ?? []) as string[];
  return (
    <>
      <p class="u-fs-1_2rem">
        <strong>
          {props.answer.everyoneLoses
            ? t('end.everyoneLoses')
            : winners().length === 1
              ? t('end.winner', { name: winners()[0]! })
              : t('end.winners', { names: winners().join(', ') })}
        </strong>
      </p>
      <table class="scores">
        <tbody>
          <For each={Object.keys(unicorns())}>
            {(name) => (
              <tr>
                <td>{name}</td>
                <td class="num">{unicornsText(unicorns()[name] ?? 0)}</td>
                <td class="num">
                  <Show when={letters()?.[name] !== undefined}>
                    {t('end.letters', { n: letters()![name]! })}
                  </Show>
                </td>
              </tr>
            )}
          </For>
        </tbody>
      </table>
    </>
  );
}
