import { useId, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { Link } from 'react-router';
import type { MenuEntry } from '@giglane/contract/categories';
import { useMenu } from './use-menu';

/**
 * The category bar from the menu call: the first job types, each opening its first groups (with
 * their details) on hover, or from the keyboard with Down Arrow. Each job type is one Tab stop (a
 * disclosure, as in the WAI-ARIA navigation pattern): an opened dropdown's links follow it in the
 * Tab order and arrow keys move among them; Escape closes it. Only the open dropdown is in the
 * page: all of them would add some 400 hidden elements to every page of the site.
 */
export function CategoryBar({
  limit,
  groupLimit,
  layout = 'bar',
}: {
  limit: number;
  groupLimit: number;
  layout?: 'bar' | 'list';
}) {
  const { data: menu } = useMenu();
  const types = (menu ?? []).slice(0, limit);
  const [openId, setOpenId] = useState<number | null>(null);
  const baseId = useId();
  const hintId = `${baseId}-hint`;

  if (layout === 'list')
    return (
      <ul className="grid grid-cols-1 gap-1 sm:grid-cols-2">
        {types.map((type) => (
          <li key={type.id}>
            <Link
              to={`/jobtype/${type.id}`}
              className="block rounded px-2 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50"
            >
              {type.tenLoaiCongViec}
            </Link>
          </li>
        ))}
      </ul>
    );

  return (
    <nav aria-label="Categories" className="hidden border-t border-slate-200 lg:block">
      <p id={hintId} hidden>
        Down Arrow opens its services.
      </p>
      <ul className="mx-auto flex h-11 max-w-7xl items-stretch justify-between px-6">
        {types.map((type, index) => {
          const hasDropdown = groupLimit > 0 && type.dsNhomChiTietLoai.length > 0;
          const open = openId === type.id && hasDropdown;
          const dropdownId = `${baseId}-${type.id}`;
          return (
            <li
              key={type.id}
              className="relative flex"
              onMouseEnter={() => setOpenId(type.id)}
              onMouseLeave={() => setOpenId(null)}
              onBlur={(event: FocusEvent<HTMLLIElement>) => {
                if (!event.currentTarget.contains(event.relatedTarget)) setOpenId(null);
              }}
              onKeyDown={(event) => {
                if (event.key !== 'Escape' || !open) return;
                // Focus must not vanish with the dropdown: it goes back to the job type's link.
                event.currentTarget.querySelector('a')?.focus();
                setOpenId(null);
              }}
            >
              <Link
                to={`/jobtype/${type.id}`}
                aria-expanded={hasDropdown ? open : undefined}
                aria-controls={open ? dropdownId : undefined}
                aria-describedby={hasDropdown ? hintId : undefined}
                onKeyDown={(event) => {
                  const move = barKeys[event.key];
                  if (move === 'next' || move === 'previous') {
                    event.preventDefault();
                    focusSibling(event, move);
                  } else if (move && hasDropdown) {
                    event.preventDefault();
                    // Rendered at once, so that its first or last link can take the focus.
                    flushSync(() => setOpenId(type.id));
                    focusIn(document.getElementById(dropdownId), move === 'first' ? 0 : -1);
                  }
                }}
                className="flex items-center border-b-2 border-transparent text-[0.9rem] text-slate-600 hover:border-brand-600 hover:text-slate-900 focus-visible:border-brand-600"
              >
                {type.tenLoaiCongViec}
              </Link>
              {open && (
                <Dropdown
                  id={dropdownId}
                  type={type}
                  groupLimit={groupLimit}
                  side={dropdownSide(index, types.length)}
                />
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The keys a job type's link answers: Down and Up open its dropdown, Left and Right move on. */
const barKeys: Record<string, 'first' | 'last' | 'next' | 'previous' | undefined> = {
  ArrowDown: 'first',
  ArrowUp: 'last',
  ArrowRight: 'next',
  ArrowLeft: 'previous',
};

function focusSibling(event: KeyboardEvent<HTMLAnchorElement>, move: 'next' | 'previous') {
  const item = event.currentTarget.parentElement;
  const sibling = move === 'next' ? item?.nextElementSibling : item?.previousElementSibling;
  sibling?.querySelector('a')?.focus();
}

/** Focuses the link at `index` (negative: from the end, wrapping) among the dropdown's links. */
function focusIn(dropdown: HTMLElement | null, index: number) {
  const links = [...(dropdown?.querySelectorAll('a') ?? [])];
  links.at(index % links.length)?.focus();
}

function Dropdown({
  id,
  type,
  groupLimit,
  side,
}: {
  id: string;
  type: MenuEntry;
  groupLimit: number;
  side: string;
}) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const links = [...event.currentTarget.querySelectorAll('a')];
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    const target = {
      ArrowDown: at + 1,
      ArrowUp: at - 1,
      Home: 0,
      End: -1,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    event.stopPropagation();
    focusIn(event.currentTarget, target);
  };
  return (
    // Below the header, never taller than what the window has left: it scrolls inside instead.
    <div
      id={id}
      onKeyDown={onKeyDown}
      className={`absolute top-full z-40 max-h-[calc(100dvh-8rem)] w-72 overflow-y-auto overscroll-contain ${side} rounded-b-lg border border-slate-200 bg-white p-4 shadow-xl`}
    >
      <ul className="space-y-3">
        {type.dsNhomChiTietLoai.slice(0, groupLimit).map((group) => (
          <li key={group.id}>
            <Link
              to={`/jobtype/${type.id}`}
              className="text-sm font-semibold text-slate-900 hover:text-brand-700"
            >
              {group.tenNhom}
            </Link>
            <ul className="mt-1 space-y-0.5">
              {group.dsChiTietLoai.slice(0, 4).map((detail) => (
                <li key={detail.id}>
                  <Link
                    to={`/categories/${detail.id}`}
                    className="text-sm text-slate-500 hover:text-brand-700"
                  >
                    {detail.tenChiTiet}
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The first and last dropdowns open inward so they never stick out of the window. */
function dropdownSide(index: number, count: number): string {
  if (index < 2) return 'left-0';
  if (index >= count - 2) return 'right-0';
  return 'left-1/2 -translate-x-1/2';
}
