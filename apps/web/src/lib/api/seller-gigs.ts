import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  GigDescriptionBody,
  GigOverviewBody,
  GigPackage,
  GigPicture,
  GigPricingBody,
  PackageBody,
  SellerGig,
  SellerGigRow,
} from '@giglane/contract/gig-offers';
import type { GigStatus } from '@giglane/contract/gig-offer-values';
import { call, upload } from './client';

/*
 * The seller's side of gigs: "My gigs" and the gig editor (`/api/seller-gigs/…`). Their wire
 * already speaks the glossary's English (title, packages, pictures, missing): the app uses it as
 * is.
 */
export type { GigPackage, GigPicture, GigStatus, PackageBody, SellerGig, SellerGigRow };
export type { GigDescriptionBody, GigOverviewBody, GigPricingBody };

/** The catalog's feature lists rarely change: what was read stays fresh for ten minutes. */
const FEATURES_STALE_MS = 10 * 60_000;

export const sellerGigKeys = {
  all: ['seller-gigs'] as const,
  list: () => [...sellerGigKeys.all, 'list'] as const,
  one: (id: number) => [...sellerGigKeys.all, id] as const,
  features: (subcategoryId: number) => [...sellerGigKeys.all, 'features', subcategoryId] as const,
};

export const sellerGigQueries = {
  /** The signed-in seller's gigs in every status, newest change first. */
  list: () =>
    queryOptions({
      queryKey: sellerGigKeys.list(),
      queryFn: ({ signal }) => call('listSellerGigs', { signal }),
    }),

  /** One gig as its editor shows it, with what is still missing to publish it. */
  one: (id: number) =>
    queryOptions({
      queryKey: sellerGigKeys.one(id),
      queryFn: ({ signal }) => call('getSellerGig', { params: { id }, signal }),
    }),

  /** What a package of this subcategory may include. */
  features: (subcategoryId: number) =>
    queryOptions({
      queryKey: sellerGigKeys.features(subcategoryId),
      queryFn: async ({ signal }) =>
        (await call('listSubcategoryFeatures', { params: { id: subcategoryId }, signal })).features,
      staleTime: FEATURES_STALE_MS,
    }),
};

/**
 * Every step's reply is the whole gig: the editor shows it at once, and "My gigs" reads its list
 * again. A change of status or a deletion also changes what the storefront lists (search, cards,
 * the seller page), so those read again too.
 */
function showSavedGig(queryClient: QueryClient, gig: SellerGig, { listed = false } = {}) {
  queryClient.setQueryData(sellerGigKeys.one(gig.id), gig);
  return listed
    ? queryClient.invalidateQueries({
        predicate: (query) =>
          query.queryKey[0] !== sellerGigKeys.all[0] || query.queryKey[1] === 'list',
      })
    : queryClient.invalidateQueries({ queryKey: sellerGigKeys.list() });
}

/** Starts a draft from the overview step. */
export function useCreateSellerGig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (overview: GigOverviewBody) => call('createSellerGig', { body: overview }),
    onSuccess: (gig) => showSavedGig(queryClient, gig),
  });
}

/** One mutation per editor step, each saving that step of gig `id`. */
function useSaveStep<Body>(save: (body: Body) => Promise<SellerGig>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    // A live gig's title, prices and pictures are what the storefront shows.
    onSuccess: (gig) => showSavedGig(queryClient, gig, { listed: gig.status === 'active' }),
  });
}

export const useUpdateGigOverview = (id: number) =>
  useSaveStep((body: GigOverviewBody) => call('updateGigOverview', { params: { id }, body }));

export const useUpdateGigPricing = (id: number) =>
  useSaveStep((body: GigPricingBody) => call('updateGigPricing', { params: { id }, body }));

export const useUpdateGigDescription = (id: number) =>
  useSaveStep((body: GigDescriptionBody) => call('updateGigDescription', { params: { id }, body }));

/** Adds a picture to the gallery, reporting the share sent so far (0–1) as it goes. */
export const useUploadGigPicture = (id: number) =>
  useSaveStep(({ file, onProgress }: { file: File; onProgress: (sent: number) => void }) =>
    upload('uploadGigPicture', { params: { id }, file }, onProgress),
  );

/** Moves the picture at `position` to the front: the cover. */
export const useMakeGigPictureCover = (id: number) =>
  useSaveStep((position: number) => call('makeGigPictureCover', { params: { id, position } }));

export const useDeleteGigPicture = (id: number) =>
  useSaveStep((position: number) => call('deleteGigPicture', { params: { id, position } }));

/** Publishes or resumes (active: only a complete gig), or pauses, a gig. */
export function useSetGigStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: 'active' | 'paused' }) =>
      call('setGigStatus', { params: { id }, body: { status } }),
    onSuccess: (gig) => showSavedGig(queryClient, gig, { listed: true }),
  });
}

/** Deletes a gig; the server refuses (409) while it has open orders. */
export function useDeleteSellerGig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call('deleteSellerGig', { params: { id } }),
    onSuccess: (_reply, id) => {
      queryClient.removeQueries({ queryKey: sellerGigKeys.one(id) });
      // Deleted with its reviews, or archived (decision 031): every list may change.
      return queryClient.invalidateQueries();
    },
  });
}
