import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { pagePaths } from '@giglane/contract/page-paths';
import type { SocialNetwork } from '@giglane/contract/settings';
import { settingsQueries } from '../lib/api/settings';
import { Icon, type IconName } from './icon';
import { Logo } from './logo';

const groups: { title: string; links: [label: string, to: string][] }[] = [
  {
    title: 'Categories',
    links: [
      ['Graphics & Design', pagePaths.search('design')],
      ['Digital Marketing', pagePaths.search('marketing')],
      ['Writing & Translation', pagePaths.search('writing')],
      ['Video & Animation', pagePaths.search('video')],
      ['Music & Audio', pagePaths.search('audio')],
      ['Programming & Tech', pagePaths.search('website')],
    ],
  },
  {
    title: 'About',
    links: [
      ['Terms of Service', pagePaths.terms()],
      ['Privacy Policy', pagePaths.privacy()],
      ['Trust & Safety', pagePaths.trustAndSafety()],
    ],
  },
  {
    title: 'Support',
    links: [
      ['Help & Support', pagePaths.help()],
      ['Buying on Giglane', pagePaths.buying()],
      ['Selling on Giglane', pagePaths.selling()],
      ['Become a seller', pagePaths.becomeSeller()],
    ],
  },
];

/** Each network's name and icon; a link shows only when SOCIAL_LINKS configures it. */
const networks: Record<SocialNetwork, { name: string; icon: IconName }> = {
  x: { name: 'X', icon: 'x' },
  facebook: { name: 'Facebook', icon: 'facebook' },
  linkedin: { name: 'LinkedIn', icon: 'linkedIn' },
  instagram: { name: 'Instagram', icon: 'instagram' },
};

export function SiteFooter() {
  const socialLinks = useQuery(settingsQueries.marketplace()).data?.socialLinks ?? [];
  return (
    <footer className="border-t border-slate-200 bg-white print:hidden">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-8 px-4 py-12 sm:px-6 md:grid-cols-3">
        {groups.map((group) => (
          <section key={group.title} aria-labelledby={`footer-${group.title}`}>
            <h2 id={`footer-${group.title}`} className="text-base font-bold text-slate-900">
              {group.title}
            </h2>
            <ul className="mt-4 space-y-3">
              {group.links.map(([label, to]) => (
                <li key={label}>
                  <Link
                    to={to}
                    className="text-sm text-slate-600 hover:text-slate-900 hover:underline"
                  >
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <div className="border-t border-slate-200">
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-4 px-4 py-6 sm:flex-row sm:px-6">
          <div className="flex items-center gap-4">
            <Logo />
            <p className="text-sm text-slate-500">
              © {new Date().getFullYear()} Giglane. Open-source marketplace.
            </p>
          </div>
          {socialLinks.length > 0 && (
            <ul className="flex items-center gap-2">
              {socialLinks.map((link) => (
                <li key={link.network}>
                  <a
                    href={link.url}
                    rel="noopener noreferrer"
                    aria-label={`Giglane on ${networks[link.network].name}`}
                    className="flex size-9 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-900"
                  >
                    <Icon name={networks[link.network].icon} />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </footer>
  );
}
