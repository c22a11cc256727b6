import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { pagePaths } from '@giglane/contract/page-paths';
import { Icon, type IconName } from '../../../components/icon';
import {
  CertificationList,
  EducationList,
  LanguageList,
} from '../../../components/profile-sections';
import type { ProfileDetails as Details } from '../../../lib/api/profiles';
import type { User } from '../../../lib/api/users';
import { readableDate } from '../../../lib/dates';
import { AvatarPicker } from './avatar-picker';
import type { ProfileSection } from './profile-details-forms';
import { EmailAddress } from './email-address';
import { SignOutEverywhere } from './sign-out-everywhere';

/** Opens the dialog that edits a section of the profile. */
type EditSection = (section: ProfileSection) => void;

/**
 * The profile's identity card: picture, name, the edit button, the country the user gave (or an
 * invitation to give it), membership and signing out everywhere.
 */
export function ProfileCard({
  user,
  details,
  onEdit,
  onEditSection,
}: {
  user: User;
  details: Details | undefined;
  onEdit: () => void;
  onEditSection: EditSection;
}) {
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
          {details?.country ? (
            <span className="flex items-center gap-2">
              <span className="[overflow-wrap:anywhere]">{details.country}</span>
              <EditButton label="Edit your country" onClick={() => onEditSection('country')} />
            </span>
          ) : (
            details && (
              <InviteButton onClick={() => onEditSection('country')}>Add your country</InviteButton>
            )
          )}
        </Row>
        <Row label="Member since" icon="person">
          {memberSince(user.createdAt)}
        </Row>
      </dl>
      <EmailAddress />
      <p className="mt-3 text-sm">
        <Link
          to={pagePaths.notificationSettings()}
          className="font-semibold text-brand-700 hover:underline"
        >
          Notification settings
        </Link>
        <span className="text-slate-600"> · choose which e-mails you get</span>
      </p>
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

/**
 * The profile's details: contact information, languages, skills, education and certifications,
 * each as the user entered it; an empty section invites its owner to fill it.
 */
export function ProfileDetails({
  user,
  details,
  onEditSection,
}: {
  user: User;
  details: Details | undefined;
  onEditSection: EditSection;
}) {
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
      <Section
        title="Languages"
        onEdit={
          details && details.languages.length > 0 ? () => onEditSection('languages') : undefined
        }
      >
        {details &&
          (details.languages.length > 0 ? (
            <LanguageList languages={details.languages} />
          ) : (
            <Invitation
              text="Add the languages you work in, so buyers and sellers know how to reach you."
              action="Add a language"
              onClick={() => onEditSection('languages')}
            />
          ))}
      </Section>
      <Section title="Skills">
        <TagList items={user.skill} empty="No skills listed yet." />
      </Section>
      <Section
        title="Education"
        onEdit={
          details && details.education.length > 0 ? () => onEditSection('education') : undefined
        }
      >
        {details &&
          (details.education.length > 0 ? (
            <EducationList education={details.education} />
          ) : (
            <Invitation
              text="Add your degrees and where you studied."
              action="Add education"
              onClick={() => onEditSection('education')}
            />
          ))}
      </Section>
      <Section
        title="Certification"
        onEdit={
          details && details.certifications.length > 0
            ? () => onEditSection('certifications')
            : undefined
        }
      >
        {details &&
          (details.certifications.length > 0 ? (
            <CertificationList certifications={details.certifications} />
          ) : (
            <Invitation
              text="Add courses and certificates that show what you can do."
              action="Add a certification"
              onClick={() => onEditSection('certifications')}
            />
          ))}
      </Section>
    </div>
  );
}

function Section({
  title,
  onEdit,
  children,
}: {
  title: string;
  onEdit?: () => void;
  children: ReactNode;
}) {
  return (
    <section className="py-5">
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 className="text-base font-bold text-slate-900">{title}</h2>
        {onEdit && <EditButton label={`Edit your ${title.toLowerCase()}`} onClick={onEdit} />}
      </div>
      {children}
    </section>
  );
}

function EditButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      title={label}
      className="flex size-8 shrink-0 items-center justify-center rounded-lg text-slate-500 transition hover:bg-slate-100 hover:text-brand-700"
    >
      <Icon name="pencil" className="size-4" />
    </button>
  );
}

function InviteButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:text-brand-900 hover:underline"
    >
      <Icon name="plus" className="size-4" />
      {children}
    </button>
  );
}

/** What an empty section shows its owner: why to fill it, and the button that does. */
function Invitation({
  text,
  action,
  onClick,
}: {
  text: string;
  action: string;
  onClick: () => void;
}) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-slate-50 px-4 py-4">
      <p className="text-sm text-slate-600">{text}</p>
      <div className="mt-3">
        <InviteButton onClick={onClick}>{action}</InviteButton>
      </div>
    </div>
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
  return <span className="font-normal text-slate-500">Not provided</span>;
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
