// At a shared table: whose phone this is (the seat picker), each phone of the table and how it is,
// the panel a seated phone shows while another player decides, and what a phone of another version shows.
import { createSignal, For, onCleanup, Show } from 'solid-js';
import { minutesSeconds, phoneRows, seatOf, stateAt, takeSeat, type PhoneRow, type Seat } from './seat.ts';
import { say } from './words.ts';
import './strip.css';

/** The seat picker and the phones of the table. `players` are the names in seat order. */
export function PhonesStrip(props: { gameId: string; players: readonly string[] }) {
  const [now, setNow] = createSignal(Date.now());
  // "asleep since 0:40" counts on while it is shown.
  const ticking = setInterval(() => setNow(Date.now()), 1000);
  onCleanup(() => clearInterval(ticking));
  const seat = (): Seat | undefined => seatOf(props.gameId);
  const value = (): string => {
    const s = seat();
    return s === undefined ? '' : s === null ? 'table' : String(s);
  };
  const whose = (row: PhoneRow): string =>
    row.seat === undefined
      ? say('unseatedPhone')
      : row.seat === null
        ? say('middlePhone')
        : say('phoneOf', { name: props.players[row.seat] ?? '?' });
  const others = () => phoneRows().filter((row) => !row.self);
  const how = (row: PhoneRow): string => {
    const state = stateAt(row, now());
    return state === 'asleep'
      ? say('state.asleep', { time: minutesSeconds(now() - row.since) })
      : say(`state.${state}`);
  };
  /** A link lost: pairing again (from either phone) keeps this shared game, only the link is new. */
  const linkLost = () => others().some((row) => stateAt(row, now()) !== 'connected');

  return (
    <section class="phones-strip" aria-label={say('strip')}>
      <label class="phones-seat">
        <span>{say('thisPhoneIs')}</span>
        <select
          value={value()}
          onChange={(event) => {
            const chosen = event.currentTarget.value;
            if (chosen !== '') takeSeat(props.gameId, chosen === 'table' ? null : Number(chosen));
          }}
        >
          <Show when={seat() === undefined}>
            <option value="">{say('noSeat')}</option>
          </Show>
          <For each={props.players}>
            {(name, i) => <option value={String(i())}>{say('seatOf', { name })}</option>}
          </For>
          <option value="table">{say('middle')}</option>
        </select>
      </label>
      <ul class="phones-list" data-testid="phones-strip">
        <For each={others()}>
          {(row) => (
            <li data-state={stateAt(row, now())}>
              {whose(row)}: {how(row)}
            </li>
          )}
        </For>
      </ul>
      <Show when={linkLost()}>
        <a class="button" href={`#/game/${encodeURIComponent(props.gameId)}/phones`}>
          {say('connectAgain')}
        </a>
      </Show>
    </section>
  );
}

/** What a seated phone shows while another player decides: who, and a way to answer for them. */
export function WaitingFor(props: { name: string; question: string; onAnswer(): void }) {
  return (
    <section class="panel phones-waiting" aria-live="polite">
      <p role="status" data-testid="waiting-for">
        <strong>{say('waitingFor', { name: props.name })}</strong>
      </p>
      <p class="muted">{props.question}</p>
      <button onClick={() => props.onAnswer()}>{say('answerFor', { name: props.name })}</button>
    </section>
  );
}

/** On a phone of another version than the table's: it follows the game and says to update. */
export function OtherRules() {
  return (
    <p class="banner warn" role="status" data-testid="other-rules">
      {say('otherRules')}
    </p>
  );
}

/** The question a phone of another version shows in place of the answers it may not give. */
export function FollowingOnly(props: { question: string }) {
  return (
    <section class="panel phones-waiting" data-testid="following-only">
      <p>{props.question}</p>
    </section>
  );
}
