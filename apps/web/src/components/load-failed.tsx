import { refusalOf } from '../lib/refusal';

/**
 * What a panel shows when its content could not be loaded: why, in a sentence, and a way to ask
 * again. `className` places it in its panel (centred in a column, or padded in a list).
 */
export function LoadFailed({
  text,
  onRetry,
  className = 'px-4 py-10',
}: {
  text: string;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <div
      className={`flex flex-col items-center justify-center gap-3 text-center text-sm text-slate-600 ${className}`}
    >
      <p>{text}</p>
      <button
        type="button"
        onClick={onRetry}
        className="rounded-lg border border-slate-300 px-4 py-2 font-semibold text-slate-700 hover:bg-slate-50"
      >
        Try again
      </button>
    </div>
  );
}

/**
 * A money panel's read that failed, as an alert: what could not load, the server's reason when it
 * gave one, and a way to ask again.
 */
export function LoadError({
  what,
  error,
  onRetry,
}: {
  what: string;
  error: unknown;
  onRetry: () => unknown;
}) {
  return (
    <div
      role="alert"
      className="rounded-lg border border-rose-200 bg-white p-5 text-center text-sm"
    >
      <p className="font-semibold text-slate-900">{what} could not load.</p>
      <p className="mt-1 text-slate-600">
        {refusalOf(error) ?? 'Check your connection and try again.'}
      </p>
      <button
        type="button"
        onClick={() => void onRetry()}
        className="mt-3 rounded-lg border border-slate-300 px-3 py-1.5 font-semibold text-slate-700 hover:bg-slate-50"
      >
        Try again
      </button>
    </div>
  );
}
