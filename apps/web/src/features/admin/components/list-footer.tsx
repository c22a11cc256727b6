import { Pagination } from '../../../components/pagination';
import { PAGE_SIZES } from '../hooks/use-list-query';

const count = new Intl.NumberFormat('en-US');

/** Under the table: which rows are shown, the rows-per-page choice, and the shared page links. */
export function ListFooter({
  page,
  size,
  total,
  hrefOf,
  onSize,
  noun,
}: {
  page: number;
  size: number;
  total: number;
  hrefOf: (page: number) => string;
  onSize: (size: number) => void;
  /** What the rows are, plural: "job types". */
  noun: string;
}) {
  const first = total === 0 ? 0 : (page - 1) * size + 1;
  const last = Math.min(total, page * size);

  return (
    <div className="space-y-4 border-t border-slate-200 px-5 py-4 text-sm text-slate-600">
      <div className="flex flex-wrap items-center justify-between gap-x-5 gap-y-2">
        <p aria-live="polite">
          {total === 0 ? (
            `No ${noun}`
          ) : (
            <>
              Showing <span className="font-semibold text-slate-900">{count.format(first)}</span>–
              <span className="font-semibold text-slate-900">{count.format(last)}</span> of{' '}
              <span className="font-semibold text-slate-900">{count.format(total)}</span> {noun}
            </>
          )}
        </p>
        <label className="flex items-center gap-2">
          Rows per page
          <select
            value={size}
            onChange={(event) => onSize(Number(event.target.value))}
            className="h-9 rounded-lg border border-slate-300 bg-white pl-2 pr-7 text-sm font-medium text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100"
          >
            {PAGE_SIZES.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </label>
      </div>
      <Pagination page={page} pageCount={Math.max(1, Math.ceil(total / size))} hrefFor={hrefOf} />
    </div>
  );
}
