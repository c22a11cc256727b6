import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { userQueries } from '../../lib/api/users';
import { useSession, type Session } from '../../lib/session';
import { OrderedGigs } from '../../features/account/components/ordered-gigs';
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

  return (
    <div className="bg-slate-50">
      <title>{`${user.name} | Giglane`}</title>
      {/* On a phone the hired services come right after the card; on a wide screen they fill the right column. */}
      <div className="mx-auto grid max-w-7xl items-start gap-6 px-4 py-8 sm:px-6 lg:grid-cols-[22rem_minmax(0,1fr)] lg:grid-rows-[auto_1fr] lg:gap-x-10 lg:py-12">
        <ProfileCard user={user} onEdit={() => setEditing(true)} />
        <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <OrderedGigs />
        </div>
        <ProfileDetails user={user} />
      </div>
      <UserInfoModal user={user} open={editing} onClose={() => setEditing(false)} />
    </div>
  );
}
