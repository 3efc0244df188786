// The table as everyone can see it: each Stable (Unicorns, Upgrades, Downgrades and what it counts
// toward winning), hand sizes, the deck, the discard pile and the Nursery, whose turn and which phase.
import { For, Show } from 'solid-js';
import { t } from '../../i18n/index.ts';
import type { Table } from '../../games/unstable-unicorns/table.ts';
import { cardName, face } from './card-names.ts';
import { colourValue, SEAT_COLOURS } from './colours.ts';

/** Which group a Stable card is shown in. */
function group(id: string): 'unicorn' | 'upgrade' | 'downgrade' {
  const type = face(id)?.type ?? 'basic-unicorn';
  if (type === 'upgrade') return 'upgrade';
  if (type === 'downgrade') return 'downgrade';
  return 'unicorn';
}

/** Unicorns first, then Upgrades and Downgrades: what counts toward winning reads first. */
const order = { unicorn: 0, upgrade: 1, downgrade: 2 } as const;

/** A small unicorn horn, drawn here so no emoji font is needed. */
export function Horn() {
  return (
    <svg class="u-mr-4 u-va-n3" width="18" height="22" viewBox="0 0 18 22" aria-hidden="true">
      <path d="M13 1 L3 20 L10 21 Z" fill="currentColor" />
      <path
        d="M5 15 L10.6 16.2 M7.2 10.6 L11.2 11.6 M9.4 6.2 L11.8 6.8"
        stroke="var(--surface)"
        stroke-width="1.6"
      />
    </svg>
  );
}

export function TableView(props: {
  table: Table;
  colours: readonly string[];
  /** What each Stable counts toward winning, from the game's scoring. */
  unicorns: readonly number[];
  goal: number;
}) {
  const lang = () => props.table.language;
  return (
    <section aria-label={t('table.title')}>
      <div class="status-strip">
        <div class="stat">
          <div class="n">{props.table.deck}</div>
          <div class="l">{t('table.deck')}</div>
        </div>
        <div class="stat">
          <div class="n">{props.table.discard.length}</div>
          <div class="l">{t('table.discard')}</div>
        </div>
        <div class="stat">
          <div class="n">{props.table.nursery.length}</div>
          <div class="l">{t('table.nursery')}</div>
        </div>
      </div>
      <Show when={props.table.discard.length > 0}>
        <p class="small muted u-mt-n4">
          {t('table.discard')}: {cardName(props.table.discard[props.table.discard.length - 1]!, lang())}
        </p>
      </Show>
      <For each={props.table.players}>
        {(seat, i) => (
          <article
            class="panel seat"
            classList={{ active: props.table.turn.player === i() }}
            style={{ '--seat': colourValue(props.colours[i()] ?? SEAT_COLOURS[i()]?.id) }}
            aria-label={seat.name}
          >
            <header>
              <span
                class="dot"
                style={{ background: colourValue(props.colours[i()] ?? SEAT_COLOURS[i()]?.id) }}
              />
              <span class="name">{seat.name}</span>
              <span
                class="count"
                aria-label={`${t('table.unicorns')}: ${props.unicorns[i()] ?? 0} / ${props.goal}`}
              >
                <Horn />
                {t('table.counts', { n: props.unicorns[i()] ?? 0, goal: props.goal })}
              </span>
              <span class="muted small">{t('table.handCount', { n: seat.hand.count })}</span>
            </header>
            <Show
              when={seat.stable.length > 0}
              fallback={<p class="muted small">{t('table.stableEmpty')}</p>}
            >
              <ul class="chips">
                <For each={[...seat.stable].sort((a, b) => order[group(a)] - order[group(b)])}>
                  {(id) => (
                    <li class={`chip ${group(id)}`}>
                      <Show when={group(id) !== 'unicorn'}>
                        <span class="u-mr-6" aria-hidden="true">
                          {group(id) === 'upgrade' ? '▲' : '▼'}
                        </span>
                      </Show>
                      {cardName(id, lang())}
                    </li>
                  )}
                </For>
              </ul>
            </Show>
            <Show when={seat.hand.known.length > 0}>
              <p class="small muted u-m-6-0-0">
                {t('table.known', { cards: seat.hand.known.map((id) => cardName(id, lang())).join(', ') })}
              </p>
            </Show>
          </article>
        )}
      </For>
    </section>
  );
}
