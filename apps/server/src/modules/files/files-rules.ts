import { isAdmin, type SessionUser } from '../../lib/access-rules';
import type { FileParties } from './files-repository';

/**
 * A delivered file goes to its order's buyer and seller, an attachment to its conversation's two
 * members; admins see both. Anyone else is told there is no such file (decision 035).
 */
export const mayFetch = (file: FileParties, user: SessionUser | null) =>
  user !== null && (user.id === file.buyerId || user.id === file.sellerId || isAdmin(user));
