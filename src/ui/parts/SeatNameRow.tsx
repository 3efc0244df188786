// One seat of a new-game form: its number in the seat's colour, the player's name, and a remove
// button while more than the minimum of players remain. Shared by every game's new-game form.
import { Show } from 'solid-js';

/** A seat's name field. `canRemove` shows the ✕ button; the words come from the calling form. */
export function SeatNameRow(props: {
  id: string;
  seat: number;
  colour: string;
  name: string;
  placeholder: string;
  label: string;
  removeLabel: string;
  canRemove: boolean;
  onRename: (name: string) => void;
  onRemove: () => void;
}) {
  return (
    <div class="row">
      <span class="seat-number" style={{ background: props.colour }} aria-hidden="true">
        {props.seat + 1}
      </span>
      <input
        id={props.id}
        class="grow"
        type="text"
        autocomplete="off"
        maxLength={24}
        placeholder={props.placeholder}
        aria-label={props.label}
        value={props.name}
        onInput={(e) => props.onRename(e.currentTarget.value)}
      />
      <Show when={props.canRemove}>
        <button type="button" class="ghost" aria-label={props.removeLabel} onClick={() => props.onRemove()}>
          ✕
        </button>
      </Show>
    </div>
  );
}
