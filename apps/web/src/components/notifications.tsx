import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';

type Tone = 'success' | 'error' | 'info';
type Toast = { id: number; message: string; tone: Tone };
/** What a confirmation says beyond its question: a line under it, and its answers' own words. */
type ConfirmOptions = { detail?: string; yes?: string; no?: string };
type PendingConfirm = ConfirmOptions & { message: string; resolve: (answer: boolean) => void };

type Notifications = {
  /** Shows a message in an accessible live region; it fades after a few seconds. */
  notify: (message: string, tone?: Tone) => void;
  /** Asks a yes/no question in a modal dialog; its answers read "OK" and "Cancel" unless named. */
  confirm: (message: string, options?: ConfirmOptions) => Promise<boolean>;
};

const NotificationsContext = createContext<Notifications | null>(null);

export function useNotifications(): Notifications {
  const value = use(NotificationsContext);
  if (!value) throw new Error('useNotifications needs <NotificationsProvider>');
  return value;
}

const toneStyles: Record<Tone, string> = {
  success: 'border-emerald-600 bg-emerald-50 text-emerald-900',
  error: 'border-rose-600 bg-rose-50 text-rose-900',
  info: 'border-slate-400 bg-white text-slate-900',
};

export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const [pending, setPending] = useState<PendingConfirm | null>(null);
  const nextId = useRef(0);

  const notify = useCallback((message: string, tone: Tone = 'info') => {
    const id = ++nextId.current;
    setToasts((list) => [...list, { id, message, tone }]);
    window.setTimeout(() => setToasts((list) => list.filter((toast) => toast.id !== id)), 5000);
  }, []);

  const confirm = useCallback(
    (message: string, options?: ConfirmOptions) =>
      new Promise<boolean>((resolve) => setPending({ ...options, message, resolve })),
    [],
  );

  const value = useMemo(() => ({ notify, confirm }), [notify, confirm]);
  const answer = (result: boolean) => {
    pending?.resolve(result);
    setPending(null);
  };

  return (
    <NotificationsContext value={value}>
      {children}
      <div
        className="pointer-events-none fixed inset-x-0 top-4 z-[60] flex flex-col items-center gap-2 px-4"
        role="status"
        aria-live="polite"
      >
        {toasts.map((toast) => (
          <div
            key={toast.id}
            className={`pointer-events-auto w-full max-w-sm rounded-lg border-l-4 px-4 py-3 text-sm font-medium shadow-lg ${toneStyles[toast.tone]}`}
          >
            {toast.message}
          </div>
        ))}
      </div>
      {pending && <ConfirmDialog question={pending} onAnswer={answer} />}
    </NotificationsContext>
  );
}

function ConfirmDialog({
  question: { message, detail, yes = 'OK', no = 'Cancel' },
  onAnswer,
}: {
  question: ConfirmOptions & { message: string };
  onAnswer: (yes: boolean) => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    return () => element?.close();
  }, []);
  return (
    <dialog
      ref={dialog}
      aria-labelledby="confirm-message"
      aria-describedby={detail ? 'confirm-detail' : undefined}
      className="m-auto w-[min(92vw,26rem)] rounded-xl p-0 shadow-2xl backdrop:bg-slate-900/50"
      onCancel={(event) => {
        event.preventDefault();
        onAnswer(false);
      }}
    >
      <div className="p-6">
        <p id="confirm-message" className="text-base font-semibold text-slate-900">
          {message}
        </p>
        {detail && (
          <p id="confirm-detail" className="mt-2 text-sm leading-relaxed text-slate-600">
            {detail}
          </p>
        )}
        {/* Side by side, or stacked at full width on a phone where longer answers would wrap. */}
        <div className="mt-6 flex flex-col-reverse gap-2.5 sm:flex-row sm:justify-end sm:gap-3">
          <button
            type="button"
            className="rounded-md border border-slate-300 px-4 py-2.5 text-sm font-semibold text-slate-700 hover:bg-slate-50 sm:py-2"
            onClick={() => onAnswer(false)}
          >
            {no}
          </button>
          <button
            type="button"
            autoFocus
            className="rounded-md bg-teal-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-teal-800 sm:py-2"
            onClick={() => onAnswer(true)}
          >
            {yes}
          </button>
        </div>
      </div>
    </dialog>
  );
}
