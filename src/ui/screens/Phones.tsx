// "Play with several phones": the table's phone shows its code as a QR and scans the joining phone's
// answer; the joining phone scans the table's code and shows its answer. Codes copied by hand where
// there is no camera. A lazy chunk, with the sync code it needs.
import { createSignal, lazy, Match, onCleanup, Show, Switch } from 'solid-js';
import { say, type PhonesWord } from '../phones/words.ts';
import { answerTable, NoNetworkError, offerTable, PairingCodeError, type Pairing } from '../../sync/index.ts';
import { TopBar } from '../parts/TopBar.tsx';
import { shelf } from '../app-state.ts';
import { go } from '../router.ts';
import { endSession, session } from '../phones/session.ts';
import { sharedGame } from '../phones/seat.ts';

// The QR and the camera load on their own: the shell's list of what this screen needs stays as it was.
const QrCode = lazy(() => import('../phones/QrParts.tsx').then((m) => ({ default: m.QrCode })));
const QrReader = lazy(() => import('../phones/QrParts.tsx').then((m) => ({ default: m.QrReader })));

type Step = 'start' | 'making' | 'code' | 'waiting' | 'connected' | 'stalled' | 'noGame';

/** How long the table's phone waits for the link once it has the answer: it comes in about a second. */
const LINK_MS = 20_000;
/** The joining phone waits longer: its answer still has to reach the table's phone. */
const ANSWERED_MS = 120_000;
/** How long the joining phone, linked, waits for the table's game: a long game's whole table takes a second or two. */
const ARRIVAL_MS = 30_000;
/** How often the joining phone also looks whether the table's game is there, besides on each change that arrives. */
const LOOK_MS = 500;

export default function Phones(props: { gameId?: string }) {
  const [step, setStep] = createSignal<Step>('start');
  const [code, setCode] = createSignal('');
  const [problem, setProblem] = createSignal<PhonesWord | null>(null);
  const [reading, setReading] = createSignal(false);
  let accept: ((answer: string) => Promise<void>) | undefined;
  /** The pairing this screen shows; one given up (new codes made) no longer moves the screen. */
  let current: Pairing | undefined;
  let pasted: HTMLTextAreaElement | undefined;
  /** The joining phone's looking for the table's game, stopped when the screen closes. */
  let stopLooking: (() => void) | undefined;
  onCleanup(() => stopLooking?.());

  const failed = (error: unknown): void => {
    if (error instanceof PairingCodeError) setProblem(`bad.${error.why}`);
    // WebRTC refused a well-formed code (an answer to another offer, a code from another app).
    else if (error instanceof DOMException) setProblem('bad.unreadable');
    else if (error instanceof NoNetworkError) setProblem('noNetwork');
    else throw error;
  };

  /** When no channel opens, the phone says so (no waiting forever) and offers new codes. */
  const watch = (pairing: Pairing, ms: number): void => {
    void pairing.stalled(ms).then((stalled) => {
      if (stalled && pairing === current && step() !== 'connected') setStep('stalled');
    });
  };

  /** "Make new codes": the pairing that did not link is closed, and either phone starts again. */
  const again = (): void => {
    current?.connection.close();
    current = undefined;
    accept = undefined;
    setCode('');
    setProblem(null);
    setStep('start');
    if (hosting) void share();
  };

  /** The table's phone: shares its game and shows the offer. */
  const share = async (): Promise<void> => {
    const game = props.gameId === undefined ? undefined : await shelf().get(props.gameId);
    if (!game) return;
    if (game.game !== 'unstable-unicorns') {
      setProblem('otherGame');
      return;
    }
    setStep('making');
    // The session holds another game's table: that one is let go, this one is shared afresh.
    const held = session().summary;
    if (held !== undefined && held.id !== game.id) endSession();
    const phones = session();
    if (phones.summary?.id !== game.id && !(await phones.host(game))) {
      setProblem('otherGame');
      setStep('start');
      return;
    }
    let pairing: Awaited<ReturnType<typeof offerTable>>;
    try {
      pairing = await offerTable();
    } catch (error) {
      setStep('start');
      failed(error);
      return;
    }
    current = pairing;
    accept = pairing.accept;
    setCode(pairing.code);
    setStep('code');
    const channel = await pairing.opened;
    if (pairing !== current) return;
    phones.connect(channel, pairing.connection);
    setStep('connected');
  };

  /** The table's phone: the joining phone's answer, scanned or pasted. False when it is not one. */
  const connect = async (text: string): Promise<boolean> => {
    if (!accept) return false;
    try {
      await accept(text);
    } catch (error) {
      failed(error);
      return false;
    }
    setProblem(null);
    setReading(false);
    // The joining phone starts linking as soon as it made its answer, so the channel can open while
    // the answer is still being applied: "connected" is then already shown and must stay.
    if (step() !== 'connected') setStep('waiting');
    if (current) watch(current, LINK_MS);
    return true;
  };

  /** The joining phone: answers the table's code, scanned or pasted. False when it is not one. */
  const join = async (text: string): Promise<boolean> => {
    let pairing: Pairing;
    try {
      pairing = await answerTable(text);
    } catch (error) {
      failed(error);
      return false;
    }
    setProblem(null);
    setReading(false);
    current = pairing;
    setCode(pairing.code);
    setStep('code');
    watch(pairing, ANSWERED_MS);
    void pairing.opened.then((channel) => {
      // A table this phone held before is let go rather than mixed with the one arriving: it is
      // kept on the phone, and taken up again when the same game arrives.
      if (session().summary !== undefined) endSession();
      const phones = session();
      phones.connect(channel, pairing.connection);
      setStep('waiting');
      // The table's game arrives with the first sync: kept here, then shown. It is looked for on each
      // change that arrives and every LOOK_MS too, so no change missed leaves the phone waiting; when
      // nothing came in ARRIVAL_MS the phone says so and offers new codes.
      let done = false;
      const stop = (): void => {
        done = true;
        clearInterval(looking);
        clearTimeout(giveUp);
        phones.doc.off('update', onUpdate);
      };
      const arrived = async (): Promise<void> => {
        if (done) return;
        if (pairing !== current) return stop();
        let id: string | undefined;
        try {
          id = await phones.keep();
        } catch {
          stop();
          setProblem('otherGame');
          return;
        }
        if (id === undefined || done) return;
        stop();
        go({ screen: 'table', gameId: id });
      };
      const onUpdate = (): void => void arrived();
      const looking = setInterval(onUpdate, LOOK_MS);
      const giveUp = setTimeout(() => {
        // Arrived and being kept (a long game's first save): the looking goes on.
        if (done || phones.summary !== undefined) return;
        stop();
        if (pairing === current) setStep('noGame');
      }, ARRIVAL_MS);
      stopLooking = stop;
      phones.doc.on('update', onUpdate);
      void arrived();
    });
    return true;
  };

  /** Either phone: the code pasted from the other. */
  const read = async (): Promise<void> => {
    setProblem(null);
    const text = pasted?.value ?? '';
    await (accept ? connect(text) : join(text));
  };

  const supported = typeof RTCPeerConnection !== 'undefined';

  const hosting = props.gameId !== undefined;

  return (
    <>
      <TopBar title={say('title')} />
      <p>{say('about')}</p>
      {/* Each phone keeps the shared game among its own (the joining phone since it arrived). */}
      <Show when={props.gameId !== undefined && sharedGame() === props.gameId}>
        <p data-testid="saved-here">{say('savedHere')}</p>
      </Show>
      <Show when={supported} fallback={<p role="alert">{say('noWebrtc')}</p>}>
        <Show when={hosting && step() === 'start'}>
          <button class="primary wide" onClick={() => void share()}>
            {say('share')}
          </button>
        </Show>
        <Show when={step() === 'making'}>
          <p aria-busy="true">{say('making')}</p>
        </Show>
        <Show when={code() !== '' && step() === 'code'}>
          <figure class="phones-code">
            <QrCode code={code()} label={hosting ? say('offerQr') : say('answerQr')} />
            <figcaption>{hosting ? say('offerQr') : say('answerQr')}</figcaption>
          </figure>
        </Show>
        {/* The camera: the joining phone reads the table's code, the table's phone reads the answer. */}
        <Show when={(!hosting && step() === 'start') || (hosting && step() === 'code')}>
          <Show
            when={reading()}
            fallback={
              <button class="primary wide" onClick={() => setReading(true)}>
                {hosting ? say('scanAnswer') : say('scanOffer')}
              </button>
            }
          >
            <QrReader onCode={hosting ? connect : join} onClose={() => setReading(false)} />
          </Show>
        </Show>
        <Show when={problem()}>{(key) => <p role="alert">{say(key())}</p>}</Show>
        <Show when={step() === 'stalled' || step() === 'noGame'}>
          <p role="alert">{say(step() === 'noGame' ? 'noGame' : 'noLink')}</p>
          <button class="primary wide" onClick={again}>
            {say('newCodes')}
          </button>
        </Show>
        <Switch>
          <Match when={step() === 'waiting' || (!hosting && step() === 'code')}>
            <p role="status">{say('waiting')}</p>
          </Match>
          <Match when={step() === 'connected'}>
            <p role="status">{say('connected')}</p>
            <Show when={props.gameId}>
              {(id) => (
                <a class="button primary" href={`#/game/${encodeURIComponent(id())}`}>
                  {say('backToTable')}
                </a>
              )}
            </Show>
          </Match>
        </Switch>
        {/* Where there is no camera, the same codes travel by hand (a message, a note). */}
        <Show when={(!hosting && step() === 'start') || step() === 'code'}>
          <section class="phones-by-hand" aria-labelledby="phones-by-hand">
            <h2 id="phones-by-hand">{say('byHand')}</h2>
            <Show when={code() !== '' && step() === 'code'}>
              <label class="field">
                <span>{hosting ? say('offer') : say('answer')}</span>
                <textarea readonly rows={4} data-testid="my-code" value={code()} />
              </label>
              <button onClick={() => void navigator.clipboard?.writeText(code()).catch(() => undefined)}>
                {say('copy')}
              </button>
            </Show>
            <Show when={(!hosting && step() === 'start') || (hosting && step() === 'code')}>
              <label class="field">
                <span>{hosting ? say('pasteAnswer') : say('pasteOffer')}</span>
                <textarea rows={4} ref={pasted} autocomplete="off" spellcheck={false} />
              </label>
              <button class="primary" onClick={() => void read()}>
                {hosting ? say('connect') : say('makeAnswer')}
              </button>
            </Show>
          </section>
        </Show>
      </Show>
    </>
  );
}
