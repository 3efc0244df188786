// The boxes a deck is made of, ticked one by one: the new-game form and the tiebreak calculator
// both ask it, in the same words, so a table names its boxes the same way everywhere.
import { For } from 'solid-js';
import { t } from '../../i18n/index.ts';
import { BOX_IDS, type BoxId } from '../../games/unstable-unicorns/catalog.ts';

export function BoxPicker(props: {
  name: string;
  boxes: readonly BoxId[];
  onChange: (boxes: BoxId[]) => void;
}) {
  const toggle = (box: BoxId, on: boolean): void =>
    props.onChange(BOX_IDS.filter((b) => (b === box ? on : props.boxes.includes(b))));
  return (
    <div class="radio-cards">
      <For each={BOX_IDS}>
        {(box) => (
          <label class="check">
            <input
              type="checkbox"
              name={props.name}
              value={box}
              checked={props.boxes.includes(box)}
              onChange={(e) => toggle(box, e.currentTarget.checked)}
            />
            <span>{t(`box.${box}`)}</span>
          </label>
        )}
      </For>
    </div>
  );
}
