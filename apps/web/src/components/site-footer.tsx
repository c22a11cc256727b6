import { Link } from 'react-router';
import { pagePaths } from '@giglane/contract/page-paths';
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
      ['Careers', pagePaths.home()],
      ['Press & News', pagePaths.home()],
      ['Partnerships', pagePaths.home()],
      ['Privacy Policy', pagePaths.home()],
      ['Terms of Service', pagePaths.home()],
    ],
  },
  {
    title: 'Support',
    links: [
      ['Help & Support', pagePaths.home()],
      ['Trust & Safety', pagePaths.home()],
      ['Selling on Giglane', pagePaths.register()],
      ['Buying on Giglane', pagePaths.home()],
    ],
  },
  {
    title: 'Community',
    links: [
      ['Events', pagePaths.home()],
      ['Blog', pagePaths.home()],
      ['Forum', pagePaths.home()],
      ['Podcast', pagePaths.home()],
      ['Invite a Friend', pagePaths.register()],
    ],
  },
  {
    title: 'More From Giglane',
    links: [
      ['Giglane Business', pagePaths.home()],
      ['Giglane Pro', pagePaths.home()],
      ['Giglane Guides', pagePaths.home()],
      ['Learn', pagePaths.home()],
    ],
  },
];

const socials: { label: string; icon: IconName }[] = [
  { label: 'Giglane on X', icon: 'x' },
  { label: 'Giglane on Facebook', icon: 'facebook' },
  { label: 'Giglane on LinkedIn', icon: 'linkedIn' },
  { label: 'Giglane on Instagram', icon: 'instagram' },
];

export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 bg-white print:hidden">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-8 px-4 py-12 sm:px-6 md:grid-cols-5">
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
          <ul className="flex items-center gap-2">
            {socials.map((social) => (
              <li key={social.label}>
                <a
                  href="#"
                  aria-label={social.label}
                  className="flex size-9 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-900"
                >
                  <Icon name={social.icon} />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
