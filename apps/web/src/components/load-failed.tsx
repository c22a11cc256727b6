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
