/** Three grey rows (a picture and two lines) while a list of the user's own things loads. */
export function RowsSkeleton({ label, className = '' }: { label: string; className?: string }) {
  return (
    <div role="status" className={`space-y-3 ${className}`}>
      <span className="sr-only">{label}</span>
      {[0, 1, 2].map((row) => (
        <div key={row} className="flex animate-pulse gap-4 rounded-xl bg-white p-4">
          <div className="aspect-[16/10] w-24 rounded-lg bg-slate-200 sm:w-28" />
          <div className="flex-1 space-y-2 py-1">
            <div className="h-4 w-2/3 rounded bg-slate-200" />
            <div className="h-3 w-1/4 rounded bg-slate-200" />
          </div>
        </div>
      ))}
    </div>
  );
}
