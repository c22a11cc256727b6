import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  SellerLevelStanding,
  SellerProfile,
  SellerProfileBody,
  SellerReview,
} from '@giglane/contract/sellers';
import { call } from './client';
import { gigCardFromWire, type GigCard } from './gigs';
import { toPage } from './paging';

/*
 * Sellers' wire (the profile, the onboarding body, the reviews of their gigs) already speaks the
 * glossary's English: the app uses it as is. Only the seller page's gigs are gig cards to map.
 */
export type { SellerProfile, SellerReview };

/** The onboarding form's values, as the contract's sellerProfileBody takes them. */
export type SellerProfileValues = SellerProfileBody;

/** A public seller page: the profile and the seller's active gigs, best rated first. */
export type SellerPage = { seller: SellerProfile; gigs: GigCard[] };

/** Reviews a seller page shows at a time. */
export type { SellerLevelStanding };

export const SELLER_REVIEWS_PAGE_SIZE = 5;

export const sellerKeys = {
  all: ['sellers'] as const,
  one: (id: number) => [...sellerKeys.all, id] as const,
  /** The signed-in user's own seller profile. */
  mine: () => [...sellerKeys.all, 'mine'] as const,
  /** The signed-in seller's level and the next one's requirements. */
  level: () => [...sellerKeys.all, 'mine', 'level'] as const,
};

/** Whether a profile is a seller's: a user becomes one with the onboarding form. */
export const isSeller = (profile: SellerProfile) => profile.sellerSince !== null;

export const sellerQueries = {
  /** The public seller page: 404 for a user who sells nothing. */
  page: (id: number) =>
    queryOptions({
      queryKey: sellerKeys.one(id),
      queryFn: async ({ signal }): Promise<SellerPage> => {
        const { seller, gigs } = await call('getSeller', { params: { id }, signal });
        return { seller, gigs: gigs.map(gigCardFromWire) };
      },
    }),

  /** Reviews of the seller's gigs, newest first, one page (1-based) at a time. */
  reviews: (id: number, page: number) =>
    queryOptions({
      queryKey: [...sellerKeys.one(id), 'reviews', page],
      queryFn: async ({ signal }) =>
        toPage(
          await call('pageSellerReviews', {
            params: { id },
            query: { pageIndex: page, pageSize: SELLER_REVIEWS_PAGE_SIZE },
            signal,
          }),
          (review) => review,
        ),
      // The list keeps the last page on screen while the next one loads.
      placeholderData: keepPreviousData,
    }),

  /** The signed-in seller's level, computed by the server's rules, and what the next one asks. */
  level: () =>
    queryOptions({
      queryKey: sellerKeys.level(),
      queryFn: ({ signal }) => call('getSellerLevel', { signal }),
    }),

  /** The signed-in user's seller profile; `sellerSince` null: not a seller yet. */
  mine: () =>
    queryOptions({
      queryKey: sellerKeys.mine(),
      queryFn: ({ signal }) => call('getSellerProfile', { signal }),
    }),
};

/** Becomes a seller, or edits the seller profile; the header's menu and seller pages follow. */
export function useSaveSellerProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: SellerProfileValues) => call('saveSellerProfile', { body: values }),
    onSuccess: (profile) => {
      queryClient.setQueryData(sellerKeys.mine(), profile);
      return queryClient.invalidateQueries({ queryKey: sellerKeys.one(profile.id) });
    },
  });
}
