// The pass-the-phone moments of The Lion & The Unicorn: a screen that asks for the phone to go to one
// player (or to be hidden from one) before anything private shows, and the secret starting-card deal.
import { createSignal, For, Show, type JSX } from 'solid-js';
import { startingAnimals, type Animal } from '../../games/lion-and-unicorn/index.ts';
import { animal, say } from './words.ts';
import './lion.css';

/** A curtain: nothing behind it shows until the right people hold the phone and tap through. */
export function Curtain(props: {
  /** The big line: "Pass the phone to Ana" or "Hide from Ana". */
  title: string;
  hint: string;
  /** The button that lifts the curtain. */
  open: string;
  onBack?: () => void;
  /** Offer to drop the curtain again without answering (someone looked who should not have). */
  hideAgain?: boolean;
  children: JSX.Element;
}) {
  const [open, setOpen] = createSignal(false);
  return (
    <Show
      when={open()}
      fallback={
        <section class="lion-curtain" aria-labelledby="curtain-title">
          <svg class="lion-eye" viewBox="0 0 64 40" aria-hidden="true">
            <path
              d="M4 20 Q32 -6 60 20 Q32 46 4 20 Z"
              fill="none"
              stroke="currentColor"
              stroke-width="4"
              stroke-linejoin="round"
            />
            <circle cx="32" cy="20" r="8" fill="currentColor" />
            <path d="M8 36 L56 4" stroke="currentColor" stroke-width="5" stroke-linecap="round" />
          </svg>
          <h2 id="curtain-title">{props.title}</h2>
          <p>{props.hint}</p>
          <button type="button" class="primary wide big-tap" onClick={() => setOpen(true)}>
            {props.open}
          </button>
          <Show when={props.onBack}>
            <button type="button" class="wide u-mt-10" onClick={() => props.onBack?.()}>
              {say('back')}
            </button>
          </Show>
        </section>
      }
    >
      {props.children}
      <Show when={props.hideAgain}>
        <button type="button" class="ghost wide u-mt-8" onClick={() => setOpen(false)}>
          {say('hideAgain')}
        </button>
      </Show>
    </Show>
  );
}

/**
 * The secret deal: each player in turn takes the phone and taps the starting animal they were dealt.
 * All six animals are always offered, so nobody learns from the buttons what others hold.
 */
export function StartingDeal(props: {
  players: readonly string[];
  onDone: (starting: Animal[]) => void;
  onBack: () => void;
}) {
  const [seat, setSeat] = createSignal(0);
  const [chosen, setChosen] = createSignal<Animal[]>([]);
  const [clash, setClash] = createSignal(false);

  const pick = (a: Animal): void => {
    const list = [...chosen(), a];
    if (list.length < props.players.length) {
      setChosen(list);
      setSeat(list.length);
      return;
    }
    if (new Set(list).size !== list.length) {
      // Who named what stays secret: the whole deal starts again.
      setChosen([]);
      setSeat(0);
      setClash(true);
      return;
    }
    props.onDone(list);
  };

  return (
    <>
      <Show when={clash()}>
        <p class="error" role="alert">
          {say('startingTwice')}
        </p>
      </Show>
      <For each={[seat()]}>
        {(i) => (
          <Curtain
            title={say('passTo', { name: props.players[i]! })}
            hint={i === 0 ? say('othersLookAway') : `${say('nextPlayer')} ${say('othersLookAway')}`}
            open={say('iAm', { name: props.players[i]! })}
            onBack={props.onBack}
            hideAgain
          >
            <section class="now" aria-labelledby="starting-what">
              <h2 class="what" id="starting-what">
                {say('yourStarting', { name: props.players[i]! })}
              </h2>
              <p class="who">{say('startingSecret')}</p>
              <div class="lion-animals">
                <For each={startingAnimals}>
                  {(a) => (
                    <button type="button" class="lion-animal-button" data-animal={a} onClick={() => pick(a)}>
                      {animal(a)}
                    </button>
                  )}
                </For>
              </div>
            </section>
          </Curtain>
        )}
      </For>
    </>
  );
}
