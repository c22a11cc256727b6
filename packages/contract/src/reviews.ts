import { z } from 'zod';
import { assetUrl } from './asset-urls';
import { stars } from './gigs';
import { REVIEW_REPLY_MAX, REVIEW_TEXT_MAX } from './order-values';
import {
  idParam,
  idText,
  optionalWireDate,
  requiredText,
  userIdOrUnset,
  wireDate,
  wireDateOut,
  wireInt,
  queryList,
  wireText,
} from './wire';

export const review = z.object({
  id: z.number().int(),
  maCongViec: z.number().int(),
  maNguoiBinhLuan: z.number().int(),
  ngayBinhLuan: wireDateOut,
  noiDung: z.string(),
  saoBinhLuan: z.number().int(),
});
export type Review = z.infer<typeof review>;

/** A comment as the admin list shows it: the wire comment with its job's and author's names. */
export const reviewListItem = review.extend({
  tenCongViec: z.string(),
  tenNguoiBinhLuan: z.string(),
});
export type ReviewListItem = z.infer<typeof reviewListItem>;

const isoDate = z.string().describe('ISO 8601');

/** The Rating Breakdown's questions, each 1–5 stars: asked of reviews written from an order. */
export const reviewRatings = z.object({
  communication: z.number().int().describe('Seller communication level'),
  asDescribed: z.number().int().describe('Service as described'),
  recommend: z.number().int().describe('Would recommend'),
});
export type ReviewRatings = z.infer<typeof reviewRatings>;

/**
 * A review of an order written through the original comment form (`POST /api/binh-luan`) has the
 * overall stars only: the three questions are null (decision 054).
 */
const orderReviewQuestions = {
  communication: reviewRatings.shape.communication.nullable(),
  asDescribed: reviewRatings.shape.asDescribed.nullable(),
  recommend: reviewRatings.shape.recommend.nullable(),
};

/** The seller's public answer under a review: one per review. */
export const reviewReply = z.object({ text: z.string(), at: isoDate });
export type ReviewReply = z.infer<typeof reviewReply>;

/** A comment as a gig page shows it. */
export const reviewView = z.object({
  id: z.number().int(),
  ngayBinhLuan: wireDateOut,
  noiDung: z.string(),
  saoBinhLuan: z.number().int(),
  tenNguoiBinhLuan: z.string(),
  avatar: assetUrl(),
  country: z.string().describe("the reviewer's country, or empty when they never said"),
  verified: z.boolean().describe('written by the buyer of a completed order: "Verified order"'),
  counted: z
    .boolean()
    .describe(
      'its stars count in the rating: written from a completed order; false: a comment shown only',
    ),
  ratings: reviewRatings.nullable().describe('null: a review from the open form'),
  reply: reviewReply.nullable(),
});
export type ReviewView = z.infer<typeof reviewView>;

const commentText = wireText.pipe(z.string().max(5000, 'must be at most 5000 characters'));

/** POST /api/binh-luan. The original form has no rules; the text may be empty; a missing date means today. */
export const createReviewBody = z.object({
  id: z.unknown().optional().describe('ignored: the server numbers new comments'),
  maCongViec: wireInt.pipe(z.number().positive('must be a job id')),
  maNguoiBinhLuan: userIdOrUnset
    .optional()
    .describe('0 or left out: the caller; only an admin may name someone else'),
  ngayBinhLuan: optionalWireDate,
  noiDung: commentText.optional().default(''),
  saoBinhLuan: stars.optional().default(5),
});
export type CreateReviewBody = z.input<typeof createReviewBody>;

/** PUT /api/binh-luan/{id}: fields left out keep their value; the job and author stay. */
export const updateReviewBody = z.object({
  id: z.unknown().optional(),
  maCongViec: z.unknown().optional().describe('ignored: a comment stays on its job'),
  maNguoiBinhLuan: z.unknown().optional().describe('ignored: a comment keeps its author'),
  ngayBinhLuan: wireDate.optional(),
  noiDung: commentText.optional(),
  saoBinhLuan: stars.optional(),
});
export type UpdateReviewBody = z.input<typeof updateReviewBody>;

export const gigReviewsParams = z.object({ MaCongViec: idParam });

/** POST and PUT /api/orders/{id}/review: the buyer's review of a completed order. */
export const orderReviewBody = z.object({
  stars: stars.describe('overall'),
  communication: stars,
  asDescribed: stars,
  recommend: stars,
  text: requiredText(REVIEW_TEXT_MAX),
});
export type OrderReviewBody = z.input<typeof orderReviewBody>;

/** A review written from an order, as its order page shows it. */
export const orderReview = z.object({
  ...orderReviewQuestions,
  id: z.number().int(),
  stars: z.number().int(),
  text: z.string(),
  createdAt: isoDate,
  updatedAt: isoDate,
  editableUntil: isoDate.describe('its buyer may edit it until then'),
  reply: reviewReply.nullable(),
});
export type OrderReview = z.infer<typeof orderReview>;

/** POST /api/orders/{id}/buyer-review: the seller's review of the buyer of a completed order. */
export const buyerReviewBody = z.object({
  stars: stars.describe('overall'),
  text: requiredText(REVIEW_TEXT_MAX),
});
export type BuyerReviewBody = z.input<typeof buyerReviewBody>;

/** The seller's review of an order's buyer, as the order page shows it. */
export const buyerReview = z.object({
  id: z.number().int(),
  stars: z.number().int(),
  text: z.string(),
  createdAt: isoDate,
});
export type BuyerReview = z.infer<typeof buyerReview>;

/** GET /api/users/{id}/buyer-reviews: the published reviews sellers gave the user as a buyer. */
export const buyerReviewsReply = z.object({
  buyer: z.object({
    id: z.number().int(),
    name: z.string(),
    avatar: assetUrl(),
    country: z.string(),
    memberSince: isoDate,
  }),
  count: z.number().int(),
  average: z.number().nullable().describe('one decimal; null: none yet'),
  reviews: z
    .array(
      buyerReview.extend({
        seller: z.object({ id: z.number().int(), name: z.string(), avatar: assetUrl() }),
        gigTitle: z.string(),
      }),
    )
    .describe('newest first, at most 50'),
});
export type BuyerReviewsReply = z.infer<typeof buyerReviewsReply>;

/** "Helpful? Yes / No" on a review. */
export const helpfulVote = z.enum(['yes', 'no']);
export type HelpfulVote = z.infer<typeof helpfulVote>;

/** PUT /api/reviews/{id}/helpful: the caller's vote; null takes it back. */
export const reviewHelpfulBody = z.object({
  vote: helpfulVote.nullable().describe('null takes the vote back'),
});
export type ReviewHelpfulBody = z.input<typeof reviewHelpfulBody>;

/** A review's votes: how many said yes and no, and the caller's (null: none, or signed out). */
export const reviewHelpful = z.object({
  reviewId: z.number().int(),
  yes: z.number().int(),
  no: z.number().int(),
  mine: helpfulVote.nullable(),
});
export type ReviewHelpful = z.infer<typeof reviewHelpful>;

const reviewIdItem = idText('must be review ids');

/** GET /api/reviews/helpful?ids=: the votes of the reviews a page shows. */
export const reviewsHelpfulQuery = z.object({
  ids: queryList(reviewIdItem, 50)
    .pipe(z.array(z.number()).min(1, 'must list at least one review id'))
    .describe('review ids, repeated or comma-separated, at most 50'),
});

/** POST /api/reviews/{id}/reply: the gig's seller answers a review, once. */
export const reviewReplyBody = z.object({ text: requiredText(REVIEW_REPLY_MAX) });
export type ReviewReplyBody = z.input<typeof reviewReplyBody>;

/** GET /api/gigs/{id}/review-summary: the gig page's star counts and Rating Breakdown. */
export const gigReviewSummary = z.object({
  count: z.number().int(),
  average: z.number().nullable().describe('one decimal; null: no reviews'),
  starCounts: z
    .array(z.object({ stars: z.number().int(), count: z.number().int() }))
    .describe('5 stars first, down to 1'),
  ratings: z
    .object({
      communication: z.number().nullable(),
      asDescribed: z.number().nullable(),
      recommend: z.number().nullable(),
    })
    .describe('averages over the reviews written from orders, one decimal; null: none yet'),
  verifiedCount: z.number().int().describe('reviews written from a completed order'),
});
export type GigReviewSummary = z.infer<typeof gigReviewSummary>;

/** Reviews the landing page quotes at most, and by default. */
export const RECENT_REVIEWS_MAX = 20;
export const RECENT_REVIEWS_DEFAULT = 8;

/** GET /api/reviews/recent: how many. */
export const recentReviewsQuery = z.object({
  limit: wireInt
    .pipe(
      z
        .number()
        .min(1, 'must be at least 1')
        .max(RECENT_REVIEWS_MAX, `must be at most ${RECENT_REVIEWS_MAX}`),
    )
    .optional()
    .default(RECENT_REVIEWS_DEFAULT),
});

/**
 * A review the landing page quotes: a buyer's of a completed order, published, with 4 or 5 stars
 * and words, of a gig that is listed, by an account that is not suspended.
 */
export const recentReview = z.object({
  id: z.number().int(),
  stars: z.number().int(),
  text: z.string(),
  publishedAt: z.iso.datetime(),
  reviewer: z.object({ name: z.string(), avatar: assetUrl(), country: z.string() }),
  gig: z.object({ id: z.number().int(), title: z.string() }),
  seller: z.object({ id: z.number().int(), name: z.string() }),
});
export type RecentReview = z.infer<typeof recentReview>;
