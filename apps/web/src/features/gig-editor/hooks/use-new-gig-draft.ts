import { useState } from 'react';
import { z } from 'zod';
import { TITLE_PREFIX } from '@giglane/contract/gig-offer-values';
import { useSession } from '../../../lib/session';

/** The overview form of a gig not saved yet, as kept in the browser. */
const keptOverview = z.object({
  title: z.string(),
  categoryId: z.string(),
  subcategoryId: z.string(),
  tags: z.array(z.string()),
});
export type KeptOverview = z.infer<typeof keptOverview>;

/** Nothing written yet: the blank form, which is not worth bringing back. */
const isBlank = (overview: KeptOverview) =>
  [TITLE_PREFIX, ''].includes(overview.title.trim()) &&
  !overview.subcategoryId &&
  overview.tags.length === 0;

/** One kept draft per user, so another account on the same browser never sees it. */
const keyOf = (userId: number) => `giglane.new-gig-draft.${userId}`;

function read(key: string): KeptOverview | null {
  try {
    const parsed = keptOverview.safeParse(JSON.parse(localStorage.getItem(key) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    // Unreadable (edited by hand, or written by another version): as if nothing were kept.
    return null;
  }
}

/**
 * Keeps a new gig's overview in the browser until its first save creates the draft on the
 * server: a reload, a closed tab or a lost connection then loses nothing. `enabled` is false for
 * a saved gig, whose overview the server keeps. `restored` is what was kept when the page opened.
 */
export function useNewGigDraft(enabled: boolean) {
  const userId = useSession()?.user.id;
  const key = enabled && userId !== undefined ? keyOf(userId) : null;
  const [restored] = useState(() => (key ? read(key) : null));
  return {
    restored,
    keep: (overview: KeptOverview) => {
      if (!key) return;
      if (isBlank(overview)) localStorage.removeItem(key);
      else localStorage.setItem(key, JSON.stringify(overview));
    },
    forget: () => {
      if (key) localStorage.removeItem(key);
    },
  };
}
