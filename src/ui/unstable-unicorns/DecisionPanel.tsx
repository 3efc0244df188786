// "Now": what the table waits for, who decides, and only the legal answers. A card is entered by
// search or from recent cards; a card the rules refuse is explained in a sentence, never recorded.
import { catalogOf } from '../../games/unstable-unicorns/table.ts';
import { createEffect, createMemo, createSignal, For, on, Show } from 'solid-js';
import { language as uiLanguage, t } from '../../i18n/index.ts';
import type { Language } from '../../games/unstable-unicorns/catalog.ts';
import {
  answersBeforeTheDraw,
  likelyFirst,
  likelyStable,
  stablesToEnter,
  whoMayNotAnswer,
  whyNotPlayable,
} from '../../games/unstable-unicorns/explain.ts';
import { walker, type Decision, type GameState, type Option } from './walker.ts';
import {
  decisionSentence,
  lostTriggers,
  notInHandSentence,
  optionCard,
  optionLabel,
  say,
  zoneWords,
} from './words.ts';
import type { FollowUp } from './live.ts';
import { CardSearch } from './CardSearch.tsx';
import { CardPicker } from './CardPicker.tsx';
import { CardInfoButton, CardNameButton, CardSummary, openCardLookup } from './CardLookup.tsx';
import { answerOnce, answerSettling } from '../parts/one-answer.ts';
import { cardName } from './card-names.ts';

/** More card options than this are picked by search rather than a wall of buttons. */
const MAX_BUTTONS = 8;

export function DecisionPanel(props: {
  state: GameState;
  decision: Decision;
  recent: readonly string[];
  /** How many events the game has: marks the panel, so a tester can tell one step from the next. */
  step: number;
  /**
   * Records the answer (and `then`, the next decision's answer given ahead, when that decision
   * comes next); returns the walker's refusal sentence, or null when it was recorded.
   */
  onAnswer: (option: Option, then?: FollowUp | readonly FollowUp[]) => string | null;
  /**
   * Shown below a Neigh round as the decision that comes once no one answers (`.now-ahead`): not the
   * decision asked, so it bears none of its marks (no `.now`, no ids) and shows nothing further ahead.
   */
  ahead?: boolean;
}) {
  const [refusal, setRefusal] = createSignal('');
  /** The card a refusal is about: the card on the table that forbids the play, else the card tried. */
  const [refusalCard, setRefusalCard] = createSignal<string | null>(null);
  const table = () => props.state.table;
  const lang = (): Language => table().language;
  const ui = (): Language => uiLanguage();
  const choose = (option: Option, then?: FollowUp | readonly FollowUp[]): void => {
    answerOnce(() => {
      const refused = props.onAnswer(option, then);
      setRefusal(refused ?? '');
      setRefusalCard(optionCard(option) ?? props.decision.source ?? null);
      return refused === null;
    });
  };
  const who = () =>
    props.decision.player === null
      ? t('decide.anyone')
      : t('decide.who', { name: table().players[props.decision.player]?.name ?? '?' });

  /** Options that name a card from a hand, the deck or the discard pile (not a Stable spot). */
  const cardOptions = () =>
    props.decision.options.filter((o) => 'card' in o && !('player' in o) && !('trigger' in o));
  /**
   * Instants other players might play before the draw (Trapped Chest, once per player whose hand
   * is unknown): behind one button when there are several, so the draw is not lost among them.
   */
  const answersFirst = () => {
    const answers = answersBeforeTheDraw(props.decision);
    return answers.length > 1 ? answers : [];
  };
  const [answersOpen, setAnswersOpen] = createSignal(false);
  const otherOptions = () =>
    props.decision.options.filter(
      (o) => !cardOptions().includes(o) && !('play' in o) && !answersFirst().includes(o) && !isAnswerBy(o),
    );
  /** The cards the rows below offer, each once, in the order they first come. */
  const answerCards = () => [...new Set(answerRows().flatMap((row) => row.options.map((o) => o.card)))];
  /** The Instants offered to each player (a Neigh round): one row per player, in seat order. */
  const answerRows = () => byPlayer(props.decision.options.filter((o) => !answersFirst().includes(o)));
  const playOptions = () => props.decision.options.filter((o): o is { play: string } => 'play' in o);
  const bySearch = () => cardOptions().length > MAX_BUTTONS;

  /**
   * The Stable a card is to enter, named ahead so that no "Which Stable?" is asked when the rules
   * leave one likely choice (the player's own, or the only one allowed).
   */
  const enterAhead = (card: string, into: number | null): FollowUp | undefined =>
    into === null ? undefined : { kind: 'into', source: card, option: { player: into } };
  /** Plays a card offered by the walker, with the Stable it likely enters named ahead. */
  const play = (option: { play: string }): void =>
    choose(option, enterAhead(option.play, likelyStable(table(), activePlayer(), option.play)));
  const activePlayer = () => props.decision.player ?? table().turn.player;

  /** The card at the bottom of the Neigh pile, while its Stable is still to be named. */
  const pileStableCard = () => {
    const bottom = props.decision.kind === 'respond' ? table().pile[0] : undefined;
    return bottom && bottom.into === undefined ? bottom : undefined;
  };
  /** Where the card on the pile may go, and where the player moved it when they changed it. */
  const intoChoices = () => {
    const bottom = pileStableCard();
    return bottom ? stablesToEnter(table(), bottom.player, bottom.card) : [];
  };
  const [changedInto, setChangedInto] = createSignal<{ card: string; player: number; into: number } | null>(
    null,
  );
  /** The Stable the card on the pile enters if it goes ahead: the likely one unless changed. */
  const plannedInto = (): number | null => {
    const bottom = pileStableCard();
    if (!bottom) return null;
    const changed = changedInto();
    if (changed && changed.card === bottom.card && changed.player === bottom.player) {
      if (intoChoices().includes(changed.into)) return changed.into;
    }
    return likelyStable(table(), bottom.player, bottom.card);
  };
  /** "No one answers" also names the planned Stable, so the card enters with that one tap. */
  const answerWith = (option: Option): FollowUp | undefined => {
    const bottom = pileStableCard();
    return bottom && 'pass' in option ? enterAhead(bottom.card, plannedInto()) : undefined;
  };

  /**
   * When the card on the pile, once it goes ahead into its Stable, asks its player whether to use
   * its effect (the walker asks it next): that question, answered with "No one answers" in one tap.
   * The options are the walker's, asked of it ahead as at the Draw phase.
   */
  const useAfterPass = createMemo((): { player: number; card: string } | null => {
    const bottom = pileStableCard();
    const pass = props.decision.options.find((o) => 'pass' in o);
    if (!bottom || !pass || table().pile.length !== 1) return null;
    try {
      let next = walker.apply(props.state, { type: 'choose', option: pass });
      const into = plannedInto();
      if (next.pending?.kind === 'into' && into !== null)
        next = walker.apply(next, { type: 'choose', option: { player: into } });
      const use = next.pending;
      if (use?.kind !== 'use' || use.source !== bottom.card || use.player !== bottom.player) return null;
      return use.options.some((o) => 'use' in o && o.use) && use.options.some((o) => 'use' in o && !o.use)
        ? { player: bottom.player, card: bottom.card }
        : null;
    } catch {
      return null;
    }
  });
  const words = (use: { player: number; card: string }) => ({
    name: table().players[use.player]?.name ?? '?',
    card: cardName(use.card, lang()),
  });
  const passThenUse = (use: boolean): void => {
    const pass = props.decision.options.find((o) => 'pass' in o)!;
    const card = useAfterPass()!.card;
    const into = answerWith(pass);
    choose(pass, [...(into ? [into] : []), { kind: 'use', source: card, option: { use } }]);
  };

  /** The action phase: any card may be named; one the rules refuse is explained, not recorded. */
  const tryPlay = (card: string): void => {
    const option = playOptions().find((o) => o.play === card);
    if (option) return play(option);
    const player = activePlayer();
    const why = whyNotPlayable(table(), player, card, ui());
    // The card on the table that forbids the play, whose rulings say why; else the card itself.
    setRefusalCard('refusal' in why && 'card' in why.refusal.because ? why.refusal.because.card : card);
    setRefusal(
      'sentence' in why ? why.sentence : notInHandSentence(why.because, card, player, table(), ui()),
    );
  };

  /**
   * The cards whose effect a "Use it / Do not use it" is about, said in place since that is what the
   * table asks before answering: the card itself for an optional effect or a "choose one", the
   * cards that may stand in for a leaving one (Black Knight, Unicorn Phoenix) for a replacement.
   */
  const summaryCards = (): string[] => {
    const kind = props.decision.kind;
    if (kind === 'replace') return props.decision.options.flatMap((o) => ('card' in o ? [o.card] : []));
    return props.decision.source && (kind === 'use' || kind === 'choose-one') ? [props.decision.source] : [];
  };

  const knownPlays = () => {
    const player = props.decision.player;
    if (player === null) return [];
    const known = new Set(table().players[player]?.hand.known ?? []);
    return playOptions().filter((o) => known.has(o.play));
  };

  /** The plays the picker offers: those not already one tap as a card known in the hand. */
  const unknownPlays = () => {
    const known = new Set(knownPlays().map((o) => o.play));
    return playOptions()
      .map((o) => o.play)
      .filter((card) => !known.has(card));
  };
  const pickOption = (card: string): void => {
    const option = cardOptions().find((o) => optionCard(o) === card);
    if (option) choose(option);
  };

  /**
   * At the Draw phase, the table after the draw, asked of the walker ahead: what the player may do
   * next, so that the draw and the play that follows it are told with one tap. At the beginning of
   * the turn, when the player may skip what their Stable offers and draw, the same: "Draw now", the
   * draw and the play in one tap.
   */
  const drawOption = () =>
    props.decision.kind === 'draw' ? props.decision.options.find((o) => 'draw' in o) : undefined;
  const skipOption = () =>
    props.decision.kind === 'beginning-of-turn' ? props.decision.options.find((o) => 'pass' in o) : undefined;
  const afterDraw = createMemo((): GameState | null => {
    const player = props.decision.player;
    try {
      let state = props.state;
      const skip = skipOption();
      if (skip) {
        state = walker.apply(state, { type: 'choose', option: skip });
        if (state.pending?.kind !== 'draw' || state.pending.player !== player) return null;
      }
      const draw = skip ? state.pending?.options.find((o) => 'draw' in o) : drawOption();
      if (!draw) return null;
      const next = walker.apply(state, { type: 'choose', option: draw });
      return next.pending?.kind === 'action' && next.pending.player === player ? next : null;
    } catch {
      return null;
    }
  });
  const playsAfterDraw = (): string[] =>
    afterDraw()?.pending?.options.flatMap((o) => ('play' in o ? [o.play] : [])) ?? [];
  /** The answers that lead to the draw: the draw itself, or skipping to it then drawing. */
  const toTheDraw = (): { first: Option; then: FollowUp[] } =>
    skipOption()
      ? { first: skipOption()!, then: [{ kind: 'draw', option: { draw: true } }] }
      : { first: drawOption()!, then: [] };
  /** Draws, then plays `card`, into the Stable it most likely enters: one tap for the turn's two moves. */
  const drawThenPlay = (card: string): void => {
    const next = afterDraw();
    if (!next) return;
    const into = enterAhead(card, likelyStable(next.table, next.table.turn.player, card));
    const { first, then } = toTheDraw();
    choose(first, [...then, { kind: 'action', option: { play: card } }, ...(into ? [into] : [])]);
  };
  const drawTwice = (): void => {
    const { first, then } = toTheDraw();
    choose(first, [...then, { kind: 'action', option: { draw: true } }]);
  };

  /** Why a player is offered no answer to the top of the pile (Slowdown, Yay...): the rules say. */
  const cannotAnswer = () => {
    if (props.decision.kind !== 'respond') return [];
    const offered = props.decision.options.flatMap((o) => ('player' in o ? [o.player] : []));
    return whoMayNotAnswer(table(), offered, ui()).map(({ player, sentence, card }) => ({
      line: t('refuse.cannotNeigh', { name: table().players[player]?.name ?? '?', reason: sentence }),
      card,
    }));
  };

  // Around the phone the panel scrolls inside the middle column: each new decision shows from its
  // first line, not where the finger left the last one (below it, a recent card or an answer).
  let panel: HTMLElement | undefined;
  createEffect(
    on(
      () => props.step,
      () => {
        if (props.ahead) return;
        const middle = panel?.closest('.around-center');
        // In one column the decision heads the page: the page goes back to it.
        if (middle) middle.scrollTo({ top: 0 });
        else window.scrollTo({ top: 0 });
        setAnswersOpen(false);
        // A Stable changed for one play is not carried to the next play of the same card.
        if (table().pile.length === 0) setChangedInto(null);
      },
      { defer: true },
    ),
  );

  /**
   * A Neigh round the table let pass: the decision that follows "No one answers" (the next player's
   * draw, the target of the card just played...), asked of the walker ahead with the Stable named
   * above. Its answer tells both: no one answered, then that answer, as the rules resolve a card
   * nobody Neighs. Not when "No one answers" is already told with the card's effect, nor for an
   * answer that is itself a Neigh round or a Stable to name.
   */
  const aheadOfPass = createMemo((): GameState | null => {
    if (props.ahead || props.decision.kind !== 'respond' || useAfterPass()) return null;
    const pass = props.decision.options.find((o) => 'pass' in o);
    if (!pass) return null;
    try {
      let next = walker.apply(props.state, { type: 'choose', option: pass });
      const into = answerWith(pass);
      if (into && next.pending?.kind === 'into' && next.pending.source === into.source)
        next = walker.apply(next, { type: 'choose', option: into.option });
      const kind = next.pending?.kind;
      return kind && kind !== 'respond' && kind !== 'into' && !next.table.outcome ? next : null;
    } catch {
      return null;
    }
  });
  /** Answers the decision ahead: "No one answers" (with the Stable named), then that answer and its own. */
  const answerAhead =
    (next: GameState) =>
    (option: Option, then?: FollowUp | readonly FollowUp[]): string | null => {
      const pass = props.decision.options.find((o) => 'pass' in o)!;
      const into = answerWith(pass);
      const decision = next.pending!;
      const after = then === undefined ? [] : Array.isArray(then) ? then : [then];
      return props.onAnswer(pass, [
        ...(into ? [into] : []),
        { kind: decision.kind, ...(decision.source ? { source: decision.source } : {}), option },
        ...after,
      ]);
    };

  return (
    <>
      <section
        ref={panel}
        class={props.ahead ? 'ahead-decision' : 'now'}
        aria-labelledby={props.ahead ? undefined : 'now-what'}
        aria-live={props.ahead ? undefined : 'polite'}
        data-step={props.ahead ? undefined : props.step}
      >
        <div class="what" id={props.ahead ? undefined : 'now-what'}>
          {decisionSentence(props.decision, table(), ui())}
        </div>
        <div class="who">
          {who()}
          <Show when={props.decision.source && props.decision.kind !== 'respond'}>
            {' · '}
            {t('decide.because', { card: cardName(props.decision.source!, lang()) })}{' '}
            <WhyButton card={props.decision.source!} language={lang()} />
          </Show>
          {/* The cards a Neigh round's rows name, each once, one tap from what it does. */}
          <For each={answerCards()}>
            {(card, i) => (
              <>
                {i() === 0 ? ' · ' : ', '}
                <CardNameButton id={card} language={lang()} />
              </>
            )}
          </For>
          {/* A step counted in its question ("1 of 2") is not counted again here. */}
          <Show when={props.decision.remaining && props.decision.remaining > 1 && !props.decision.of}>
            {' · '}
            {t('decide.remaining', { n: props.decision.remaining! })}
          </Show>
        </div>

        <For each={summaryCards()}>{(card) => <CardSummary card={card} language={lang()} />}</For>

        <div class="options">
          <For each={otherOptions()}>
            {(option) => (
              <OptionButton
                card={optionCard(option)}
                language={lang()}
                // The decision asked stands out; one offered ahead of it does not.
                primary={
                  !props.ahead &&
                  (('pass' in option && props.decision.kind === 'respond') ||
                    (props.decision.kind === 'draw' && 'draw' in option))
                }
                label={optionLabel(props.decision, option, table(), ui())}
                onClick={() => choose(option, answerWith(option))}
              />
            )}
          </For>
          {/* "No one answers", and what its player does with the card's effect once it is in. */}
          <Show when={useAfterPass()}>
            {(use) => (
              <div class="pass-then-use" role="group" aria-labelledby="pass-then-use">
                <span id="pass-then-use" class="small">
                  {t('opt.passThenUse', words(use()))}
                </span>{' '}
                <button
                  type="button"
                  disabled={answerSettling()}
                  aria-label={t('opt.passThenUse.yesFull', words(use()))}
                  onClick={() => passThenUse(true)}
                >
                  {t('opt.passThenUse.yes')}
                </button>{' '}
                <button
                  type="button"
                  disabled={answerSettling()}
                  aria-label={t('opt.passThenUse.noFull', words(use()))}
                  onClick={() => passThenUse(false)}
                >
                  {t('opt.passThenUse.no')}
                </button>
              </div>
            )}
          </Show>
          {/* Where the card goes if nobody stops it, beside "No one answers", above the answers. */}
          <Show when={intoChoices().length > 1 && plannedInto() !== null && pileStableCard()}>
            {(bottom) => (
              <p class="into-ahead">
                {/* The card is named in "No one answers" beside it: seen, only the verb (the label keeps it whole). */}
                <label for="into-ahead">
                  <span class="visually-hidden">{cardName(bottom().card, lang())} </span>
                  {say('goesInto', { card: '' }).trim()}
                </label>{' '}
                <select
                  id="into-ahead"
                  onChange={(e) =>
                    setChangedInto({
                      card: bottom().card,
                      player: bottom().player,
                      into: Number(e.currentTarget.value),
                    })
                  }
                >
                  <For each={intoChoices()}>
                    {(into) => (
                      // Marked on the option itself: a value set on the select before its options exist is lost.
                      <option value={String(into)} selected={into === plannedInto()}>
                        {zoneWords({ stable: into }, table())}
                      </option>
                    )}
                  </For>
                </select>
              </p>
            )}
          </Show>
          <AnswerRows
            rows={answerRows()}
            table={table()}
            language={ui()}
            label={(option) => optionLabel(props.decision, option, table(), ui())}
            onAnswer={(option) => choose(option)}
          />
          <Show when={answersFirst().length > 0}>
            <button
              type="button"
              class="answers-first"
              aria-expanded={answersOpen()}
              onClick={() => setAnswersOpen(!answersOpen())}
            >
              {say('answersFirst', {
                cards: [...new Set(answersFirst().map((o) => cardName(optionCard(o)!, lang())))].join(', '),
              })}
            </button>
            <Show when={answersOpen()}>
              <div class="options answers-first-list">
                <AnswerRows
                  rows={byPlayer(answersFirst())}
                  table={table()}
                  language={ui()}
                  label={(option) => optionLabel(props.decision, option, table(), ui())}
                  onAnswer={(option) => choose(option)}
                />
              </div>
            </Show>
          </Show>
          <Show when={!bySearch()}>
            <For each={cardOptions()}>
              {(option) => (
                <OptionButton
                  card={optionCard(option)}
                  language={lang()}
                  label={optionLabel(props.decision, option, table(), lang())}
                  onClick={() => choose(option)}
                />
              )}
            </For>
          </Show>
          <For each={knownPlays()}>
            {(option) => (
              <OptionButton
                card={optionCard(option)}
                language={lang()}
                label={optionLabel(props.decision, option, table(), lang())}
                onClick={() => play(option)}
              />
            )}
          </For>
        </div>
        <Show when={lostTriggers(props.decision, lang()).length > 0}>
          <p class="small muted u-mt-8">
            {t('opt.lost', { cards: lostTriggers(props.decision, lang()).join(', ') })}
          </p>
        </Show>
        <For each={cannotAnswer()}>
          {(why) => (
            <p class="small muted">
              {why.line}
              <Show when={why.card}>
                {(card) => (
                  <>
                    {' '}
                    <WhyButton card={card()} language={lang()} />
                  </>
                )}
              </Show>
            </p>
          )}
        </For>

        <Show when={afterDraw()}>
          {(next) => (
            <div class="draw-then">
              <p class="muted small u-m-0-0-4">
                {t('pick.drewThen', { name: table().players[next().table.turn.player]?.name ?? '?' })}
              </p>
              <CardPicker
                language={lang()}
                uiLanguage={ui()}
                faces={likelyFirst(next().table, playsAfterDraw())}
                recent={props.recent}
                onPick={drawThenPlay}
              />
              <Show when={next().pending?.options.some((o) => 'draw' in o)}>
                <button type="button" disabled={answerSettling()} onClick={drawTwice}>
                  {t('pick.drewTwice', { name: table().players[next().table.turn.player]?.name ?? '?' })}
                </button>
              </Show>
            </div>
          )}
        </Show>
        <Show when={props.decision.kind === 'action' && playOptions().length + 1 >= 1}>
          <div class="u-mt-12">
            <CardPicker
              language={lang()}
              uiLanguage={ui()}
              faces={likelyFirst(table(), unknownPlays())}
              recent={props.recent}
              onPick={tryPlay}
            />
            <CardSearch
              language={lang()}
              uiLanguage={ui()}
              boxes={catalogOf(table()).boxes}
              label={t('card.search')}
              likely={playOptions().map((o) => o.play)}
              onPick={tryPlay}
            />
          </div>
        </Show>
        <Show when={props.decision.kind !== 'action' && bySearch()}>
          <div class="u-mt-12">
            <CardPicker
              language={lang()}
              uiLanguage={ui()}
              faces={likelyFirst(
                table(),
                cardOptions().map((o) => optionCard(o)!),
              )}
              recent={props.recent}
              onPick={pickOption}
            />
            <CardSearch
              language={lang()}
              uiLanguage={ui()}
              label={t('decide.pickCard')}
              among={cardOptions().map((o) => optionCard(o)!)}
              onPick={pickOption}
            />
          </div>
        </Show>
        <Show when={refusal()}>
          <div class="u-mt-10" role="alert">
            <p class="error u-m-0">
              {t('table.refusedWhy', { reason: refusal() })}
              <Show when={refusalCard()}>
                {(card) => (
                  <>
                    {' '}
                    <WhyButton card={card()} language={lang()} />
                  </>
                )}
              </Show>
            </p>
            <Show when={refusalCard()}>{(card) => <CardSummary card={card()} language={lang()} />}</Show>
          </div>
        </Show>
      </section>
      <Show when={aheadOfPass()}>
        {(next) => (
          <section class="now-ahead" aria-labelledby="now-ahead-title" data-step={props.step}>
            <h2 id="now-ahead-title" class="small">
              {t('opt.aheadOfPass')}
            </h2>
            <DecisionPanel
              ahead
              state={next()}
              decision={next().pending!}
              recent={props.recent}
              step={props.step}
              onAnswer={answerAhead(next())}
            />
          </section>
        )}
      </Show>
    </>
  );
}

/** "Why?": opens the card's lookup, whose rulings state the reading the walker applies. */
function WhyButton(props: { card: string; language: Language }) {
  return (
    <button
      type="button"
      class="why-button"
      aria-haspopup="dialog"
      aria-label={`${t('decide.why')} ${cardName(props.card, props.language)}`}
      onClick={() => openCardLookup(props.card, props.language)}
    >
      {t('decide.why')}
    </button>
  );
}

/** An answer button, with an ⓘ beside it when the answer names a card (its lookup). */
function OptionButton(props: {
  card: string | undefined;
  language: Language;
  label: string;
  primary?: boolean;
  onClick: () => void;
}) {
  const button = (
    <button
      type="button"
      classList={{ primary: !!props.primary }}
      disabled={answerSettling()}
      onClick={() => props.onClick()}
    >
      {props.label}
    </button>
  );
  return (
    <Show when={props.card} fallback={button}>
      {(card) => (
        <div class="option-row">
          {button}
          <CardInfoButton id={card()} language={props.language} />
        </div>
      )}
    </Show>
  );
}

/** An Instant a player may answer with: `{player, card}` (a card of a Stable also has an index). */
function isAnswerBy(option: Option): option is { player: number; card: string } {
  return 'player' in option && 'card' in option && !('index' in option);
}

/** The answers by player, each player once, in seat order. */
function byPlayer(
  options: readonly Option[],
): { player: number; options: { player: number; card: string }[] }[] {
  const rows = new Map<number, { player: number; card: string }[]>();
  for (const option of options) {
    if (!isAnswerBy(option)) continue;
    rows.set(option.player, [...(rows.get(option.player) ?? []), option]);
  }
  return [...rows.entries()].sort(([a], [b]) => a - b).map(([player, options]) => ({ player, options }));
}

/**
 * A Neigh round's answers: one row per player, the player's name then the cards they may answer
 * with, so that fifteen answers (Control & Chaos) read as three rows. Each button still says whose
 * answer it is to a screen reader ("Ben: Neigh").
 */
function AnswerRows(props: {
  rows: { player: number; options: { player: number; card: string }[] }[];
  table: GameState['table'];
  language: Language;
  /** Whose answer and which card, in words: the button's name for a screen reader and a voice command. */
  label: (option: Option) => string;
  onAnswer: (option: Option) => void;
}) {
  return (
    <Show when={props.rows.length > 0}>
      <div class="answer-rows">
        <For each={props.rows}>
          {(row) => (
            <div class="answer-row" role="group" aria-label={props.table.players[row.player]?.name ?? '?'}>
              <span class="answer-who" aria-hidden="true">
                {props.table.players[row.player]?.name ?? '?'}
              </span>
              <For each={row.options}>
                {(option) => (
                  <button
                    type="button"
                    disabled={answerSettling()}
                    aria-label={props.label(option)}
                    onClick={() => props.onAnswer(option)}
                  >
                    {cardName(option.card, props.language)}
                  </button>
                )}
              </For>
            </div>
          )}
        </For>
      </div>
    </Show>
  );
}
