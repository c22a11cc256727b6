import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { limits } from '@giglane/contract/ui-text';
import { pagePaths } from '@giglane/contract/page-paths';
import { Icon } from '../icon';
import { isSeller, sellerQueries } from '../../lib/api/sellers';
import { signOut, useSession, type Session } from '../../lib/session';
import { Avatar } from '../avatar';
import { Logo } from '../logo';
import { SearchBox } from '../search-box';
import { CategoryBar } from './category-bar';

/** Only a signed-in user's browser downloads the messages' and notifications' icons. */
const AccountAlerts = lazy(() =>
  import('./account-alerts').then(({ AccountAlerts }) => ({ default: AccountAlerts })),
);

export function SiteHeader() {
  const session = useSession();
  const location = useLocation();
  const [scrolled, setScrolled] = useState(false);
  // The mobile menu belongs to the page it was opened on: navigating closes it.
  const [menuPath, setMenuPath] = useState<string | null>(null);
  const menuOpen = menuPath === location.pathname;

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 0);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  return (
    <header
      data-scrolled={scrolled}
      className={`sticky top-0 z-50 bg-white transition-shadow print:hidden ${scrolled ? 'shadow-md' : 'border-b border-slate-200'}`}
    >
      <div className="mx-auto flex h-[4.5rem] max-w-7xl items-center gap-4 px-4 sm:px-6">
        {/*
          The mobile menu is a checkbox, as in the specification; its label is the button. Gone
          where the label is, so a desktop keyboard does not stop on a control it cannot see.
        */}
        <input
          id="mobile-menu-toggle"
          type="checkbox"
          className="peer sr-only lg:hidden"
          aria-label="Menu"
          checked={menuOpen}
          onChange={(event) => setMenuPath(event.target.checked ? location.pathname : null)}
        />
        <label
          htmlFor="mobile-menu-toggle"
          className="-ml-1 flex size-10 cursor-pointer items-center justify-center rounded-md text-slate-700 peer-focus-visible:outline-2 peer-focus-visible:outline-brand-600 lg:hidden"
        >
          <span className="sr-only">Menu</span>
          <Icon name="menu" className="size-6" strokeWidth={2} />
        </label>
        <Logo />
        <div className="hidden flex-1 md:block md:max-w-xl">
          <SearchBox id="header-search" key={location.pathname} />
        </div>
        <nav aria-label="Account" className="ml-auto flex items-center gap-1 sm:gap-3">
          {session?.user.role === 'ADMIN' && (
            <NavLink
              to={pagePaths.adminCategories()}
              className="hidden rounded-md px-3 py-2 text-sm font-semibold text-slate-700 hover:text-brand-700 sm:block"
            >
              Admin
            </NavLink>
          )}
          {session ? (
            <>
              <NavLink
                to={pagePaths.buyerOrders()}
                end
                className="hidden rounded-md px-2 py-2 text-sm font-semibold text-slate-700 hover:text-brand-700 lg:block"
              >
                Orders
              </NavLink>
              <SellerLink className="hidden rounded-md px-2 py-2 text-sm font-semibold text-slate-700 hover:text-brand-700 lg:block" />
              {/* The icons' room is kept while they load, so the header does not shift. */}
              <Suspense fallback={<span className="w-[5.25rem] sm:w-[5.75rem]" aria-hidden />}>
                <AccountAlerts />
              </Suspense>
              <Link
                to={pagePaths.profile()}
                className="flex items-center gap-2 rounded-full py-1 pl-1 pr-3 text-sm font-semibold text-slate-800 hover:bg-slate-100"
              >
                <Avatar name={session.user.name} src={session.user.avatar} size={32} />
                <span className="hidden max-w-[10rem] truncate sm:inline">{session.user.name}</span>
                <span className="sr-only sm:not-sr-only sm:hidden">Profile</span>
              </Link>
              <Link
                to={pagePaths.profile()}
                className="hidden rounded-md px-2 py-2 text-sm font-semibold text-slate-700 hover:text-brand-700 md:block"
              >
                Profile
              </Link>
              {/* On a phone the menu holds it, leaving room for the icons. */}
              <button
                type="button"
                onClick={signOut}
                className="hidden rounded-md px-2 py-2 text-sm font-semibold text-slate-700 hover:text-brand-700 sm:block"
              >
                Sign out
              </button>
            </>
          ) : (
            <>
              <Link
                to={pagePaths.login()}
                className="rounded-md px-2 py-2 text-sm font-semibold text-slate-700 hover:text-brand-700 sm:px-3"
              >
                Sign in
              </Link>
              <Link
                to={pagePaths.register()}
                className="rounded-md border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-700 hover:text-white sm:px-4"
              >
                Join
              </Link>
            </>
          )}
        </nav>
      </div>
      {menuOpen && (
        <div className="lg:hidden">
          <MobileMenu session={session} />
        </div>
      )}
      <div className="px-4 pb-3 md:hidden">
        <SearchBox id="header-search-mobile" key={location.pathname} />
      </div>
      <CategoryBar limit={limits.menuJobTypes} groupLimit={limits.menuGroups} />
    </header>
  );
}

/**
 * The way into selling: "Become a seller" for a user who sells nothing yet, "Seller dashboard" for
 * a seller. Nothing while the profile loads, so neither flashes in place of the other.
 */
function SellerLink({ className, listItem = false }: { className: string; listItem?: boolean }) {
  const profile = useQuery(sellerQueries.mine());
  if (!profile.data) return null;
  const link = isSeller(profile.data) ? (
    <NavLink to={pagePaths.sellerGigs()} className={className}>
      Seller dashboard
    </NavLink>
  ) : (
    <NavLink to={pagePaths.becomeSeller()} className={className}>
      Become a seller
    </NavLink>
  );
  return listItem ? <li>{link}</li> : link;
}

/** Below 1024 px: the account's links, which the narrow header has no room for, and the job types. */
function MobileMenu({ session }: { session: Session | null }) {
  const item = 'block rounded px-2 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50';
  return (
    <nav aria-label="Mobile" className="border-t border-slate-200 bg-white px-4 py-3">
      {session && (
        <section aria-label="Your account" className="mb-3 border-b border-slate-200 pb-3">
          <p className="flex items-center gap-3 px-2 py-2">
            <Avatar name={session.user.name} src={session.user.avatar} size={32} />
            <span className="min-w-0 truncate font-semibold text-slate-900">
              {session.user.name}
            </span>
          </p>
          <ul className="grid grid-cols-1 gap-1 sm:grid-cols-2">
            <li>
              <Link to={pagePaths.profile()} className={item}>
                Profile
              </Link>
            </li>
            <li>
              <Link to={pagePaths.buyerOrders()} className={item}>
                My orders
              </Link>
            </li>
            <li>
              <Link to={pagePaths.billing()} className={item}>
                Billing
              </Link>
            </li>
            <li>
              <Link to={pagePaths.notificationSettings()} className={item}>
                Notification settings
              </Link>
            </li>
            <SellerLink className={item} listItem />
            {session.user.role === 'ADMIN' && (
              <li>
                <Link to={pagePaths.adminCategories()} className={item}>
                  Admin
                </Link>
              </li>
            )}
            <li>
              <button type="button" onClick={signOut} className={`${item} w-full text-left`}>
                Sign out
              </button>
            </li>
          </ul>
        </section>
      )}
      <CategoryBar limit={limits.menuJobTypes} groupLimit={0} layout="list" />
    </nav>
  );
}
