import { NavLink } from 'react-router';
import { pagePaths } from '@giglane/contract/page-paths';

const links = [
  { to: pagePaths.sellerGigs(), label: 'My gigs' },
  { to: pagePaths.sellerOrders(), label: 'Orders' },
  { to: pagePaths.earnings(), label: 'Earnings' },
];

/** The seller dashboard's own menu, above its lists: the gigs a seller offers, their orders and earnings. */
export function SellerNav() {
  return (
    <nav aria-label="Seller dashboard" className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl items-center gap-1 overflow-x-auto px-4 sm:px-6">
        <span className="mr-3 hidden shrink-0 text-xs font-semibold uppercase tracking-wide text-slate-500 sm:inline">
          Seller dashboard
        </span>
        {links.map(({ to, label }) => (
          <NavLink
            key={to}
            to={to}
            end
            className={({ isActive }) =>
              `-mb-px shrink-0 border-b-2 px-3 py-3 text-sm font-semibold transition ${
                isActive
                  ? 'border-brand-700 text-brand-800'
                  : 'border-transparent text-slate-600 hover:text-slate-900'
              }`
            }
          >
            {label}
          </NavLink>
        ))}
      </div>
    </nav>
  );
}
