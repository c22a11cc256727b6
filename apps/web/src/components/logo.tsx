import { Link } from 'react-router';
import { pagePaths } from '@giglane/contract/page-paths';

export function Logo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  return (
    <Link
      to={pagePaths.home()}
      className={`text-[1.65rem] font-extrabold tracking-tight ${tone === 'dark' ? 'text-slate-900' : 'text-white'}`}
    >
      giglane<span className="text-brand-500">.</span>
    </Link>
  );
}
