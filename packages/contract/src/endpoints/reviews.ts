import { z } from 'zod';
import { paging, sortColumns, sortedPagingQuery } from '../paging';
import {
  createReviewBody,
  gigReviewsParams,
  gigReviewSummary,
  orderReview,
  orderReviewBody,
  review,
  reviewListItem,
  reviewReply,
  reviewReplyBody,
  reviewView,
  updateReviewBody,
} from '../reviews';
import { idParams } from '../wire';
import { endpointGroup } from './endpoint-schemas';

/** Reviews: the original API's comments (BinhLuan) and the reviews of orders. */
export const reviewEndpoints = endpointGroup({
  getGigReviewSummary: {
    tag: 'BinhLuan',
    summary: "A gig's star counts and the Rating Breakdown's averages per question",
    params: idParams,
    reply: gigReviewSummary,
    errors: [404],
  },
  reviewOrder: {
    tag: 'Orders',
    summary: 'Review a completed order (its buyer, once)',
    signedIn: true,
    params: idParams,
    body: orderReviewBody,
    reply: orderReview,
    status: 201,
    errors: [403, 404, 409],
  },
  editOrderReview: {
    tag: 'Orders',
    summary: "Edit the order's review (its buyer, within 14 days of writing it)",
    signedIn: true,
    params: idParams,
    body: orderReviewBody,
    reply: orderReview,
    errors: [403, 404, 409],
  },
  listReviews: { tag: 'BinhLuan', summary: 'All reviews', reply: z.array(review) },
  pageReviews: {
    tag: 'BinhLuan',
    summary:
      "Reviews with their gig's and reviewer's names, a page at a time, by text or gig name (admin)",
    signedIn: true,
    query: sortedPagingQuery(sortColumns.comments),
    reply: paging(reviewListItem),
    errors: [403],
  },
  listGigReviews: {
    tag: 'BinhLuan',
    summary: "A gig's reviews with their reviewers, newest first",
    params: gigReviewsParams,
    reply: z.array(reviewView),
    errors: [404],
  },
  createReview: {
    tag: 'BinhLuan',
    summary: 'Review and rate a gig as the caller (an admin may name the reviewer)',
    signedIn: true,
    body: createReviewBody,
    reply: review,
    status: 201,
    errors: [403],
  },
  updateReview: {
    tag: 'BinhLuan',
    summary: 'Edit a review (its reviewer or an admin)',
    signedIn: true,
    params: idParams,
    body: updateReviewBody,
    reply: review,
    errors: [403, 404],
  },
  deleteReview: {
    tag: 'BinhLuan',
    summary: 'Delete a review (its reviewer or an admin)',
    signedIn: true,
    params: idParams,
    reply: z.null(),
    errors: [403, 404],
  },
  replyToReview: {
    tag: 'BinhLuan',
    summary: "Answer a review publicly (the gig's seller, once per review)",
    signedIn: true,
    params: idParams,
    body: reviewReplyBody,
    reply: reviewReply,
    status: 201,
    errors: [403, 404, 409],
  },
});
