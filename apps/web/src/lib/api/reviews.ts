import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type {
  GigReviewSummary,
  RecentReview,
  HelpfulVote,
  Review as WireReview,
  ReviewHelpful,
  ReviewListItem as WireReviewListItem,
  ReviewRatings,
  ReviewReply,
  ReviewView,
} from '@giglane/contract/reviews';
import { todayWireDate } from '@giglane/contract/wire-values';
import { getSession } from '../session';
import { call } from './client';
import { gigKeys } from './gigs';
import { toPage, toPagingQuery, type ListQuery } from './paging';
import { fromWire, toWire } from './wire-names';

/** A buyer's rated text about a gig (docs/glossary.md: review). */
export type Review = {
  id: number;
  gigId: number;
  reviewerId: number;
  /** dd/mm/yyyy. */
  reviewedOn: string;
  text: string;
  stars: number;
};

/** A review as the admin list shows it: with its gig's and its reviewer's names. */
export type ReviewListItem = Review & { gigName: string; reviewerName: string };

export type {
  GigReviewSummary,
  HelpfulVote,
  RecentReview,
  ReviewHelpful,
  ReviewRatings,
  ReviewReply,
};

/** A review as the gig page shows it: with its reviewer's name and avatar. */
export type GigReview = {
  id: number;
  /** dd/mm/yyyy. */
  reviewedOn: string;
  text: string;
  stars: number;
  reviewerName: string;
  reviewerAvatar: string;
  /** Empty when the reviewer never said. */
  reviewerCountry: string;
  /** Written by the buyer of a completed order: "Verified order". */
  verified: boolean;
  /** Its stars count in the rating; false: a comment from someone without an order. */
  counted: boolean;
  /** The Rating Breakdown's answers; null for a review from the open form. */
  ratings: ReviewRatings | null;
  /** The seller's public answer. */
  reply: ReviewReply | null;
};

export const reviewWireNames = {
  id: 'id',
  gigId: 'maCongViec',
  reviewerId: 'maNguoiBinhLuan',
  reviewedOn: 'ngayBinhLuan',
  text: 'noiDung',
  stars: 'saoBinhLuan',
} as const satisfies Record<keyof Review, keyof WireReview>;

const reviewListItemWireNames = {
  ...reviewWireNames,
  gigName: 'tenCongViec',
  reviewerName: 'tenNguoiBinhLuan',
} as const satisfies Record<keyof ReviewListItem, keyof WireReviewListItem>;

const gigReviewWireNames = {
  id: 'id',
  reviewedOn: 'ngayBinhLuan',
  text: 'noiDung',
  stars: 'saoBinhLuan',
  reviewerName: 'tenNguoiBinhLuan',
  reviewerAvatar: 'avatar',
  reviewerCountry: 'country',
  verified: 'verified',
  counted: 'counted',
  ratings: 'ratings',
  reply: 'reply',
} as const satisfies Record<keyof GigReview, keyof ReviewView>;

export const reviewFromWire = (wire: WireReview): Review => fromWire(wire, reviewWireNames);

export const reviewListItemFromWire = (wire: WireReviewListItem): ReviewListItem =>
  fromWire(wire, reviewListItemWireNames);

export const gigReviewFromWire = (wire: ReviewView): GigReview =>
  fromWire(wire, gigReviewWireNames);

/** A review's fields as the create and update bodies take them; fields left out stay out. */
export const reviewToWire = <Fields extends Partial<Review>>(review: Fields) =>
  toWire(review, reviewWireNames);

export const reviewKeys = {
  all: ['reviews'] as const,
  ofGig: (gigId: number) => [...reviewKeys.all, 'gig', gigId] as const,
  summary: (gigId: number) => [...reviewKeys.all, 'summary', gigId] as const,
  recent: () => [...reviewKeys.all, 'recent'] as const,
  pages: () => [...reviewKeys.all, 'page'] as const,
};

/** The columns a review list may be sorted by. */
export const reviewSorts = [
  'id',
  'gigId',
  'reviewerId',
  'reviewedOn',
  'stars',
] as const satisfies readonly (keyof Review)[];
export type ReviewSort = (typeof reviewSorts)[number];

export const reviewQueries = {
  /** The landing page's quotes: the latest 4- and 5-star reviews of completed orders. */
  recent: () =>
    queryOptions({
      queryKey: reviewKeys.recent(),
      queryFn: ({ signal }) => call('listRecentReviews', { query: {}, signal }),
    }),

  /** Reviews with their gig's and reviewer's names a page at a time, for the admin list. */
  page: (query: ListQuery<ReviewSort>) =>
    queryOptions({
      queryKey: [...reviewKeys.pages(), query],
      queryFn: async ({ signal }) =>
        toPage(
          await call('pageReviews', { query: toPagingQuery(query, reviewWireNames), signal }),
          reviewListItemFromWire,
        ),
      // A table keeps the last page on screen while the next one loads, so rows do not flash away.
      placeholderData: keepPreviousData,
    }),

  /** A gig's reviews with their reviewers. */
  ofGig: (gigId: number) =>
    queryOptions({
      queryKey: reviewKeys.ofGig(gigId),
      queryFn: async ({ signal }) =>
        (await call('listGigReviews', { params: { MaCongViec: gigId }, signal })).map(
          gigReviewFromWire,
        ),
    }),

  /** A gig's star counts and the Rating Breakdown's averages per question. */
  summary: (gigId: number) =>
    queryOptions({
      queryKey: reviewKeys.summary(gigId),
      queryFn: ({ signal }) => call('getGigReviewSummary', { params: { id: gigId }, signal }),
    }),
};

/**
 * Posts a review with the specification's payload, dated today. The server recounts the gig's
 * rating in the same transaction, so the reviews and every gig shown with its rating are
 * refetched: at once rather than after the original's one-second pause, since the write is
 * already committed.
 */
export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: Pick<Review, 'gigId' | 'reviewerId' | 'stars' | 'text'>) =>
      call('createReview', {
        body: { id: 0, ...reviewToWire({ ...review, reviewedOn: todayWireDate() }) },
      }).then(reviewFromWire),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
        queryClient.invalidateQueries({ queryKey: gigKeys.all }),
      ]),
  });
}

/** Deletes a review; its gig's rating count and stars follow, so gigs are read again too. */
export function useDeleteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call('deleteReview', { params: { id } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
        queryClient.invalidateQueries({ queryKey: gigKeys.all }),
      ]),
  });
}

const helpfulKeys = {
  all: ['reviews', 'helpful'] as const,
  of: (viewerId: number | null, ids: readonly number[]) =>
    [...helpfulKeys.all, viewerId, ids.join(',')] as const,
};

/** The "Helpful?" votes of the reviews a list shows, with the viewer's own when signed in. */
export const helpfulQuery = (viewerId: number | null, ids: readonly number[]) =>
  queryOptions({
    queryKey: helpfulKeys.of(viewerId, ids),
    queryFn: ({ signal }) => call('listReviewsHelpful', { query: { ids: ids.join(',') }, signal }),
    enabled: ids.length > 0,
  });

/**
 * A page's loader fetches the votes of the reviews it shows first, as the list will ask for them,
 * so the first HTML has their counts.
 */
export function prefetchHelpful(queryClient: QueryClient, ids: readonly number[]) {
  return ids.length > 0
    ? queryClient.prefetchQuery(helpfulQuery(getSession()?.user.id ?? null, ids))
    : Promise.resolve();
}

/** Says whether a review helped, or takes the vote back (null); every list then shows the count. */
export function useVoteHelpful() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, vote }: { reviewId: number; vote: HelpfulVote | null }) =>
      call('voteReviewHelpful', { params: { id: reviewId }, body: { vote } }),
    onSuccess: (votes) => {
      client.setQueriesData<ReviewHelpful[]>({ queryKey: helpfulKeys.all }, (lists) =>
        lists?.map((entry) => (entry.reviewId === votes.reviewId ? votes : entry)),
      );
    },
  });
}
