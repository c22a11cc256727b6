import { useId } from 'react';
import { Link, NavLink } from 'react-router';
import { pagePaths } from '@giglane/contract/page-paths';
import { Icon, type IconName } from '../../../components/icon';

/** The sidebar's links, in the specification's order, then ours. */
const sections: { to: string; label: string; icon: IconName }[] = [
  { to: pagePaths.adminUsers(), label: 'Manage User', icon: 'users' },
  { to: pagePaths.adminGigs(), label: 'Manage Job', icon: 'briefcase' },
  { to: pagePaths.adminCategories(), label: 'Manage JobType', icon: 'layers' },
  { to: pagePaths.adminOrders(), label: 'Manage Service', icon: 'receipt' },
  { to: pagePaths.adminReviews(), label: 'Manage Comment', icon: 'chat' },
  { to: pagePaths.adminFinance(), label: 'Finance', icon: 'dashboard' },
  { to: pagePaths.adminMail(), label: 'Mail outbox', icon: 'send' },
  { to: pagePaths.adminReports(), label: 'Reports', icon: 'flag' },
  { to: pagePaths.adminDisputes(), label: 'Disputes', icon: 'alert' },
];

/** The sidebar titled Dashboard; `onNavigate` lets the mobile drawer close on a choice. */
export function AdminSidebar({ onNavigate }: { onNavigate?: () => void }) {
  const titleId = useId();
  return (
    <nav aria-labelledby={titleId} className="flex h-full flex-col">
      <h2
        id={titleId}
        className="flex items-center gap-2 px-3 text-xs font-semibold uppercase tracking-wider text-slate-500"
      >
        <Icon name="dashboard" className="size-4" />
        Dashboard
      </h2>
      <ul className="mt-3 space-y-1">
        {sections.map((section) => (
          <li key={section.to}>
            <NavLink
              to={section.to}
              onClick={onNavigate}
              className={({ isActive }) =>
                `group flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition ${
                  isActive
                    ? 'bg-brand-50 font-semibold text-brand-800 ring-1 ring-brand-100'
                    : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
                }`
              }
            >
              {({ isActive }) => (
                <>
                  <Icon
                    name={section.icon}
                    className={`size-5 ${isActive ? 'text-brand-700' : 'text-slate-400 group-hover:text-slate-600'}`}
                  />
                  {section.label}
                </>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
      <div className="mt-auto pt-6">
        <Link
          to={pagePaths.home()}
          className="flex items-center gap-3 rounded-lg border border-slate-200 px-3 py-2.5 text-sm font-medium text-slate-700 transition hover:border-slate-300 hover:bg-slate-50"
        >
          <Icon name="store" className="size-5 text-slate-400" />
          View storefront
        </Link>
      </div>
    </nav>
  );
}
