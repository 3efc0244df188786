// The service worker's side of the app: registration with an update that waits for the player,
// and the screen wake lock that keeps the phone awake while a game is on the table.
/// <reference types="vite-plugin-pwa/client" />
import { createSignal, onCleanup } from 'solid-js';
import { registerSW } from 'virtual:pwa-register';

const [updateReady, setUpdateReady] = createSignal(false);
const [offlineReady, setOfflineReady] = createSignal(false);
let applyUpdate: ((reload?: boolean) => Promise<void>) | undefined;

/** True when a new version waits; the app shows it only away from a game in progress. */
export { updateReady, offlineReady };

/** The browser's offer to install the app (Chromium's beforeinstallprompt), kept for the player's tap. */
interface InstallPrompt extends Event {
  prompt(): Promise<void>;
}
const [installOffer, setInstallOffer] = createSignal<InstallPrompt | null>(null);
export { installOffer };

/** Shows the browser's install dialog; the offer is used up either way. */
export function installApp(): void {
  const offer = installOffer();
  setInstallOffer(null);
  void offer?.prompt();
}

/** The "ready to work offline" notice is shown once; the player puts it away. */
export function dismissOfflineReady(): void {
  setOfflineReady(false);
}

/** Registers the service worker; never reloads by itself (registerType "prompt"). */
export function startServiceWorker(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    setInstallOffer(event as InstallPrompt);
  });
  window.addEventListener('appinstalled', () => setInstallOffer(null));
  if (!('serviceWorker' in navigator)) return;
  applyUpdate = registerSW({
    immediate: true,
    onNeedRefresh: () => setUpdateReady(true),
    onOfflineReady: () => setOfflineReady(true),
  });
}

/** Activates the waiting version and reloads: only ever called from the player's tap. */
export function installUpdate(): void {
  void applyUpdate?.(true);
}

/** Dismisses the update banner for this visit. */
export function postponeUpdate(): void {
  setUpdateReady(false);
}

/**
 * Keeps the screen awake while the calling component lives (the table of an open game). The lock
 * is dropped by the browser when the tab hides, so it is asked for again when it shows.
 */
export function useWakeLock(): void {
  let lock: WakeLockSentinel | undefined;
  let alive = true;
  const request = async (): Promise<void> => {
    if (!alive || document.visibilityState !== 'visible' || !('wakeLock' in navigator)) return;
    try {
      lock = await navigator.wakeLock.request('screen');
    } catch {
      // Refused (battery saver, no permission): the game goes on, the screen may dim.
    }
  };
  const onVisibility = (): void => void request();
  document.addEventListener('visibilitychange', onVisibility);
  void request();
  onCleanup(() => {
    alive = false;
    document.removeEventListener('visibilitychange', onVisibility);
    void lock?.release().catch(() => undefined);
  });
}
