import type { ReactNode } from 'react';
import { Icon, type IconName } from '../../../components/icon';
import type { User } from '../../../lib/api/users';
import { readableDate } from '../../../lib/dates';
import { AvatarPicker } from './avatar-picker';
import { SignOutEverywhere } from './sign-out-everywhere';

/** Values the specification fixes for every profile (§2 Profile). */
const FIXED = {
  country: 'Vietnam',
  language: 'English',
  languageLevel: 'Basic',
  education: {
    degree: 'B.Sc. in Information Technology',
    school: 'Ho Chi Minh City University of Technology',
    years: '2015 – 2019',
  },
} as const;

/**
 * The profile's identity card: picture, name, the edit button, country, membership and signing out
 * everywhere.
 */
export function ProfileCard({ user, onEdit }: { user: User; onEdit: () => void }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <AvatarPicker user={user} />
      <div className="mt-5 text-center">
        <h1 className="text-2xl font-bold text-slate-900 [overflow-wrap:anywhere]">{user.name}</h1>
        <p className="mt-1 text-sm text-slate-500 [overflow-wrap:anywhere]">{user.email}</p>
        <button
          type="button"
          onClick={onEdit}
          className="mt-5 inline-flex h-10 items-center gap-2 rounded-lg border border-slate-300 px-4 text-sm font-semibold text-slate-800 transition hover:border-brand-700 hover:text-brand-700"
        >
          <Icon name="edit" className="size-4" />
          Edit profile
        </button>
      </div>
      <dl className="mt-6 space-y-3 border-t border-slate-200 pt-5 text-sm">
        <Row label="From" icon="place">
          {FIXED.country}
        </Row>
        <Row label="Member since" icon="person">
          {memberSince(user.createdAt)}
        </Row>
      </dl>
      <SignOutEverywhere />
    </div>
  );
}

function Row({ label, icon, children }: { label: string; icon: IconName; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-4">
      <dt className="flex items-center gap-2 text-slate-600">
        <Icon name={icon} className="size-4 text-slate-400" />
        {label}
      </dt>
      <dd className="font-semibold text-slate-900">{children}</dd>
    </div>
  );
}

/** The profile's details: contact information, languages, skills, education and certifications. */
export function ProfileDetails({ user }: { user: User }) {
  const birthday = readableDate(user.birthday);
  return (
    <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white px-6 shadow-sm sm:px-8">
      <Section title="Contact information">
        <dl className="grid gap-3 text-sm">
          <Detail label="Name">{user.name}</Detail>
          <Detail label="Email">
            <span className="[overflow-wrap:anywhere]">{user.email}</span>
          </Detail>
          <Detail label="Phone">{user.phone || <Missing />}</Detail>
          <Detail label="Birthday">
            {birthday.iso ? (
              <time dateTime={birthday.iso}>{birthday.text}</time>
            ) : (
              birthday.text || <Missing />
            )}
          </Detail>
        </dl>
      </Section>
      <Section title="Languages">
        <p className="text-sm text-slate-900">
          {FIXED.language}: <span className="text-slate-500">{FIXED.languageLevel}</span>
        </p>
      </Section>
      <Section title="Skills">
        <TagList items={user.skill} empty="No skills listed yet." />
      </Section>
      <Section title="Education">
        <p className="text-sm font-semibold text-slate-900">{FIXED.education.degree}</p>
        <p className="mt-0.5 text-sm text-slate-600">
          {FIXED.education.school}, {FIXED.education.years}
        </p>
      </Section>
      <Section title="Certification">
        {user.certification.length > 0 ? (
          <ul className="space-y-2 text-sm text-slate-800">
            {user.certification.map((item) => (
              <li key={item} className="flex gap-2">
                <Icon name="certificate" className="mt-0.5 size-4 text-brand-600" />
                {item}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-500">No certifications listed yet.</p>
        )}
      </Section>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="py-5">
      <h2 className="mb-3 text-base font-bold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[6rem_minmax(0,1fr)] gap-3">
      <dt className="text-slate-500">{label}</dt>
      <dd className="font-medium text-slate-900">{children}</dd>
    </div>
  );
}

function Missing() {
  return <span className="font-normal text-slate-400">Not provided</span>;
}

function TagList({ items, empty }: { items: string[]; empty: string }) {
  if (items.length === 0) return <p className="text-sm text-slate-500">{empty}</p>;
  return (
    <ul className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700">
          {item}
        </li>
      ))}
    </ul>
  );
}

/** "Jan 2023": the month the account was made, as the specification writes it. */
function memberSince(createdAt: string): string {
  return new Date(createdAt).toLocaleDateString('en-US', { month: 'short', year: 'numeric' });
}
