// "My box" in Settings: the players say how many copies of a card their own box holds where it
// differs from the print; every new game with that box counts with it (NewGameForm, compositionFor).
import { createMemo, createResource, createSignal, For, Show } from 'solid-js';
import { t } from '../../i18n/index.ts';
import {
  BOX_IDS,
  catalogFor,
  compositionFor,
  copiesInBox,
  fitsBox,
  MAX_CORRECTED_COPIES,
  type BoxCopies,
  type BoxId,
  type Language,
} from '../../games/unstable-unicorns/catalog.ts';
import { shelf } from '../app-state.ts';
import { cardName, searchCards } from './card-names.ts';

/** The faces printed in a box, in catalog order. */
function facesOf(box: BoxId): string[] {
  return catalogFor({ boxes: [box] }).faces.map((face) => face.id);
}

export function MyBox(props: { language: Language }) {
  const [box, setBox] = createSignal<BoxId>('base-2e');
  const [query, setQuery] = createSignal('');
  const [failed, setFailed] = createSignal(false);
  const [stored, { mutate }] = createResource<BoxCopies>(
    async () => {
      const entries = await shelf().boxCorrections();
      // Shown as a new game counts them (compositionFor): a stored count that does not fit its box
      // (-5, a billion, a string, from an old or edited database) is no correction.
      return Object.fromEntries(
        entries
          .filter(
            (e) => BOX_IDS.includes(e.box as BoxId) && typeof e.copies === 'object' && e.copies !== null,
          )
          .map((e) => [
            e.box,
            Object.fromEntries(Object.entries(e.copies).filter(([id, n]) => fitsBox(e.box as BoxId, id, n))),
          ]),
      ) as BoxCopies;
    },
    { initialValue: {} as BoxCopies },
  );
  const mine = () => stored()[box()] ?? {};
  const shown = createMemo(() => {
    const faces = facesOf(box());
    return query().trim() === '' ? faces : searchCards(query(), props.language, faces).map((f) => f.id);
  });
  const changed = () => Object.keys(mine()).length;
  const totals = createMemo(() => catalogFor(compositionFor([box()], stored())));

  /** Keeps the box's numbers on the device; a count back at the print is no correction. */
  const save = async (input: HTMLInputElement, id: string): Promise<void> => {
    const value = input.value.trim() === '' ? NaN : Number(input.value);
    const next = { ...mine() };
    if (value === copiesInBox(box(), id)) delete next[id];
    else if (fitsBox(box(), id, value)) next[id] = value;
    else {
      // Not a count of copies: the field shows the number kept, and nothing changes.
      input.value = String(mine()[id] ?? copiesInBox(box(), id));
      return;
    }
    mutate({ ...stored(), [box()]: next });
    try {
      await shelf().saveBoxCorrection({ box: box(), copies: next });
      setFailed(false);
    } catch {
      setFailed(true);
    }
  };
  const reset = async (): Promise<void> => {
    mutate({ ...stored(), [box()]: {} });
    try {
      await shelf().saveBoxCorrection({ box: box(), copies: {} });
    } catch {
      setFailed(true);
    }
  };

  return (
    <section aria-labelledby="my-box-title">
      <h2 id="my-box-title">{t('mybox.title')}</h2>
      <p class="muted">{t('mybox.intro')}</p>
      <fieldset>
        <legend>{t('mybox.box')}</legend>
        <div class="radio-cards">
          <For each={BOX_IDS}>
            {(option) => (
              <label>
                <input
                  type="radio"
                  name="my-box"
                  value={option}
                  checked={box() === option}
                  onChange={() => setBox(option)}
                />
                {t(`box.${option}`)}
              </label>
            )}
          </For>
        </div>
      </fieldset>
      <p role="status">
        {changed() > 0 ? t('mybox.changed', { n: changed() }) : t('mybox.none')}{' '}
        {t('mybox.total', { cards: totals().blackBacked(false), babies: totals().babies.length })}
      </p>
      <Show when={failed()}>
        <p class="error" role="alert">
          {t('mybox.saveFailed')}
        </p>
      </Show>
      <Show when={changed() > 0}>
        <button type="button" class="wide" onClick={() => void reset()}>
          {t('mybox.reset')}
        </button>
      </Show>
      <label class="u-mt-8">
        {t('mybox.search')}
        <input type="search" value={query()} onInput={(e) => setQuery(e.currentTarget.value)} />
      </label>
      <ul class="my-box">
        <For each={shown()}>
          {(id) => {
            const printed = () => copiesInBox(box(), id);
            const value = () => mine()[id] ?? printed();
            return (
              <li class="row">
                <span class="grow">
                  {cardName(id, props.language)}{' '}
                  <span class="muted">{t('mybox.printed', { n: printed() })}</span>
                </span>
                <input
                  type="number"
                  inputmode="numeric"
                  min="0"
                  max={MAX_CORRECTED_COPIES}
                  value={value()}
                  aria-label={t('mybox.copies', { name: cardName(id, props.language), printed: printed() })}
                  onChange={(e) => void save(e.currentTarget, id)}
                />
              </li>
            );
          }}
        </For>
      </ul>
    </section>
  );
}
