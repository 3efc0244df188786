// The two halves of pairing by QR: a pairing code shown as a QR code, and the camera that reads the
// other phone's code (the scanner's own camera path: the rear camera, asked for as "ideal").
import { createMemo, createSignal, onCleanup, onMount, Show } from 'solid-js';
import { openCamera, type Camera } from '../scanner/camera.ts';
import { qrModules, qrPath, readQr } from './qr.ts';
import { say } from './words.ts';
import './phones.css';

/** A pairing code as a QR code, black on white whatever the theme (a camera needs the contrast). */
export function QrCode(props: { code: string; label: string }) {
  const qr = createMemo(() => qrModules(props.code));
  return (
    <svg
      class="phones-qr"
      role="img"
      aria-label={props.label}
      data-testid="my-qr"
      viewBox={`0 0 ${qr().size} ${qr().size}`}
      shape-rendering="crispEdges"
    >
      <rect width={qr().size} height={qr().size} fill="#fff" />
      <path d={qrPath(qr())} fill="#000" />
    </svg>
  );
}

/** How often a camera frame is searched for a code: often enough to feel instant, rarely enough for a phone's CPU. */
const LOOK_EVERY_MS = 200;

/**
 * The camera, looking for a QR code. Each code it reads goes to `onCode`, which answers whether it
 * was the one wanted (the camera then closes) or not (it keeps looking, and a code already refused
 * is not tried again).
 */
export function QrReader(props: { onCode(text: string): Promise<boolean>; onClose(): void }) {
  const [failed, setFailed] = createSignal(false);
  let video: HTMLVideoElement | undefined;
  let camera: Camera | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;
  const refused = new Set<string>();

  const look = async (): Promise<void> => {
    if (closed || !camera) return;
    const frame = camera.grab();
    const text = frame ? await readQr(frame) : null;
    if (closed) return;
    if (text !== null && !refused.has(text)) {
      if (await props.onCode(text)) return close();
      refused.add(text);
    }
    timer = setTimeout(() => void look(), LOOK_EVERY_MS);
  };

  const close = (): void => {
    closed = true;
    if (timer !== undefined) clearTimeout(timer);
    camera?.stop();
    camera = undefined;
  };

  onMount(() => {
    void openCamera(video!).then(
      (opened) => {
        if (closed) return opened.stop();
        camera = opened;
        void look();
      },
      () => setFailed(true),
    );
  });
  onCleanup(close);

  return (
    <div class="phones-reader">
      <Show when={!failed()} fallback={<p role="alert">{say('noCamera')}</p>}>
        <video ref={video} aria-label={say('cameraView')} />
        <p role="status">{say('aim')}</p>
      </Show>
      <button
        onClick={() => {
          close();
          props.onClose();
        }}
      >
        {say('stopCamera')}
      </button>
    </div>
  );
}
