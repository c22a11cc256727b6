import { z } from 'zod';
import { REVIEW_MODES } from './order-values';

/** GET /api/settings: what the server is configured to allow, for pages to follow. */
export const marketplaceSettings = z.object({
  reviews: z
    .enum(REVIEW_MODES)
    .describe('open: anyone signed in may review a gig; orders: only buyers of a completed order'),
  maxDeliveryFileBytes: z
    .number()
    .int()
    .describe('bytes each delivered file may hold (MAX_DELIVERY_FILE_MB)'),
});
export type MarketplaceSettings = z.infer<typeof marketplaceSettings>;
