// "Play with several phones": the table's phone shows its code and takes the joining phone's answer;
// the joining phone takes the table's code and shows its answer. A lazy chunk, with the sync code it needs.
import { createSignal, Match, Show, Switch } from 'solid-js';
import { say, type PhonesWord } from '../phones/words.ts';
import { answerTable, offerTable, PairingCodeError } from '../../sync/index.ts';
import { TopBar } from '../parts/TopBar.tsx';
import { shelf } from '../app-state.ts';
import { go } from '../router.ts';
import { session } from '../phones/session.ts';

type Step = 'start' | 'making' | 'code' | 'waiting' | 'connected';

export default function Phones(props: { gameId?: string }) {
  const [step, setStep] = createSignal<Step>('start');
  const [code, setCode] = createSignal('');
  const [problem, setProblem] = createSignal<PhonesWord | null>(null);
  let accept: ((answer: string) => Promise<void>) | undefined;
  let pasted: HTMLTextAreaElement | undefined;

  const failed = (error: unknown): void => {
    if (error instanceof PairingCodeError) setProblem(`bad.${error.why}`);
    // WebRTC refused a well-formed code (an answer to another offer, a code from another app).
    else if (error instanceof DOMException) setProblem('bad.unreadable');
    else throw error;
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
    const phones = session();
    if (phones.summary?.id !== game.id && !(await phones.host(game))) {
      setProblem('otherGame');
      setStep('start');
      return;
    }
    const pairing = await offerTable();
    accept = pairing.accept;
    setCode(pairing.code);
    setStep('code');
    const channel = await pairing.opened;
    phones.connect(channel);
    setStep('connected');
  };

  /** Either phone: reads the code pasted from the other. */
  const read = async (): Promise<void> => {
    setProblem(null);
    const text = pasted?.value ?? '';
    try {
      if (accept) {
        await accept(text);
        setStep('waiting');
        return;
      }
      const pairing = await answerTable(text);
      setCode(pairing.code);
      setStep('code');
      const channel = await pairing.opened;
      const phones = session();
      phones.connect(channel);
      setStep('waiting');
      // The table's game arrives with the first sync: kept here, then shown.
      const arrived = async (): Promise<void> => {
        let id: string | undefined;
        try {
          id = await phones.keep();
        } catch {
          setProblem('otherGame');
          return;
        }
        if (id === undefined) return;
        phones.doc.off('update', onUpdate);
        go({ screen: 'table', gameId: id });
      };
      const onUpdate = (): void => void arrived();
      phones.doc.on('update', onUpdate);
      await arrived();
    } catch (error) {
      failed(error);
    }
  };

  const supported = typeof RTCPeerConnection !== 'undefined';

  return (
    <>
      <TopBar title={say('title')} />
      <p>{say('about')}</p>
      <Show when={supported} fallback={<p role="alert">{say('noWebrtc')}</p>}>
        <Show when={props.gameId !== undefined && step() === 'start'}>
          <button class="primary wide" onClick={() => void share()}>
            {say('share')}
          </button>
        </Show>
        <Show when={step() === 'making'}>
          <p aria-busy="true">{say('making')}</p>
        </Show>
        <Show when={code() !== '' && step() === 'code'}>
          <label class="field">
            <span>{props.gameId !== undefined ? say('offer') : say('answer')}</span>
            <textarea readonly rows={6} data-testid="my-code" value={code()} />
          </label>
          <button onClick={() => void navigator.clipboard?.writeText(code()).catch(() => undefined)}>
            {say('copy')}
          </button>
        </Show>
        <Show
          when={
            (props.gameId === undefined && step() === 'start') ||
            (props.gameId !== undefined && step() === 'code')
          }
        >
          <label class="field">
            <span>{props.gameId !== undefined ? say('pasteAnswer') : say('pasteOffer')}</span>
            <textarea rows={4} ref={pasted} autocomplete="off" spellcheck={false} />
          </label>
          <button class="primary" onClick={() => void read()}>
            {props.gameId !== undefined ? say('connect') : say('makeAnswer')}
          </button>
        </Show>
        <Show when={problem()}>{(key) => <p role="alert">{say(key())}</p>}</Show>
        <Switch>
          <Match when={step() === 'waiting' || (props.gameId === undefined && step() === 'code')}>
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
      </Show>
    </>
  );
}
