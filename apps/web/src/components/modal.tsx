import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Icon } from './icon';

export type ModalProps = {
  /** Shown while true; the caller's trigger sets it and `onClose` clears it. */
  open: boolean;
  /** Called on the overlay, the close and CANCEL buttons and Escape; call it yourself after a successful submit. */
  onClose: () => void;
  /** Heading of the dialog and its accessible name. */
  title: string;
  /** A line under the title, also read as the dialog's description. */
  description?: ReactNode;
  children: ReactNode;
  /** The id of a form among the children: its submit button goes in the footer beside CANCEL. */
  formId?: string;
  /** Text of that submit button. Default "SUBMIT". */
  submitLabel?: string;
  /** While true the submit button is disabled and says so. */
  submitting?: boolean;
  size?: 'md' | 'lg';
};

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
const FIRST_FIELD =
  '[data-autofocus], input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled])';

/**
 * A modal dialog on the native `<dialog>`: the page behind is inert, Tab and Shift+Tab cycle inside
 * the dialog, focus starts on the first field and goes back to the opener on close. It closes on a
 * click on the overlay, on its close and CANCEL buttons and on Escape. Its content mounts on open, so
 * a form inside starts from its default values every time.
 *
 * ```tsx
 * const [open, setOpen] = useState(false);
 * <Modal open={open} onClose={() => setOpen(false)} title="ADD NEW JOBTYPE" formId="job-type-form" submitLabel="ADD">
 *   <form id="job-type-form" onSubmit={…}>…</form>
 * </Modal>
 * ```
 */
export function Modal({ open, ...props }: ModalProps) {
  return open ? <OpenModal {...props} /> : null;
}

function OpenModal({
  onClose,
  title,
  description,
  children,
  formId,
  submitLabel = 'SUBMIT',
  submitting = false,
  size = 'md',
}: Omit<ModalProps, 'open'>) {
  const dialog = useRef<HTMLDialogElement>(null);
  // Where a press began: a text selection dragged out onto the overlay is not a click on it.
  const pressedOverlay = useRef(false);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = document.documentElement;
    const overflow = root.style.overflow;
    // The page behind should not scroll under the wheel while the dialog is up.
    root.style.overflow = 'hidden';
    element.showModal();
    element.querySelector<HTMLElement>(FIRST_FIELD)?.focus();
    return () => {
      element.close();
      root.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  // The browser already keeps focus out of the inert page; this also keeps it out of the browser's
  // own toolbar, so Tab on the last control comes back to the first.
  const trapTab = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab' || !dialog.current) return;
    const focusable = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (element) => element.offsetParent !== null || element === document.activeElement,
    );
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const widths = size === 'lg' ? 'max-w-2xl' : 'max-w-lg';

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        // Escape: let the state close it, so the caller always agrees with what is shown.
        event.preventDefault();
        onClose();
      }}
      onClose={(event) => {
        // Chrome may close it without a cancelable event after repeated Escapes: follow that. A close
        // of our own (unmounting, or React's development remount) leaves it detached or open again.
        if (event.currentTarget.isConnected && !event.currentTarget.open) onClose();
      }}
      onKeyDown={trapTab}
      onPointerDown={(event) => {
        pressedOverlay.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        // The dialog element itself is the overlay: the panel covers everything else.
        if (pressedOverlay.current && event.target === event.currentTarget) onClose();
        pressedOverlay.current = false;
      }}
      className="m-0 h-dvh max-h-none w-screen max-w-none items-center justify-center bg-transparent p-3 backdrop:bg-slate-950/60 backdrop:backdrop-blur-[2px] open:flex sm:p-6"
    >
      <div
        className={`flex max-h-full w-full ${widths} flex-col overflow-hidden rounded-2xl bg-white shadow-2xl ring-1 ring-slate-900/5`}
      >
        <header className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4 sm:px-6">
          <div className="min-w-0">
            <h2 id={titleId} className="text-lg font-bold text-slate-900">
              {title}
            </h2>
            {description && (
              <p id={descriptionId} className="mt-1 text-sm text-slate-600">
                {description}
              </p>
            )}
          </div>
          <button
            type="button"
            onClick={onClose}
            aria-label="Close"
            className="-mr-2 -mt-1 flex size-9 shrink-0 items-center justify-center rounded-full text-slate-500 transition hover:bg-slate-100 hover:text-slate-900"
          >
            <Icon name="close" strokeWidth={2} />
          </button>
        </header>
        <div className="min-h-0 flex-1 overflow-y-auto px-5 py-5 sm:px-6">{children}</div>
        <footer className="flex justify-end gap-3 border-t border-slate-200 bg-slate-50 px-5 py-4 sm:px-6">
          <button
            type="button"
            onClick={onClose}
            className="h-10 rounded-lg border border-slate-300 bg-white px-5 text-sm font-bold tracking-wide text-slate-700 transition hover:bg-slate-100"
          >
            CANCEL
          </button>
          {formId && (
            <button
              type="submit"
              form={formId}
              disabled={submitting}
              className="h-10 rounded-lg bg-brand-700 px-5 text-sm font-bold tracking-wide text-white transition hover:bg-brand-800 disabled:cursor-wait disabled:opacity-60"
            >
              {submitting ? 'Saving…' : submitLabel}
            </button>
          )}
        </footer>
      </div>
    </dialog>
  );
}
