// The end of the game: who won and why - each player's Unicorn count and the cards that changed
// it, the tiebreak with each Unicorn's letter count, or "everyone loses". Numbers come from scoring.
import { For, Show } from 'solid-js';
import { t } from '../../i18n/index.ts';
import type { Language } from '../../games/unstable-unicorns/catalog.ts';
import { countChanges, unicornsNow } from '../../games/unstable-unicorns/explain.ts';
import { letterCount, printedTitle } from '../../games/unstable-unicorns/scoring.ts';
import type { Table } from '../../games/unstable-unicorns/table.ts';
import { cardName } from './card-names.ts';

/** The outcome as the walker stores it. */
export interface FinalOutcome {
  reason?: 'unicorns' | 'deck-out';
  winners: number[];
  everyoneLoses: boolean;
  unicorns: number[];
  letters?: Record<number, number>;
}

/** The printed name the tiebreak counted, and its letters (a French name nobody taught stands in English, as the walker counts it). */
function countedName(card: string, language: Language): { name: string; letters: number } {
  const name = printedTitle(card, language);
  return { name, letters: letterCount(name) };
}

export function EndPanel(props: { table: Table; outcome: FinalOutcome }) {
  const lang = () => props.table.language;
  const names = () => props.outcome.winners.map((w) => props.table.players[w]?.name ?? '?');
  const tied = () => Object.keys(props.outcome.letters ?? {}).map(Number);
  /** Cards whose count is not the plain one Unicorn: Ginormous, Pandas, Blinding Light... */
  const changes = (player: number): string[] =>
    countChanges(props.table, player).map((change) =>
      'notAUnicorn' in change
        ? t('end.noUnicorn', { card: cardName(change.card, lang()) })
        : t('end.counts', { card: cardName(change.card, lang()), n: change.counts }),
    );
  const unicornCards = (player: number): string[] => unicornsNow(props.table, player);

  return (
    <section aria-labelledby="end-title">
      {/* Who won comes first, in view whatever was scrolled before the last move. */}
      <div class="winner" ref={(el) => requestAnimationFrame(() => el.scrollIntoView({ block: 'start' }))}>
        <h2 class="u-m-0-0-6" id="end-title">
          {t('end.title')}
        </h2>
        <div class="big">
          <Show when={!props.outcome.everyoneLoses} fallback={t('end.everyoneLoses')}>
            {names().length === 1
              ? t('end.winner', { name: names()[0]! })
              : t('end.winners', { names: names().join(', ') })}
          </Show>
        </div>
        <p class="u-m-8-0-0">
          <Show when={props.outcome.reason === 'deck-out'}>{t('end.deckOut')} </Show>
          <Show when={props.outcome.reason === 'unicorns' && names().length === 1 && !tied().length}>
            {t('end.byCount', {
              name: names()[0]!,
              n: props.outcome.unicorns[props.outcome.winners[0]!] ?? 0,
            })}
          </Show>
          <Show when={tied().length > 0}>
            {' '}
            {props.outcome.everyoneLoses ? t('end.tieAll') : t('end.tiebreak')}
          </Show>
        </p>
      </div>
      <Show when={props.table.houseRules?.costAlone}>
        <p class="banner">
          {t('end.houseRules')}: {t('house.costAlone')}
        </p>
      </Show>
      <table class="scores">
        <thead>
          <tr>
            <th scope="col">{t('disputes.player')}</th>
            <th class="u-ta-right" scope="col">
              {t('table.unicorns')}
            </th>
          </tr>
        </thead>
        <tbody>
          <For each={props.table.players}>
            {(seat, i) => (
              <tr>
                <td>
                  <strong>{seat.name}</strong>
                  <For each={changes(i())}>{(line) => <div class="small muted">{line}</div>}</For>
                  <Show when={tied().includes(i())}>
                    <ul class="small u-m-4-0-0 u-pl-18">
                      <For each={unicornCards(i())}>
                        {(card) => {
                          const counted = countedName(card, lang());
                          return (
                            <li>
                              {counted.name}: {t('card.letters', { n: counted.letters })}
                            </li>
                          );
                        }}
                      </For>
                    </ul>
                    <div class="small">
                      <strong>{t('end.letters', { n: props.outcome.letters?.[i()] ?? 0 })}</strong>
                    </div>
                  </Show>
                </td>
                <td class="num">{props.outcome.unicorns[i()] ?? 0}</td>
              </tr>
            )}
          </For>
        </tbody>
      </table>
    </section>
  );
}
