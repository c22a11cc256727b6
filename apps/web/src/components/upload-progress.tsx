/**
 * An upload's progress as a bar screen readers announce (`role="progressbar"` with its value),
 * with the words beside it: the share sent, then that the server is checking what arrived.
 */
export function UploadProgress({
  label,
  sent,
  sending,
}: {
  /** The bar's accessible name, e.g. "Delivery upload". */
  label: string;
  /** How much is sent, 0 to 1. */
  sent: number;
  /** What is being sent, as the words before the share: "Uploading", "Sending files". */
  sending: string;
}) {
  const percent = Math.round(sent * 100);
  return (
    <div className="space-y-1.5">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="text-xs font-medium text-slate-500">
        {sent < 1 ? `${sending}… ${percent}%` : 'Checking the files…'}
      </p>
    </div>
  );
}
