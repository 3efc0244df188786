// "Now": what the table waits for, who decides, and only the answers the rules offer. Cards are named
// by their place in a row, never by a face-down animal; drawn cards and Mole looks go behind a curtain.
import { createEffect, createSignal, For, Match, on, Show, Switch } from 'solid-js';
import {
  lionRules,
  viewFor,
  type Animal,
  type LionEvent,
  type LionPlay,
  type LionState,
} from '../../games/lion-and-unicorn/index.ts';
import { Curtain, StartingDeal } from './Secret.tsx';
import { answerOnce, answerSettling } from '../parts/one-answer.ts';
import { cardWords } from './TableView.tsx';
import { animal, gameWords, say } from './words.ts';
import { fillText } from '../../games/lion-and-unicorn/index.ts';

type Of<T extends LionPlay['type']> = Extract<LionPlay, { type: T }>;

/** The walker: the pending decision in words, with only the options the rules give. */
export function NowPanel(props: {
  state: LionState;
  /** How many events the game has: marks the panel, so a tester can tell one step from the next. */
  step: number;
  /** Records an event; returns the rules' refusal sentence, or null when it was recorded. */
  onAnswer: (event: LionEvent) => string | null;
}) {
  const decision = () => lionRules.pending(props.state)!;
  const view = () => viewFor(props.state, null);
  const name = (seat: number): string => props.state.seats[seat]?.name ?? '?';
  const player = () => decision().player;
  const options = <T extends LionPlay['type']>(type: T): Of<T>[] =>
    decision().options.filter((o): o is Of<T> => o.type === type);

  const [mode, setMode] = createSignal<'flip' | 'steal' | null>(null);
  const [swiftCard, setSwiftCard] = createSignal<string | null>(null);
  const [ratTarget, setRatTarget] = createSignal<number | null>(null);
  const [ratOrder, setRatOrder] = createSignal<string[]>([]);
  const [moleOpen, setMoleOpen] = createSignal(false);
  const [dealing, setDealing] = createSignal(false);
  const [refusal, setRefusal] = createSignal('');
  // Each new step starts from a clean panel: no half-made choice survives an answer, an undo or a redo.
  createEffect(
    on(
      () => props.step,
      () => {
        setMode(null);
        setSwiftCard(null);
        setRatTarget(null);
        setRatOrder([]);
        setMoleOpen(false);
        setDealing(false);
      },
      { defer: true },
    ),
  );
  const choose = (event: LionEvent): void => {
    answerOnce(() => {
      const refused = props.onAnswer(event);
      setRefusal(refused ?? '');
      return refused === null;
    });
  };

  /** Where a card lies: its seat and its place (1-based) in that seat's row. */
  const placeOf = (id: string): { seat: number; place: number } => {
    for (let seat = 0; seat < props.state.seats.length; seat++) {
      const k = props.state.seats[seat]!.cards.findIndex((c) => c.id === id);
      if (k >= 0) return { seat, place: k + 1 };
    }
    return { seat: -1, place: 0 };
  };
  /** A card's words as the whole table may read them. */
  const cardLabel = (id: string): string => {
    const { seat, place } = placeOf(id);
    const card = view().seats[seat]?.cards[place - 1];
    return card ? cardWords(card, place) : '?';
  };
  const flipLabel = (id: string): string => {
    const { seat, place } = placeOf(id);
    const faceUp = view().seats[seat]?.cards[place - 1]?.faceUp;
    return `${cardLabel(id)}: ${faceUp ? say('turnDown') : say('turnUp')}`;
  };

  const sentence = () => fillText(gameWords().decision[decision().kind], { player: name(player()) });
  const who = () =>
    decision().kind === 'draw-reveal'
      ? say('othersDecide', { name: name(player()) })
      : say('decides', { name: name(player()) });

  /** Steals grouped by the player they take from. */
  const stealsByVictim = () => {
    const groups = new Map<number, Of<'steal'>[]>();
    for (const o of options('steal')) {
      const { seat } = placeOf(o.card);
      groups.set(seat, [...(groups.get(seat) ?? []), o]);
    }
    return [...groups.entries()].map(([seat, list]) => ({ seat, list }));
  };
  const drawnOptions = (): Of<'drawn'>[] => {
    const p = player();
    const someoneElse = (p + 1) % props.state.seats.length;
    return (viewFor(props.state, someoneElse).decision?.options ?? []) as Of<'drawn'>[];
  };
  const moleLook = () => viewFor(props.state, player()).decision?.look ?? [];
  const swiftCards = () => [...new Set(options('swift').map((o) => o.card))];
  const ratOption = () => options('rat').find((o) => o.target === ratTarget());
  const pickRatTarget = (o: Of<'rat'>): void => {
    if (o.order.length <= 1) return choose(o);
    setRatTarget(o.target);
    setRatOrder([]);
  };
  const mixRat = (): void => {
    const order = [...(ratOption()?.order ?? [])];
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(Math.random() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    setRatOrder(order);
  };

  const OptionButton = (p: { label: string; onPick: () => void }) => (
    <button type="button" class="lion-option" disabled={answerSettling()} onClick={() => p.onPick()}>
      {p.label}
    </button>
  );

  return (
    <section class="now lion-now" aria-labelledby="now-what" aria-live="polite" data-step={props.step}>
      <div class="what" id="now-what">
        {sentence()}
      </div>
      <div class="who">
        {who()}
        <Show
          when={
            decision().kind === 'action' &&
            props.state.step?.kind === 'action' &&
            props.state.step.reason === 'fox'
          }
        >
          {' · '}
          {fillText(gameWords().foxAction, { player: name(player()) })}
        </Show>
      </div>

      <Switch>
        <Match when={decision().kind === 'action' && mode() === null}>
          <div class="options">
            <Show when={options('draw')[0]}>
              {(o) => (
                <button
                  type="button"
                  class="primary lion-option"
                  disabled={answerSettling()}
                  onClick={() => choose(o())}
                >
                  {say('drawCard')}
                </button>
              )}
            </Show>
            <button type="button" class="lion-option" onClick={() => setMode('flip')}>
              {say('flipOne')}
            </button>
            <Show when={options('steal').length > 0}>
              <button type="button" class="lion-option" onClick={() => setMode('steal')}>
                {say('stealOne')}
              </button>
            </Show>
          </div>
        </Match>
        <Match when={(decision().kind === 'action' && mode() === 'flip') || decision().kind === 'steal-flip'}>
          <p class="lion-question">{say('flipWhich', { name: name(player()) })}</p>
          <div class="options">
            <For each={options('flip')}>
              {(o) => <OptionButton label={flipLabel(o.card)} onPick={() => choose(o)} />}
            </For>
            <Show when={decision().kind === 'action'}>
              <button type="button" class="ghost" onClick={() => setMode(null)}>
                {say('back')}
              </button>
            </Show>
          </div>
        </Match>
        <Match when={decision().kind === 'action' && mode() === 'steal'}>
          <p class="lion-question">{say('stealWhich', { name: name(player()) })}</p>
          <div class="options">
            <For each={stealsByVictim()}>
              {(group) => (
                <For each={group.list}>
                  {(o) => (
                    <OptionButton
                      label={say('cardOf', { name: name(group.seat), n: placeOf(o.card).place })}
                      onPick={() => choose(o)}
                    />
                  )}
                </For>
              )}
            </For>
            <button type="button" class="ghost" onClick={() => setMode(null)}>
              {say('back')}
            </button>
          </div>
        </Match>
        <Match when={decision().kind === 'draw-reveal'}>
          <Curtain
            title={say('hideFrom', { name: name(player()) })}
            hint={say('hideFromHint', { name: name(player()) })}
            open={say('notLooking', { name: name(player()) })}
            hideAgain
          >
            <p class="lion-question">{say('whichAnimal', { name: name(player()) })}</p>
            <div class="lion-animals">
              <For each={drawnOptions()}>
                {(o) => (
                  <button
                    type="button"
                    class="lion-animal-button"
                    data-animal={o.animal}
                    disabled={answerSettling()}
                    onClick={() => choose(o)}
                  >
                    {animal(o.animal as Animal)}
                  </button>
                )}
              </For>
            </div>
          </Curtain>
        </Match>
        <Match when={decision().kind === 'goat'}>
          <div class="options">
            <For each={options('goat')}>
              {(o) => <OptionButton label={say('giveTo', { name: name(o.to) })} onPick={() => choose(o)} />}
            </For>
          </div>
        </Match>
        <Match when={decision().kind === 'swift' && swiftCard() === null}>
          <p class="lion-question">{say('handWhich')}</p>
          <div class="options">
            <For each={swiftCards()}>
              {(id) => <OptionButton label={cardLabel(id)} onPick={() => setSwiftCard(id)} />}
            </For>
          </div>
        </Match>
        <Match when={decision().kind === 'swift'}>
          <p class="lion-question">
            {cardLabel(swiftCard()!)} · {say('handTo')}
          </p>
          <div class="options">
            <For each={options('swift').filter((o) => o.card === swiftCard())}>
              {(o) => <OptionButton label={say('giveTo', { name: name(o.to) })} onPick={() => choose(o)} />}
            </For>
            <button type="button" class="ghost" onClick={() => setSwiftCard(null)}>
              {say('back')}
            </button>
          </div>
        </Match>
        <Match when={decision().kind === 'rat' && ratTarget() === null}>
          <p class="lion-question">{say('ratWho')}</p>
          <div class="options">
            <For each={options('rat')}>
              {(o) => (
                <OptionButton
                  label={`${name(o.target)} · ${say('faceDownCount', { n: o.order.length })}`}
                  onPick={() => pickRatTarget(o)}
                />
              )}
            </For>
          </div>
        </Match>
        <Match when={decision().kind === 'rat'}>
          <p class="lion-question">{say('ratOrder', { name: name(ratTarget()!) })}</p>
          <Show
            when={ratOrder().length === (ratOption()?.order.length ?? 0)}
            fallback={
              <div class="options">
                <For each={ratOption()?.order ?? []}>
                  {(id) => (
                    <button
                      type="button"
                      class="lion-option"
                      disabled={ratOrder().includes(id)}
                      onClick={() => setRatOrder([...ratOrder(), id])}
                    >
                      {say('cardOf', { name: name(ratTarget()!), n: placeOf(id).place })}
                      <Show when={ratOrder().includes(id)}>
                        <span class="lion-badge">{ratOrder().indexOf(id) + 1}</span>
                      </Show>
                    </button>
                  )}
                </For>
                <button type="button" onClick={mixRat}>
                  {say('ratShuffle')}
                </button>
              </div>
            }
          >
            <p class="lion-question">
              {say('ratPlaces', {
                places: ratOrder()
                  .map((id) => say('card', { n: placeOf(id).place }))
                  .join(', '),
              })}
            </p>
            <div class="options">
              <button
                type="button"
                class="primary lion-option"
                disabled={answerSettling()}
                onClick={() => choose({ ...ratOption()!, order: ratOrder() })}
              >
                {say('ratDone')}
              </button>
              <button type="button" class="ghost" onClick={() => setRatOrder([])}>
                {say('ratRestart')}
              </button>
            </div>
          </Show>
        </Match>
        <Match when={decision().kind === 'adder'}>
          <p class="lion-question">{say('discardWhich')}</p>
          <div class="options">
            <For each={options('adder')}>
              {(o) => <OptionButton label={cardLabel(o.card)} onPick={() => choose(o)} />}
            </For>
          </div>
        </Match>
        <Match when={decision().kind === 'mole' && !moleOpen()}>
          <p class="lion-question">{say('moleLook', { name: name(player()) })}</p>
          <div class="options">
            <button type="button" class="lion-option" onClick={() => setMoleOpen(true)}>
              {say('moleShow', { name: name(player()) })}
            </button>
            <For each={options('looked')}>
              {(o) => (
                <button
                  type="button"
                  class="lion-option"
                  disabled={answerSettling()}
                  onClick={() => choose(o)}
                >
                  {say('moleDone', { name: name(player()) })}
                </button>
              )}
            </For>
          </div>
        </Match>
        <Match when={decision().kind === 'mole'}>
          <Curtain
            title={say('passTo', { name: name(player()) })}
            hint={say('othersLookAway')}
            open={say('iAm', { name: name(player()) })}
            onBack={() => setMoleOpen(false)}
          >
            <p class="lion-question">{say('moleCards', { name: name(player()) })}</p>
            <ul class="lion-row">
              <For each={moleLook()}>
                {(look) => (
                  <li class="lion-card" data-animal={look.animal}>
                    <span class="place">{placeOf(look.id).place}</span>
                    <span class="face">{animal(look.animal)}</span>
                  </li>
                )}
              </For>
            </ul>
            <div class="options u-mt-12">
              <For each={options('looked')}>
                {(o) => (
                  <button
                    type="button"
                    class="primary lion-option"
                    disabled={answerSettling()}
                    onClick={() => choose(o)}
                  >
                    {say('doneHide')}
                  </button>
                )}
              </For>
            </div>
          </Curtain>
        </Match>
        <Match when={decision().kind === 'return-card'}>
          <p class="lion-question">{say('returnWhich')}</p>
          <div class="options">
            <For each={options('return-card')}>
              {(o) => <OptionButton label={cardLabel(o.card)} onPick={() => choose(o)} />}
            </For>
          </div>
        </Match>
        <Match when={decision().kind === 'next-round' && !dealing()}>
          <p class="small muted">{say('dealNextHint')}</p>
          <button type="button" class="primary wide big-tap" onClick={() => setDealing(true)}>
            {say('dealNext', { n: props.state.round + 1 })}
          </button>
        </Match>
        <Match when={decision().kind === 'next-round'}>
          <StartingDeal
            players={props.state.seats.map((s) => s.name)}
            onBack={() => setDealing(false)}
            onDone={(starting) => choose({ type: 'next-round', player: player(), starting })}
          />
        </Match>
      </Switch>

      <Show when={refusal()}>
        <p class="error u-mt-10" role="alert">
          {say('refused', { reason: refusal() })}
        </p>
      </Show>
    </section>
  );
}
