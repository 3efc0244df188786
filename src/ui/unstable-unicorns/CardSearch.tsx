// Entering a card: search-as-you-type in either language, the recent cards one tap away, and the
// scan button where the scanner is built in (src/ui/scanner/Scanner.tsx, loaded only when opened).
import { createSignal, For, lazy, Show, Suspense, type Component } from 'solid-js';
import { t } from '../../i18n/index.ts';
import { catalogFor, type BoxId, type Language } from '../../games/unstable-unicorns/catalog.ts';
import { cardName, face, searchCards, typeName } from './card-names.ts';
import { CardInfoButton } from './CardLookup.tsx';
import { shelf } from '../app-state.ts';
import type { LearnedName } from '../../store/games.ts';
import { scannerWord } from '../scanner/words.ts';
import { scannerReadyOffline } from '../ocr-offline.ts';
import { answerSettling } from '../parts/one-answer.ts';

/** The scanner, when this build has it: found at build time, loaded as its own chunk on first use. */
const scannerModules = import.meta.glob<{
  default?: Component<ScannerProps>;
  Scanner?: Component<ScannerProps>;
}>('../scanner/Scanner.tsx');
const loadScanner = Object.values(scannerModules)[0];
/** What the scanner is given: where the card goes is decided by whoever asked for it. */
export interface ScannerProps {
  language: Language;
  onConfirm: (faceId: string) => void;
  onCancel?: () => void;
  /** Titles taught earlier on this device. */
  learnedNames?: () => Promise<LearnedName[]>;
  /** Keeps a newly taught title (IndexedDB, and game exports). */
  onLearn?: (entry: LearnedName) => Promise<void>;
  /** The boxes whose printed titles the scanner reads (default: the base game). */
  boxes?: readonly BoxId[];
}
const Scanner = loadScanner
  ? lazy(async () => {
      const module = await loadScanner();
      return { default: (module.Scanner ?? module.default)! };
    })
  : undefined;

export function CardSearch(props: {
  /** The deck's language, for the names shown. */
  language: Language;
  /** The interface language, for the type labels. */
  uiLanguage: Language;
  /** Only these faces may be picked (a hand's known cards, the legal options); all when absent. */
  among?: readonly string[];
  /** The game's boxes: without `among`, any face of these boxes may be picked (default: the base game). */
  boxes?: readonly BoxId[];
  recent?: readonly string[];
  /**
   * The cards that fit here (what this player may play now): listed first in the results, and the
   * only recent cards offered. Others can still be searched.
   */
  likely?: readonly string[];
  label?: string;
  onPick: (faceId: string) => void;
}) {
  const [query, setQuery] = createSignal('');
  const [scanning, setScanning] = createSignal(false);
  const [scanMessage, setScanMessage] = createSignal('');
  /** The faces that may be picked: the ones given, else every face of the game's boxes. */
  const allowed = (): readonly string[] =>
    props.among ?? catalogFor(props.boxes && { boxes: [...props.boxes] }).faces.map((f) => f.id);
  const results = () =>
    query().trim() ? searchCards(query(), props.language, allowed(), props.likely).slice(0, 8) : [];
  const recent = () =>
    (props.recent ?? [])
      .filter((id) => allowed().includes(id) && (!props.likely || props.likely.includes(id)))
      .slice(0, 6);
  const pick = (id: string): void => {
    setQuery('');
    setScanning(false);
    setScanMessage('');
    props.onPick(id);
  };
  /** A scanned card outside the allowed ones would be dropped silently by the caller: say so instead. */
  const confirmScan = (id: string): void => {
    if (allowed().includes(id)) return pick(id);
    setScanning(false);
    setScanMessage(scannerWord(props.uiLanguage, 'notHere', { card: cardName(id, props.language) }));
  };
  const id = `card-search-${Math.random().toString(36).slice(2, 7)}`;
  return (
    <div class="card-search">
      {/* One tap first, typing after: the recent cards that fit sit above the search field. */}
      <Show when={!query().trim() && recent().length > 0}>
        <p class="muted small u-m-0-0-4">{t('card.recent')}</p>
        <div class="chips">
          <For each={recent()}>
            {(rid) => (
              <button
                type="button"
                class="chip u-minh-48"
                disabled={answerSettling()}
                onClick={() => pick(rid)}
              >
                {face(rid) ? cardName(rid, props.language) : rid}
              </button>
            )}
          </For>
        </div>
      </Show>
      <label for={id}>{props.label ?? t('card.search')}</label>
      <div class="row">
        <input
          id={id}
          class="grow"
          type="search"
          autocomplete="off"
          placeholder={t('card.searchIn')}
          value={query()}
          onInput={(e) => setQuery(e.currentTarget.value)}
          onKeyDown={(e) => {
            const first = results()[0];
            if (e.key === 'Enter' && first) pick(first.id);
          }}
        />
        <button
          type="button"
          onClick={async () => {
            if (!Scanner) return setScanMessage(t('card.scanSoon'));
            // Offline without the reader's files the scan would wait forever: say so, and type instead.
            if (!navigator.onLine && !(await scannerReadyOffline(props.language))) {
              setScanMessage(t('card.scanOffline'));
              document.getElementById(id)?.focus();
              return;
            }
            setScanMessage('');
            setScanning(true);
          }}
        >
          <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
            <path
              d="M4 8V5a1 1 0 0 1 1-1h3M16 4h3a1 1 0 0 1 1 1v3M20 16v3a1 1 0 0 1-1 1h-3M8 20H5a1 1 0 0 1-1-1v-3M4 12h16"
              fill="none"
              stroke="currentColor"
              stroke-width="2.2"
              stroke-linecap="round"
            />
          </svg>
          {t('card.scan')}
        </button>
      </div>
      <Show when={scanMessage()}>
        <p class="muted small" role="status">
          {scanMessage()}
        </p>
      </Show>
      <Show when={scanning() && Scanner}>
        {(S) => {
          const ScannerView = S();
          return (
            <Suspense>
              <ScannerView
                language={props.language}
                boxes={props.boxes}
                onConfirm={confirmScan}
                onCancel={() => setScanning(false)}
                learnedNames={() => shelf().learnedNames()}
                onLearn={(entry) => shelf().learnName(entry)}
              />
            </Suspense>
          );
        }}
      </Show>
      <Show when={query().trim() && results().length === 0}>
        <p class="muted">{t('card.none', { q: query() })}</p>
      </Show>
      <ul class="results">
        <For each={results()}>
          {(f) => (
            <li>
              <button type="button" disabled={answerSettling()} onClick={() => pick(f.id)}>
                <span>{cardName(f.id, props.language)}</span>
                <span class="type">{typeName(f.type, props.uiLanguage)}</span>
              </button>
              <CardInfoButton id={f.id} language={props.language} />
            </li>
          )}
        </For>
      </ul>
    </div>
  );
}
