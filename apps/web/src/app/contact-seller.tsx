import { useState } from 'react';
import { useNavigate } from 'react-router';
import { pagePaths } from '@giglane/contract/page-paths';
import { useNotifications } from '../components/notifications';
import { useStartConversation } from '../lib/api/messages';
import { refusalOf } from '../lib/refusal';
import { useSession } from '../lib/session';
import { SendToLogin } from './send-to-login';

/**
 * "Contact Me" on a gig or a seller's page: a signed-in user opens their conversation with the
 * seller in the inbox; a visitor signs in first and comes back here. `prompt` is what the page
 * renders for that (nothing until a visitor asks).
 */
export function useContactSeller() {
  const session = useSession();
  const navigate = useNavigate();
  const { notify } = useNotifications();
  const start = useStartConversation();
  const [signInFirst, setSignInFirst] = useState(false);

  const contact = (about: { gigId: number } | { sellerId: number }) => {
    if (!session) {
      setSignInFirst(true);
      return;
    }
    start.mutate(about, {
      onSuccess: (view) => void navigate(pagePaths.conversation(view.id)),
      onError: (error) =>
        notify(refusalOf(error) ?? 'The conversation could not be opened. Try again.', 'error'),
    });
  };

  return {
    contact,
    pending: start.isPending,
    prompt: signInFirst ? <SendToLogin /> : null,
    /** Whether the signed-in user is this seller, who has no one to contact here. */
    isSeller: (sellerId: number) => session?.user.id === sellerId,
  };
}
