// The rules reference: small topics in our own words, searchable as you type, in the interface
// language. With an empty search every topic is listed by title, folded.
import { createSignal, For, Show } from 'solid-js';
import { language, t } from '../../i18n/index.ts';
import { referenceTopics, searchReference } from '../../games/unstable-unicorns/reference.ts';
import { TopBar } from '../parts/TopBar.tsx';
import { searchCards } from '../unstable-unicorns/card-names.ts';
import { CardInfo, CardLookupDialog } from '../unstable-unicorns/CardLookup.tsx';
import { lookUpCard } from '../../games/unstable-unicorns/lookup.ts';

export default function Rules() {
  const [query, setQuery] = createSignal('');
  // Cards whose name (English or French) fits what was typed: the rules of a card start with what it does.
  const cards = () => (query().trim().length >= 3 ? searchCards(query(), language()).slice(0, 3) : []);
  const topics = () => (query().trim() ? searchReference(query(), language()) : referenceTopics[language()]);
  return (
    <>
      <TopBar title={t('rules.title')} />
      <label for="rules-search">{t('rules.search')}</label>
      <input
        id="rules-search"
        type="search"
        autocomplete="off"
        value={query()}
        onInput={(e) => setQuery(e.currentTarget.value)}
      />
      <Show when={cards().length > 0}>
        <h2 class="rules-cards-title">{t('rules.cards')}</h2>
        <div class="stack">
          <For each={cards()}>
            {(face, i) => {
              const card = () => lookUpCard(face.id, language());
              return (
                <details class="panel topic" open={i() === 0}>
                  <summary>
                    <h3>{card().name}</h3>
                  </summary>
                  <CardInfo card={card()} />
                </details>
              );
            }}
          </For>
        </div>
      </Show>
      <CardLookupDialog />
      <Show
        when={topics().length > 0}
        fallback={
          <p class="muted" style={{ 'margin-top': '12px' }}>
            {t('rules.none')}
          </p>
        }
      >
        <div class="stack" style={{ 'margin-top': '12px' }}>
          <For each={topics()}>
            {(topic, i) => (
              <details class="panel topic" open={query().trim() !== '' && i() < 3}>
                <summary
                  style={{
                    'min-height': '44px',
                    display: 'flex',
                    'align-items': 'center',
                    cursor: 'pointer',
                  }}
                >
                  <h2 style={{ margin: 0, 'font-size': '1.05rem' }}>{topic.title}</h2>
                </summary>
                <p style={{ 'margin-top': '8px', 'white-space': 'pre-line' }}>{topic.body}</p>
              </details>
            )}
          </For>
        </div>
      </Show>
    </>
  );
}
