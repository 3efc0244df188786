// "Fix the table": the phone made to match the cards as they lie, one correction at a time. A card in a
// row is pointed at by its place, a pile's card named by its animal; a drawn card is named behind a curtain.
import { createSignal, For, Match, Show, Switch } from 'solid-js';
import {
  Animal,
  describeCorrection,
  viewFor,
  type LionCorrection,
  type LionPile,
  type LionState,
} from '../../games/lion-and-unicorn/index.ts';
import { language } from '../../i18n/index.ts';
import { Curtain } from './Secret.tsx';
import { cardWords } from './TableView.tsx';
import { animal, say } from './words.ts';

type Mode =
  | { kind: 'menu' }
  | { kind: 'card' }
  | { kind: 'card-to'; card: string }
  | { kind: 'pile' }
  | { kind: 'pile-animal'; from: LionPile }
  | { kind: 'pile-to'; from: LionPile; animal: Animal }
  | { kind: 'drew'; player: number }
  | { kind: 'drew-named'; player: number }
  | { kind: 'turn' }
  | { kind: 'scores' };

/** The correction mode of the table screen: every change goes through `onCorrect`, which the rules may refuse. */
export function FixPanel(props: {
  state: LionState;
  /** Records a correction; the rules' refusal sentence, or null when it was recorded. */
  onCorrect: (correction: LionCorrection) => string | null;
  onClose: () => void;
}) {
  const [mode, setMode] = createSignal<Mode>({ kind: 'menu' });
  const [refusal, setRefusal] = createSignal('');
  const [done, setDone] = createSignal('');
  // The shared view: a face-down card shows no animal here, whoever holds the phone.
  const view = () => viewFor(props.state, null);
  const seats = () => props.state.seats.map((s, i) => ({ name: s.name, index: i }));
  const name = (seat: number) => props.state.seats[seat]?.name ?? '?';
  /** A pile in a sentence, and as a heading. */
  const pileName = (pile: LionPile) =>
    say(pile === 'setAside' ? 'pileSetAside' : pile === 'deck' ? 'pileDeck' : 'pileDiscard');
  const pileTitle = (pile: LionPile) =>
    say(pile === 'setAside' ? 'pileSetAsideTitle' : pile === 'deck' ? 'deck' : 'discard');

  const go = (next: Mode): void => {
    setRefusal('');
    setDone('');
    setMode(next);
  };
  const correct = (correction: LionCorrection): void => {
    const sentence = describeCorrection(props.state, correction, language());
    const refused = props.onCorrect(correction);
    setRefusal(refused ?? '');
    if (refused === null) {
      setMode({ kind: 'menu' });
      setDone(sentence);
    }
  };

  /** The card a mode is about, as the table sees it. */
  const placed = (id: string) => {
    for (const [seat, row] of view().seats.entries()) {
      const k = row.cards.findIndex((c) => c.id === id);
      if (k >= 0) return { seat, place: k + 1, card: row.cards[k]! };
    }
    return null;
  };
  /** A pile's animals the table can see (the discard pile and the set under the crown lie face-up). */
  const pileAnimals = (from: LionPile): Animal[] => {
    if (from === 'deck') return [...Animal.options];
    const seen = from === 'discard' ? view().discard : view().setAside;
    return Animal.options.filter((a) => seen.includes(a));
  };
  const pileCount = (pile: LionPile) =>
    pile === 'deck' ? view().deck : pile === 'discard' ? view().discard.length : view().setAside.length;

  const Option = (p: { label: string; onPick: () => void; primary?: boolean }) => (
    <button type="button" class="lion-option" classList={{ primary: p.primary }} onClick={() => p.onPick()}>
      {p.label}
    </button>
  );
  const Back = () => (
    <button type="button" class="ghost" onClick={() => go({ kind: 'menu' })}>
      {say('back')}
    </button>
  );

  return (
    <section class="now lion-now lion-fix" aria-labelledby="fix-what">
      <h2 class="what" id="fix-what">
        {say('fixTitle')}
      </h2>
      <p class="who">{say('fixHint')}</p>

      <Switch>
        <Match when={mode().kind === 'menu'}>
          <div class="options">
            <Option label={say('fixCard')} onPick={() => go({ kind: 'card' })} />
            <Option label={say('fixPile')} onPick={() => go({ kind: 'pile' })} />
            <For each={seats()}>
              {(s) => (
                <Option
                  label={say('fixDrew', { name: s.name })}
                  onPick={() => go({ kind: 'drew', player: s.index })}
                />
              )}
            </For>
            <Option label={say('fixTurn')} onPick={() => go({ kind: 'turn' })} />
            <Option label={say('fixScores')} onPick={() => go({ kind: 'scores' })} />
            <button type="button" class="primary wide" onClick={() => props.onClose()}>
              {say('fixDone')}
            </button>
          </div>
        </Match>

        <Match when={mode().kind === 'card'}>
          <p class="lion-question">{say('fixWhichCard')}</p>
          <div class="options">
            <For each={view().seats}>
              {(seat) => (
                <For each={seat.cards}>
                  {(card, k) => (
                    <Option
                      label={`${seat.name} · ${cardWords(card, k() + 1)}`}
                      onPick={() => go({ kind: 'card-to', card: card.id })}
                    />
                  )}
                </For>
              )}
            </For>
            <Back />
          </div>
        </Match>

        <Match when={mode().kind === 'card-to' && placed((mode() as { card: string }).card)}>
          {(where) => {
            const id = () => (mode() as { card: string }).card;
            return (
              <>
                <p class="lion-question">
                  {name(where().seat)} · {cardWords(where().card, where().place)}
                </p>
                <div class="options">
                  <Option
                    label={where().card.faceUp ? say('fixTurnDown') : say('fixTurnUp')}
                    onPick={() => correct({ kind: 'face', card: id(), up: !where().card.faceUp })}
                  />
                  <Show when={!where().card.starting}>
                    <For each={seats().filter((s) => s.index !== where().seat)}>
                      {(s) => (
                        <>
                          <Option
                            label={say('fixToRowDown', { name: s.name })}
                            onPick={() => correct({ kind: 'move', card: id(), to: s.index, up: false })}
                          />
                          <Option
                            label={say('fixToRowUp', { name: s.name })}
                            onPick={() => correct({ kind: 'move', card: id(), to: s.index, up: true })}
                          />
                        </>
                      )}
                    </For>
                    <For each={['deck', 'discard'] as const}>
                      {(pile) => (
                        <Option
                          label={say('fixToPile', { pile: pileName(pile) })}
                          onPick={() => correct({ kind: 'move', card: id(), to: pile })}
                        />
                      )}
                    </For>
                  </Show>
                  <Back />
                </div>
              </>
            );
          }}
        </Match>

        <Match when={mode().kind === 'pile'}>
          <p class="lion-question">{say('fixWhichPile')}</p>
          <div class="options">
            <For each={['deck', 'discard', 'setAside'] as const}>
              {(pile) => (
                <Show when={pileCount(pile) > 0}>
                  <Option
                    label={`${pileTitle(pile)} · ${pileCount(pile)}`}
                    onPick={() => go({ kind: 'pile-animal', from: pile })}
                  />
                </Show>
              )}
            </For>
            <Back />
          </div>
        </Match>

        <Match when={mode().kind === 'pile-animal'}>
          <p class="lion-question">
            {say('fixWhichAnimal', { pile: pileName((mode() as { from: LionPile }).from) })}
          </p>
          <div class="lion-animals">
            <For each={pileAnimals((mode() as { from: LionPile }).from)}>
              {(a) => (
                <button
                  type="button"
                  class="lion-animal-button"
                  data-animal={a}
                  onClick={() =>
                    go({ kind: 'pile-to', from: (mode() as { from: LionPile }).from, animal: a })
                  }
                >
                  {animal(a)}
                </button>
              )}
            </For>
          </div>
          <Back />
        </Match>

        <Match when={mode().kind === 'pile-to'}>
          {(() => {
            const m = () => mode() as { from: LionPile; animal: Animal };
            return (
              <>
                <p class="lion-question">
                  {pileTitle(m().from)} · {animal(m().animal)} · {say('handTo')}
                </p>
                <div class="options">
                  <For each={seats()}>
                    {(s) => (
                      // From the unseen deck a card goes face-down only through "drew one more",
                      // where the one who gets it is kept from seeing its name.
                      <>
                        <Show when={m().from !== 'deck'}>
                          <Option
                            label={say('fixToRowDown', { name: s.name })}
                            onPick={() =>
                              correct({
                                kind: 'take',
                                from: m().from,
                                animal: m().animal,
                                to: s.index,
                                up: false,
                              })
                            }
                          />
                        </Show>
                        <Option
                          label={say('fixToRowUp', { name: s.name })}
                          onPick={() =>
                            correct({
                              kind: 'take',
                              from: m().from,
                              animal: m().animal,
                              to: s.index,
                              up: true,
                            })
                          }
                        />
                      </>
                    )}
                  </For>
                  <For each={(['deck', 'discard', 'setAside'] as const).filter((p) => p !== m().from)}>
                    {(pile) => (
                      <Option
                        label={say('fixToPile', { pile: pileName(pile) })}
                        onPick={() => correct({ kind: 'take', from: m().from, animal: m().animal, to: pile })}
                      />
                    )}
                  </For>
                  <Back />
                </div>
              </>
            );
          })()}
        </Match>

        <Match when={mode().kind === 'drew'}>
          {(() => {
            const player = () => (mode() as { player: number }).player;
            return (
              <>
                <p class="lion-question">{say('fixDrewHow', { name: name(player()) })}</p>
                <div class="options">
                  <Option
                    primary
                    label={say('fixDrewUnseen')}
                    onPick={() => correct({ kind: 'drew', player: player() })}
                  />
                  <Option
                    label={say('fixDrewSeen', { name: name(player()) })}
                    onPick={() => go({ kind: 'drew-named', player: player() })}
                  />
                  <Back />
                </div>
              </>
            );
          })()}
        </Match>

        <Match when={mode().kind === 'drew-named'}>
          {(() => {
            const player = () => (mode() as { player: number }).player;
            return (
              <Curtain
                title={say('hideFrom', { name: name(player()) })}
                hint={say('hideFromHint', { name: name(player()) })}
                open={say('notLooking', { name: name(player()) })}
                onBack={() => go({ kind: 'menu' })}
                hideAgain
              >
                <p class="lion-question">{say('whichAnimal', { name: name(player()) })}</p>
                <div class="lion-animals">
                  <For each={Animal.options}>
                    {(a) => (
                      <button
                        type="button"
                        class="lion-animal-button"
                        data-animal={a}
                        onClick={() => correct({ kind: 'drew', player: player(), animal: a })}
                      >
                        {animal(a)}
                      </button>
                    )}
                  </For>
                </div>
              </Curtain>
            );
          })()}
        </Match>

        <Match when={mode().kind === 'turn'}>
          <p class="lion-question">{say('fixWhoseTurn')}</p>
          <div class="options">
            <For each={seats()}>
              {(s) => (
                <Option
                  label={say('fixItsTurn', { name: s.name })}
                  onPick={() => correct({ kind: 'turn', player: s.index })}
                />
              )}
            </For>
            <Back />
          </div>
        </Match>

        <Match when={mode().kind === 'scores'}>
          <p class="lion-question">{say('fixScoresHint')}</p>
          <div class="options">
            <For each={view().seats}>
              {(s, i) => (
                <>
                  <Option
                    label={say('fixRounds', { name: s.name, n: s.roundsWon === 0 ? 1 : 0 })}
                    onPick={() => correct({ kind: 'rounds', player: i(), won: s.roundsWon === 0 ? 1 : 0 })}
                  />
                  <Show when={!s.crown}>
                    <Option
                      label={say('fixCrown', { name: s.name })}
                      onPick={() => correct({ kind: 'crown', player: i() })}
                    />
                  </Show>
                </>
              )}
            </For>
            <Back />
          </div>
        </Match>
      </Switch>

      <Show when={done()}>
        <p role="status" class="lion-fixed">
          {done()}
        </p>
      </Show>
      <Show when={refusal()}>
        <p class="error u-mt-10" role="alert">
          {say('refused', { reason: refusal() })}
        </p>
      </Show>
    </section>
  );
}
