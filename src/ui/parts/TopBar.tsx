// The bar at the top of every screen: where you are, and the way back.
import { Show, type JSX } from 'solid-js';
import { t } from '../../i18n/index.ts';
import { go, type Route } from '../router.ts';

/** A screen's title with a back button (to `back`, Home by default) unless it is Home itself. */
export function TopBar(props: { title: string; back?: Route | null; children?: JSX.Element }) {
  return (
    <header class="topbar">
      <Show when={props.back !== null}>
        <button class="ghost" aria-label={t('nav.back')} onClick={() => go(props.back ?? { screen: 'home' })}>
          <svg width="26" height="26" viewBox="0 0 24 24" aria-hidden="true">
            <path
              d="M15 5l-7 7 7 7"
              fill="none"
              stroke="currentColor"
              stroke-width="2.6"
              stroke-linecap="round"
            />
          </svg>
        </button>
      </Show>
      <h1>{props.title}</h1>
      {props.children}
    </header>
  );
}
