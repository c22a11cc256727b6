import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { pagePaths } from '@giglane/contract/page-paths';
import type { User } from '../../../lib/api/users';
import { Icon } from '../../../components/icon';

/**
 * The admin's name as a menu button (WAI-ARIA menu pattern): Enter, Space or the arrows open it on
 * an item, the arrows, Home and End move, Escape closes it back onto the button, and a click or
 * Tab elsewhere closes it.
 */
export function AccountMenu({ user, onSignOut }: { user: User; onSignOut: () => void }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const startAt = useRef<'first' | 'last'>('first');
  const menuId = useId();

  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

  useEffect(() => {
    if (!open) return;
    const list = items();
    (startAt.current === 'last' ? list[list.length - 1] : list[0])?.focus();
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const openAt = (where: 'first' | 'last') => {
    startAt.current = where;
    setOpen(true);
  };

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  const onMenuKey = (event: KeyboardEvent) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = {
      ArrowDown: (index + 1) % list.length,
      ArrowUp: (index - 1 + list.length) % list.length,
      Home: 0,
      End: list.length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      list[moves[event.key]!]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <div className="relative">
      <button
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openAt('first'))}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            openAt(event.key === 'ArrowDown' ? 'first' : 'last');
          }
        }}
        className="flex max-w-[13rem] items-center gap-2 rounded-full border border-slate-200 bg-white py-1 pl-1 pr-2.5 text-sm font-semibold text-slate-800 shadow-sm transition hover:border-slate-300 hover:bg-slate-50 sm:max-w-[16rem]"
      >
        <Initial user={user} />
        <span className="truncate">{user.name}</span>
        <Icon
          name="chevronDown"
          className={`size-4 text-slate-500 transition-transform ${open ? 'rotate-180' : ''}`}
        />
      </button>
      {open && (
        <div
          ref={menu}
          id={menuId}
          role="menu"
          aria-label={user.name}
          onKeyDown={onMenuKey}
          className="absolute right-0 top-full z-50 mt-2 w-64 overflow-hidden rounded-xl border border-slate-200 bg-white py-1.5 shadow-xl ring-1 ring-slate-900/5"
        >
          <div className="border-b border-slate-100 px-4 pb-3 pt-2" role="none">
            <p className="truncate text-sm font-semibold text-slate-900">{user.name}</p>
            <p className="truncate text-xs text-slate-500">{user.email}</p>
          </div>
          <div className="py-1" role="none">
            <Link
              to={pagePaths.profile()}
              role="menuitem"
              tabIndex={-1}
              onClick={() => setOpen(false)}
              className="flex items-center gap-3 px-4 py-2 text-sm text-slate-700 outline-none hover:bg-slate-50 focus:bg-brand-50 focus:text-brand-900 focus-visible:outline-none"
            >
              <Icon name="user" className="size-[1.1rem] text-slate-500" />
              Profile
            </Link>
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              onClick={onSignOut}
              className="flex w-full items-center gap-3 px-4 py-2 text-left text-sm text-slate-700 outline-none hover:bg-slate-50 focus:bg-brand-50 focus:text-brand-900 focus-visible:outline-none"
            >
              <Icon name="logout" className="size-[1.1rem] text-slate-500" />
              Sign Out
            </button>
          </div>
        </div>
      )}
    </div>
  );
}

/** The admin's avatar, or the first letter of the name on the brand colour. */
function Initial({ user }: { user: User }) {
  return user.avatar ? (
    <img
      src={user.avatar}
      alt=""
      width={32}
      height={32}
      className="size-8 shrink-0 rounded-full object-cover"
    />
  ) : (
    <span
      aria-hidden
      className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-xs font-bold text-white"
    >
      {user.name.slice(0, 1).toUpperCase()}
    </span>
  );
}
