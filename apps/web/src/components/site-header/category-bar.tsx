import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { Link } from 'react-router';
import { pagePaths } from '@giglane/contract/page-paths';
import { categoryQueries, type MenuEntry } from '../../lib/api/categories';

/**
 * The category bar from the menu call: the first categories, each opening its first groups (with
 * their subcategories) on hover, or from the keyboard with Down Arrow. Each category is one Tab stop (a
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
  const { data: menu } = useQuery(categoryQueries.menu());
  const categories = (menu ?? []).slice(0, limit);
  const [openId, setOpenId] = useState<number | null>(null);
  const baseId = useId();
  const hintId = `${baseId}-hint`;

  if (layout === 'list')
    return (
      <ul className="grid grid-cols-1 gap-1 sm:grid-cols-2">
        {categories.map((category) => (
          <li key={category.id}>
            <Link
              to={pagePaths.category(category.id)}
              className="block rounded px-2 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50"
            >
              {category.name}
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
        {categories.map((category, index) => {
          const hasDropdown = groupLimit > 0 && category.groups.length > 0;
          const open = openId === category.id && hasDropdown;
          const dropdownId = `${baseId}-${category.id}`;
          return (
            <li
              key={category.id}
              className="relative flex"
              onMouseEnter={() => setOpenId(category.id)}
              onMouseLeave={() => setOpenId(null)}
              onBlur={(event: FocusEvent<HTMLLIElement>) => {
                if (!event.currentTarget.contains(event.relatedTarget)) setOpenId(null);
              }}
              onKeyDown={(event) => {
                if (event.key !== 'Escape' || !open) return;
                // Focus must not vanish with the dropdown: it goes back to the category's link.
                event.currentTarget.querySelector('a')?.focus();
                setOpenId(null);
              }}
            >
              <Link
                to={pagePaths.category(category.id)}
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
                    flushSync(() => setOpenId(category.id));
                    focusIn(document.getElementById(dropdownId), move === 'first' ? 0 : -1);
                  }
                }}
                className="flex items-center border-b-2 border-transparent text-[0.9rem] text-slate-600 hover:border-brand-600 hover:text-slate-900 focus-visible:border-brand-600"
              >
                {category.name}
              </Link>
              {open && (
                <Dropdown
                  id={dropdownId}
                  category={category}
                  groupLimit={groupLimit}
                  side={dropdownSide(index, categories.length)}
                />
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The keys a category's link answers: Down and Up open its dropdown, Left and Right move on. */
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
  category,
  groupLimit,
  side,
}: {
  id: string;
  category: MenuEntry;
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
        {category.groups.slice(0, groupLimit).map((group) => (
          <li key={group.id}>
            <Link
              to={pagePaths.category(category.id)}
              className="text-sm font-semibold text-slate-900 hover:text-brand-700"
            >
              {group.name}
            </Link>
            <ul className="mt-1 space-y-0.5">
              {group.subcategories.slice(0, 4).map((subcategory) => (
                <li key={subcategory.id}>
                  <Link
                    to={pagePaths.subcategory(subcategory.id)}
                    className="text-sm text-slate-500 hover:text-brand-700"
                  >
                    {subcategory.name}
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
