import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { limits } from '@giglane/contract/ui-text';
import { Icon } from './icon';
import { useNotifications } from './notifications';

/** The page numbers shown around `page`: a window of `size` that moves `size` pages at a time. */
export function pageWindow(page: number, pageCount: number, size: number = limits.pageWindow) {
  const start = Math.floor((page - 1) / size) * size + 1;
  const end = Math.min(start + size - 1, pageCount);
  return { start, end };
}

/**
 * Reads a typed page number. The specification accepts any number; one outside the real pages
 * goes to the nearest one, and the caller says so.
 */
export function clampPage(typed: string, pageCount: number): number | null {
  const value = Number(typed.trim());
  if (typed.trim() === '' || !Number.isFinite(value)) return null;
  return Math.min(pageCount, Math.max(1, Math.trunc(value)));
}

type PaginationProps = {
  page: number;
  pageCount: number;
  /** The address of a page: pages are links, so they can be opened in a new tab or shared. */
  hrefFor: (page: number) => string;
};

/**
 * Previous and next, a window of page numbers that moves five at a time (the "…" links jump a
 * whole window), and a box to type any page number.
 */
export function Pagination({ page, pageCount, hrefFor }: PaginationProps) {
  if (pageCount <= 1) return null;
  const { start, end } = pageWindow(page, pageCount);
  const size = limits.pageWindow;
  const numbers = Array.from({ length: end - start + 1 }, (_, i) => start + i);

  return (
    <div className="flex flex-col items-center gap-5 sm:flex-row sm:justify-between">
      <nav aria-label="Pagination">
        <ul className="flex flex-wrap items-center justify-center gap-1.5">
          <li>
            <Step
              to={page > 1 ? hrefFor(page - 1) : null}
              label="Previous page"
              icon="pagePrevious"
            />
          </li>
          {start > 1 && (
            <li>
              <PageLink to={hrefFor(start - size)} label={`Pages ${start - size} to ${start - 1}`}>
                …
              </PageLink>
            </li>
          )}
          {numbers.map((number) => (
            <li key={number}>
              <PageLink to={hrefFor(number)} label={`Page ${number}`} current={number === page}>
                {number}
              </PageLink>
            </li>
          ))}
          {end < pageCount && (
            <li>
              <PageLink
                to={hrefFor(end + 1)}
                label={`Pages ${end + 1} to ${Math.min(end + size, pageCount)}`}
              >
                …
              </PageLink>
            </li>
          )}
          <li>
            <Step
              to={page < pageCount ? hrefFor(page + 1) : null}
              label="Next page"
              icon="pageNext"
            />
          </li>
        </ul>
      </nav>
      <PageJump key={page} page={page} pageCount={pageCount} hrefFor={hrefFor} />
    </div>
  );
}

const boxClass =
  'flex h-10 min-w-10 items-center justify-center rounded-lg px-3 text-sm font-semibold transition';

function PageLink({
  to,
  label,
  current = false,
  children,
}: {
  to: string;
  label: string;
  current?: boolean;
  children: ReactNode;
}) {
  return (
    <Link
      to={to}
      aria-label={label}
      aria-current={current ? 'page' : undefined}
      className={`${boxClass} ${
        current
          ? 'bg-slate-900 text-white'
          : 'border border-slate-200 bg-white text-slate-700 hover:border-slate-300 hover:bg-slate-50'
      }`}
    >
      {children}
    </Link>
  );
}

function Step({
  to,
  label,
  icon: name,
}: {
  to: string | null;
  label: string;
  icon: 'pagePrevious' | 'pageNext';
}) {
  const icon = <Icon name={name} />;
  // At either end the step is shown but cannot be used; a link to nowhere would be read as one.
  if (to === null)
    return (
      <span
        role="link"
        aria-disabled="true"
        aria-label={label}
        className={`${boxClass} border border-slate-100 text-slate-300`}
      >
        {icon}
      </span>
    );
  return (
    <Link
      to={to}
      aria-label={label}
      className={`${boxClass} border border-slate-200 bg-white text-slate-700 hover:border-slate-300 hover:bg-slate-50`}
    >
      {icon}
    </Link>
  );
}

function PageJump({ page, pageCount, hrefFor }: PaginationProps) {
  const [typed, setTyped] = useState(String(page));
  const navigate = useNavigate();
  const { notify } = useNotifications();
  const inputId = useId();
  const hintId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const target = clampPage(typed, pageCount);
    if (target === null) {
      notify('Type a page number to go to.', 'info');
      return;
    }
    if (String(target) !== typed.trim())
      notify(`There is no page ${typed.trim()}: showing page ${target} of ${pageCount}.`, 'info');
    setTyped(String(target));
    if (target !== page) void navigate(hrefFor(target));
  };

  return (
    <form onSubmit={submit} className="flex items-center gap-2 text-sm text-slate-600">
      <label htmlFor={inputId} className="font-medium">
        Go to page
      </label>
      {/* Text, not type=number: any number may be typed, and an out-of-range one is clamped. */}
      <input
        id={inputId}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        aria-describedby={hintId}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        className="h-10 w-16 rounded-lg border border-slate-300 bg-white px-2 text-center font-semibold text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/20"
      />
      <span id={hintId}>of {pageCount.toLocaleString('en-US')}</span>
      <button
        type="submit"
        className="h-10 rounded-lg border border-slate-300 bg-white px-4 font-semibold text-slate-800 transition hover:bg-slate-50"
      >
        Go
      </button>
    </form>
  );
}
