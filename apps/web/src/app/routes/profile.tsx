import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { profileQueries } from '../../lib/api/profiles';
import { userQueries } from '../../lib/api/users';
import { useSession, type Session } from '../../lib/session';
import { OrderedGigs } from '../../features/account/components/ordered-gigs';
import {
  ProfileSectionModal,
  type ProfileSection,
} from '../../features/account/components/profile-details-forms';
import { ProfileCard, ProfileDetails } from '../../features/account/components/profile-summary';
import { UserInfoModal } from '../../features/account/components/user-info-modal';
import { SendToLogin } from '../send-to-login';

export function Component() {
  const session = useSession();
  return session ? <ProfilePage session={session} /> : <SendToLogin />;
}

export function ProfilePage({ session }: { session: Session }) {
  // The whole user, since the server shows email, phone and birthday to the owner; the stored
  // session user stands in until it arrives, and stays if the read fails: the page stays useful.
  const profile = useQuery({
    ...userQueries.account(session.user.id),
    placeholderData: session.user,
  });
  const user = profile.data ?? session.user;
  const [editing, setEditing] = useState(false);
  // The country, languages, education and certifications, as the user entered them: the sections
  // wait for them rather than show anything that is not theirs.
  const details = useQuery(profileQueries.details(session.user.id)).data;
  const [section, setSection] = useState<ProfileSection | null>(null);

  return (
    <div className="bg-slate-50">
      <title>{`${user.name} | Giglane`}</title>
      {/* On a phone the hired services come right after the card; on a wide screen they fill the right column. */}
      <div className="mx-auto grid max-w-7xl items-start gap-6 px-4 py-8 sm:px-6 lg:grid-cols-[22rem_minmax(0,1fr)] lg:grid-rows-[auto_1fr] lg:gap-x-10 lg:py-12">
        <ProfileCard
          user={user}
          details={details}
          onEdit={() => setEditing(true)}
          onEditSection={setSection}
        />
        <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <OrderedGigs />
        </div>
        <ProfileDetails user={user} details={details} onEditSection={setSection} />
      </div>
      <UserInfoModal user={user} open={editing} onClose={() => setEditing(false)} />
      {details && (
        <ProfileSectionModal section={section} details={details} onClose={() => setSection(null)} />
      )}
    </div>
  );
}
