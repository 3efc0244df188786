// A button for acts that must never happen by one accidental tap (undo, redo): press and hold it,
// or tap it and confirm in a dialog. Keyboard users get the dialog.
import { createSignal, onCleanup, Show } from 'solid-js';
import { t } from '../../i18n/index.ts';
import { answerOnce, answerSettling } from './one-answer.ts';

const HOLD_MS = 650;

export function HoldButton(props: {
  label: string;
  /** The question the confirm dialog asks. */
  question: string;
  disabled?: boolean;
  onConfirm: () => void;
}) {
  const [holding, setHolding] = createSignal(false);
  const [asking, setAsking] = createSignal(false);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let fired = false;
  let dialog: HTMLDialogElement | undefined;

  const start = (event: PointerEvent): void => {
    if (props.disabled || event.button !== 0) return;
    fired = false;
    setHolding(true);
    timer = setTimeout(() => {
      fired = true;
      setHolding(false);
      confirm();
    }, HOLD_MS);
  };
  const stop = (): void => {
    clearTimeout(timer);
    setHolding(false);
  };
  onCleanup(stop);

  /** Undo and redo are answers too: one per tap, and none in the moment after another answer. */
  const confirm = (): void => {
    answerOnce(() => {
      props.onConfirm();
      return true;
    });
  };

  const open = (): void => {
    if (fired || props.disabled) return;
    setAsking(true);
    queueMicrotask(() => dialog?.showModal());
  };
  const close = (confirmed: boolean): void => {
    dialog?.close();
    setAsking(false);
    if (confirmed) confirm();
  };

  return (
    <>
      <button
        type="button"
        class="hold"
        classList={{ holding: holding() }}
        disabled={props.disabled || answerSettling()}
        onPointerDown={start}
        onPointerUp={stop}
        onPointerLeave={stop}
        onPointerCancel={stop}
        onContextMenu={(e) => e.preventDefault()}
        onClick={open}
      >
        <span class="fill" />
        <span>{props.label}</span>
      </button>
      <Show when={asking()}>
        <dialog ref={dialog} aria-labelledby="hold-question" onCancel={() => setAsking(false)}>
          <p class="u-fs-1_1rem u-fw-600" id="hold-question">
            {props.question}
          </p>
          <div class="grid2">
            <button type="button" onClick={() => close(false)}>
              {t('table.cancel')}
            </button>
            <button type="button" class="primary" onClick={() => close(true)}>
              {t('table.confirm')}
            </button>
          </div>
        </dialog>
      </Show>
    </>
  );
}
