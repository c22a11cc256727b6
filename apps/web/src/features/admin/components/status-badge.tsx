/** A hire's condition as the specification words it: Complete or Incomplete. */
export function StatusBadge({ complete }: { complete: boolean }) {
  return complete ? (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200">
      <span aria-hidden className="size-1.5 rounded-full bg-emerald-500" />
      Complete
    </span>
  ) : (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-amber-50 px-2.5 py-1 text-xs font-semibold text-amber-800 ring-1 ring-amber-200">
      <span aria-hidden className="size-1.5 rounded-full bg-amber-500" />
      Incomplete
    </span>
  );
}
