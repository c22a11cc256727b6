import { z } from 'zod';
import { REVIEW_MODES } from './order-values';

/** The social networks the footer may link to, each with its icon. */
export const SOCIAL_NETWORKS = ['x', 'facebook', 'linkedin', 'instagram'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
export type SocialLink = { network: SocialNetwork; url: string };

/** GET /api/settings: what the server is configured to allow, for pages to follow. */
export const marketplaceSettings = z.object({
  reviews: z
    .enum(REVIEW_MODES)
    .describe('open: anyone signed in may review a gig; orders: only buyers of a completed order'),
  maxDeliveryFileBytes: z
    .number()
    .int()
    .describe('bytes each delivered file may hold (MAX_DELIVERY_FILE_MB)'),
  autoCompleteAfterSeconds: z
    .number()
    .int()
    .describe(
      'seconds after a delivery its order completes when the buyer does nothing (AUTOCOMPLETE_AFTER)',
    ),
  cancellationAnswerSeconds: z
    .number()
    .int()
    .describe(
      'seconds a party has to answer a cancellation request before it is accepted (CANCEL_ANSWER_WITHIN)',
    ),
  reviewWindowSeconds: z
    .number()
    .int()
    .describe(
      'seconds after completion the buyer and the seller may write their reviews, each hidden from the other until both have or this passes (REVIEW_WINDOW)',
    ),
  sellerLevels: z
    .array(
      z.object({
        level: z.number().int(),
        name: z.string(),
        completedOrders: z.number().int(),
        onTimeRate: z.number().describe('0–1: the share of orders delivered on time, at least'),
        rating: z.number().describe('average stars, at least'),
        responseHours: z.number().describe('average hours to answer a first message, at most'),
        accountAgeDays: z.number().int(),
      }),
    )
    .describe('what each seller level asks, Level 1 first (decision 054)'),
  socialLinks: z
    .array(z.object({ network: z.enum(SOCIAL_NETWORKS), url: z.string() }))
    .describe(
      "Giglane's own pages on social networks (SOCIAL_LINKS); empty when none is configured",
    ),
});
export type MarketplaceSettings = z.infer<typeof marketplaceSettings>;
