import { Link } from 'react-router';
import { pagePaths } from '@giglane/contract/page-paths';
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

const socials: { label: string; path: string }[] = [
  {
    label: 'Giglane on X',
    path: 'M4 4l7.5 9.6L4.4 20H6l6.2-5.6L16.5 20H20l-7.8-10L19.2 4h-1.6l-5.8 5.2L7.6 4H4z',
  },
  {
    label: 'Giglane on Facebook',
    path: 'M13.5 21v-7.5H16l.5-3h-3V8.6c0-.9.3-1.6 1.6-1.6H16.6V4.3c-.3 0-1.3-.1-2.4-.1-2.4 0-3.9 1.4-3.9 4v2.3H7.7v3h2.6V21h3.2z',
  },
  {
    label: 'Giglane on LinkedIn',
    path: 'M6.9 8.6H3.8V20h3.1V8.6zM5.4 3.5a1.8 1.8 0 1 0 0 3.6 1.8 1.8 0 0 0 0-3.6zM20.2 13.4c0-3.1-1.7-4.9-4.2-4.9-1.5 0-2.5.8-2.9 1.5V8.6h-3V20h3.1v-5.6c0-1.5.3-2.9 2.1-2.9 1.8 0 1.8 1.7 1.8 3V20h3.1v-6.6z',
  },
  {
    label: 'Giglane on Instagram',
    path: 'M12 7.3a4.7 4.7 0 1 0 0 9.4 4.7 4.7 0 0 0 0-9.4zm0 7.7a3 3 0 1 1 0-6 3 3 0 0 1 0 6zm4.9-8.9a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2zM12 4c2.2 0 2.4 0 3.3.1 2.2.1 3.3 1.2 3.4 3.4.1.9.1 1.1.1 3.3v2.4c0 2.2 0 2.4-.1 3.3-.1 2.2-1.2 3.3-3.4 3.4-.9.1-1.1.1-3.3.1H9.7c-2.2 0-2.4 0-3.3-.1-2.2-.1-3.3-1.2-3.4-3.4C3 15.6 3 15.4 3 13.2v-2.4c0-2.2 0-2.4.1-3.3.1-2.2 1.2-3.3 3.4-3.4C7.4 4 7.6 4 9.8 4H12z',
  },
];

export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 bg-white">
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
                  <svg viewBox="0 0 24 24" className="size-5" fill="currentColor" aria-hidden>
                    <path d={social.path} />
                  </svg>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
