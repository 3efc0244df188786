// Hash routing: the screen is named by location.hash ("#/game/abc/history"), so a reload, the back
// button and an installed PWA all land on the same screen without a router library.
import { createSignal } from 'solid-js';

/** The screens, with the saved game they are about where there is one. */
export type Route =
  | { screen: 'home' }
  | { screen: 'new' }
  | { screen: 'table'; gameId: string }
  | { screen: 'history'; gameId: string }
  | { screen: 'disputes'; gameId: string }
  /** Play with several phones: sharing this game (gameId) or joining another phone's table. */
  | { screen: 'phones'; gameId?: string }
  | { screen: 'rules' }
  | { screen: 'tiebreak' }
  | { screen: 'settings' }
  | { screen: 'load' };

/** Reads a hash such as "#/game/abc/history" into a route; anything unknown is Home. */
export function parseRoute(hash: string): Route {
  const parts = hash.replace(/^#\/?/, '').split('/').filter(Boolean).map(decodeURIComponent);
  const [first, second, third] = parts;
  if (first === 'game' && second) {
    if (third === 'history') return { screen: 'history', gameId: second };
    if (third === 'disputes') return { screen: 'disputes', gameId: second };
    if (third === 'phones') return { screen: 'phones', gameId: second };
    return { screen: 'table', gameId: second };
  }
  if (first === 'new') return { screen: 'new' };
  if (first === 'rules') return { screen: 'rules' };
  if (first === 'tiebreak') return { screen: 'tiebreak' };
  if (first === 'settings') return { screen: 'settings' };
  if (first === 'load') return { screen: 'load' };
  if (first === 'phones') return { screen: 'phones' };
  return { screen: 'home' };
}

/** The hash for a route. */
export function routeHash(route: Route): string {
  switch (route.screen) {
    case 'home':
      return '#/';
    case 'table':
      return `#/game/${encodeURIComponent(route.gameId)}`;
    case 'history':
    case 'disputes':
      return `#/game/${encodeURIComponent(route.gameId)}/${route.screen}`;
    case 'phones':
      return route.gameId === undefined ? '#/phones' : `#/game/${encodeURIComponent(route.gameId)}/phones`;
    default:
      return `#/${route.screen}`;
  }
}

const [route, setRoute] = createSignal<Route>(
  parseRoute(typeof location === 'undefined' ? '' : location.hash),
);
/** Asked before the screen changes; false keeps the player where they are (unsaved moves). */
let leaveGuard: ((next: Route) => boolean) | null = null;
let shownHash = typeof location === 'undefined' ? '' : location.hash;

/** Sets (or clears, with null) the question asked before leaving the current screen. */
export function guardLeaving(guard: ((next: Route) => boolean) | null): void {
  leaveGuard = guard;
}

if (typeof window !== 'undefined') {
  window.addEventListener('hashchange', () => {
    if (leaveGuard && location.hash !== shownHash && !leaveGuard(parseRoute(location.hash))) {
      // Put the address back without a new hashchange: the screen never changed.
      history.replaceState(null, '', shownHash || '#/');
      return;
    }
    shownHash = location.hash;
    setRoute(parseRoute(location.hash));
  });
}

/** The current screen (reactive). */
export { route };

/** Goes to a screen; `replace` keeps the back button from returning to the screen we leave. */
export function go(next: Route, replace = false): void {
  const hash = routeHash(next);
  if (replace) {
    history.replaceState(null, '', hash);
    shownHash = hash;
    setRoute(parseRoute(hash));
  } else {
    location.hash = hash;
  }
  window.scrollTo(0, 0);
}
