/**
 * What a page rendered in the browser (the account and admin areas) shows while its code and
 * first data load: the brand and a moving bar, instead of a blank page.
 */
export function PageLoading() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-5 bg-slate-50 px-6">
      <h1 className="text-[1.65rem] font-extrabold tracking-tight text-slate-900">
        giglane<span className="text-brand-500">.</span>
      </h1>
      <div role="status" className="flex flex-col items-center gap-5">
        <span aria-hidden className="h-1 w-40 overflow-hidden rounded-full bg-slate-200">
          <span className="block h-full w-1/2 animate-pulse rounded-full bg-brand-600" />
        </span>
        <span className="text-sm text-slate-600">Loading…</span>
      </div>
    </main>
  );
}
