// The scanner screen: the rear camera with a card-shaped guide, live recognition that accepts a card when
// two frames in a row agree, a shutter, a photo upload, the torch, and the best three cards to confirm.
import { createSignal, For, onCleanup, onMount, Show } from 'solid-js';
import type { Quad } from '../../scan/geometry.ts';
import { PhotoSizeError } from '../../scan/image-limits.ts';
import type { LearnedName } from '../../scan/learned-names.ts';
import type { TitleMatch } from '../../scan/match.ts';
import type { Recognition } from '../../scan/recognise.ts';
import { openCamera, readPhotoFile, type Camera } from './camera.ts';
import type { BoxId } from '../../games/unstable-unicorns/catalog.ts';
import type { ScanSession } from './session.ts';
import { scannerWord, type ScannerWord } from './words.ts';
import './scanner.css';

export interface ScannerProps {
  language: 'en' | 'fr';
  /** The player confirmed this face; enter it wherever the walker asked for a card. */
  onConfirm(faceId: string): void;
  onCancel?(): void;
  /** Titles taught earlier (from storage); read once when the scanner opens. */
  learnedNames?: () => Promise<LearnedName[]> | LearnedName[];
  /** A title was just taught: store it (Dexie) so it is recognised from now on and exported with games. */
  onLearn?(entry: LearnedName): void | Promise<void>;
  /** The boxes of the game's deck, whose printed titles are read (default: the base game). */
  boxes?: readonly BoxId[];
}

/** Frames in a row that must name the same card before the live view accepts it. */
const AGREEING_FRAMES = 2;

type Phase = 'starting' | 'live' | 'busy' | 'choose';

export function Scanner(props: ScannerProps) {
  const say = (key: ScannerWord, values?: Record<string, string>) => scannerWord(props.language, key, values);
  let video!: HTMLVideoElement;
  let fileInput!: HTMLInputElement;
  let camera: Camera | null = null;
  let session: ScanSession | null = null;
  let guideAt: ((width: number, height: number) => Quad) | undefined;
  let stopped = false;
  let live: AbortController | null = null;
  const [phase, setPhase] = createSignal<Phase>('starting');
  const [status, setStatus] = createSignal(say('starting'));
  const [cameraReady, setCameraReady] = createSignal(false);
  const [torch, setTorch] = createSignal<boolean | null>(null);
  const [matches, setMatches] = createSignal<TitleMatch[]>([]);
  /** The last recognition named a card: offer its matches; otherwise offer to teach what was read. */
  const [found, setFound] = createSignal(false);
  const [read, setRead] = createSignal('');
  const [teachFace, setTeachFace] = createSignal('');

  async function ensureSession(): Promise<ScanSession> {
    if (session) return session;
    setStatus(say('loading'));
    const [{ startScanSession, guideQuad }, learned] = await Promise.all([
      import('./session.ts'),
      Promise.resolve(props.learnedNames?.() ?? []),
    ]);
    guideAt = guideQuad;
    session = startScanSession({
      language: props.language,
      learned,
      onLearn: (entry) => void props.onLearn?.(entry),
      ...(props.boxes ? { boxes: props.boxes } : {}),
    });
    return session;
  }

  function show(result: Recognition) {
    setFound(result.found);
    setMatches(result.matches);
    setRead(result.read);
    setTeachFace(result.matches[0]?.faceId ?? '');
    setStatus(
      result.found ? say('choose') : result.reason === 'unreadable' ? say('unreadable') : say('noCard'),
    );
    setPhase('choose');
  }

  /** Runs recognition on camera frames until two in a row name the same card. */
  async function runLive() {
    const s = await ensureSession();
    let previous = '';
    let agreeing = 0;
    setPhase('live');
    setStatus(say('looking'));
    while (!stopped && phase() === 'live' && camera) {
      const frame = camera.grab();
      if (!frame) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        continue;
      }
      live = new AbortController();
      let result: Recognition;
      try {
        result = await s.recognise(frame, live.signal, guide(frame));
      } catch {
        break;
      }
      if (phase() !== 'live') break;
      const face = result.found ? result.matches[0]!.faceId : '';
      agreeing = face && face === previous ? agreeing + 1 : face ? 1 : 0;
      previous = face;
      if (agreeing >= AGREEING_FRAMES) {
        show(result);
        break;
      }
      // Leave the phone's main thread room to draw the preview between frames.
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
  }

  async function recogniseOnce(image: ImageData) {
    live?.abort();
    setPhase('busy');
    const s = await ensureSession();
    show(await s.recognise(image, undefined, camera ? guide(image) : undefined));
  }

  async function shutter() {
    const frame = camera?.grab();
    if (frame) await recogniseOnce(frame);
  }

  /** Where the guide frame shows the card, for frames the search cannot find a card in. */
  function guide(frame: ImageData) {
    return guideAt?.(frame.width, frame.height);
  }

  async function upload(file: File | undefined) {
    if (!file) return;
    let image: ImageData;
    try {
      image = await readPhotoFile(file);
    } catch (error) {
      setFound(false);
      setMatches([]);
      setRead('');
      setStatus(say(error instanceof PhotoSizeError ? 'badShape' : 'badFile'));
      setPhase('choose');
      return;
    }
    await recogniseOnce(image);
  }

  function again() {
    setMatches([]);
    setRead('');
    if (camera) void runLive();
    else setPhase('choose');
  }

  function teach() {
    const face = teachFace();
    if (!session || !face || !read().trim()) return;
    session.teach(read(), face);
    props.onConfirm(face);
  }

  async function switchTorch() {
    const next = !torch();
    await camera?.setTorch(next).catch(() => undefined);
    setTorch(next);
  }

  onMount(async () => {
    // Start the reader while the camera opens: the first frame should not wait for both in turn.
    void ensureSession().catch(() => undefined);
    try {
      camera = await openCamera(video);
      if (stopped) return camera.stop();
      setCameraReady(true);
      if (camera.hasTorch) setTorch(false);
      await runLive();
    } catch {
      setStatus(say('noCamera'));
      setPhase('choose');
    }
  });

  onCleanup(() => {
    stopped = true;
    live?.abort();
    camera?.stop();
    void session?.close();
  });

  return (
    <section class="scanner" aria-label={say('title')}>
      <h2>{say('title')}</h2>
      <div class="scanner-view" hidden={!cameraReady()}>
        <video ref={video} playsinline muted autoplay aria-hidden="true" />
        <div class="scanner-guide" aria-hidden="true" />
      </div>
      <p class="scanner-status" role="status" aria-live="polite">
        {status()}
      </p>
      <Show when={phase() === 'live'}>
        <p class="muted">{say('hint')}</p>
      </Show>
      <div class="scanner-actions">
        <Show when={cameraReady() && phase() === 'live'}>
          <button type="button" class="primary" onClick={() => void shutter()}>
            {say('shutter')}
          </button>
        </Show>
        <button type="button" onClick={() => fileInput.click()}>
          {say('upload')}
        </button>
        <input
          ref={fileInput}
          type="file"
          accept="image/*"
          hidden
          onChange={(event) => void upload(event.currentTarget.files?.[0])}
        />
        <Show when={torch() !== null}>
          <button type="button" aria-pressed={torch() === true} onClick={() => void switchTorch()}>
            {torch() ? say('torchOff') : say('torchOn')}
          </button>
        </Show>
        <button type="button" onClick={() => props.onCancel?.()}>
          {say('cancel')}
        </button>
      </div>
      <Show when={phase() === 'choose'}>
        <Show when={found() && matches().length > 0}>
          <ul class="scanner-matches">
            <For each={matches()}>
              {(match) => (
                <li>
                  <button type="button" onClick={() => props.onConfirm(match.faceId)}>
                    <strong>{match.card}</strong>
                    <span class="muted">
                      {match.title} ·{' '}
                      {say('confidence', { percent: String(Math.round(match.confidence * 100)) })}
                    </span>
                  </button>
                </li>
              )}
            </For>
          </ul>
        </Show>
        {/* Weak guesses are not offered as answers: the player names the card, and it is learned. */}
        <Show when={!found() && read().trim() && session}>
          <div class="scanner-teach">
            <p class="muted">{say('read', { text: read() })}</p>
            <label>
              {say('teach')}
              <select value={teachFace()} onChange={(event) => setTeachFace(event.currentTarget.value)}>
                <For each={session!.faces()}>{(face) => <option value={face.id}>{face.name}</option>}</For>
              </select>
            </label>
            <button type="button" onClick={teach}>
              {say('teachButton')}
            </button>
          </div>
        </Show>
        <Show when={cameraReady()}>
          <button type="button" onClick={again}>
            {say('retry')}
          </button>
        </Show>
      </Show>
    </section>
  );
}

export default Scanner;
