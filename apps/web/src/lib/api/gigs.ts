import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { GigOffer, GigPackage, GigPicture } from '@giglane/contract/gig-offers';
import type { Gig as WireGig, GigView } from '@giglane/contract/gigs';
import { ApiError, call } from './client';
import { toPage, toPagingQuery, type ListQuery } from './paging';
import { fromWire, toWire } from './wire-names';

/** A service a seller offers (docs/glossary.md: gig). */
export type Gig = {
  id: number;
  name: string;
  /** US$. */
  price: number;
  ratingCount: number;
  /** 1–5; a gig nobody has reviewed keeps the server's default of 5. */
  stars: number;
  sellerId: number;
  /** Absolute picture URL. */
  image: string;
  description: string;
  shortDescription: string;
  subcategoryId: number;
};

/*
 * The gig offer's wire (packages, FAQ, pictures, the seller's block) already speaks the glossary's
 * English: the app uses it as is.
 */
export type { GigOffer, GigPackage, GigPicture };

/** A gig with its seller and its place in the catalog, as lists and the gig page show it. */
export type GigCard = {
  gig: Gig;
  /** The seller's display name, or their account's name when they gave none. */
  sellerName: string;
  sellerAvatar: string;
  /** 0 New seller, 1 Level 1, 2 Level 2, 3 Top Rated. */
  sellerLevel: number;
  categoryName: string;
  groupName: string;
  subcategoryName: string;
  /** The Basic package's delivery time: the package whose price the card shows. */
  deliveryDays: number;
  /** The cover in every stored size; null when the gig has only its single picture (`gig.image`). */
  cover: GigPicture | null;
};

export const gigWireNames = {
  id: 'id',
  name: 'tenCongViec',
  price: 'giaTien',
  ratingCount: 'danhGia',
  stars: 'saoCongViec',
  sellerId: 'nguoiTao',
  image: 'hinhAnh',
  description: 'moTa',
  shortDescription: 'moTaNgan',
  subcategoryId: 'maChiTietLoaiCongViec',
} as const satisfies Record<keyof Gig, keyof WireGig>;

export const gigFromWire = (wire: WireGig): Gig => fromWire(wire, gigWireNames);

/** A gig's fields as the create and update bodies take them; fields left out stay out. */
export const gigToWire = <Fields extends Partial<Omit<Gig, 'id'>>>(gig: Fields) =>
  toWire(gig, gigWireNames);

export function gigCardFromWire(wire: GigView): GigCard {
  return {
    gig: gigFromWire(wire.congViec),
    sellerName: wire.sellerName,
    sellerAvatar: wire.avatar,
    sellerLevel: wire.sellerLevel,
    categoryName: wire.tenLoaiCongViec,
    groupName: wire.tenNhomChiTietLoai,
    subcategoryName: wire.tenChiTietLoai,
    deliveryDays: wire.deliveryDays,
    cover: wire.cover,
  };
}

/** Every query of gigs starts with `all`, every query of one gig with `one(id)`. */
export const gigKeys = {
  all: ['gigs'] as const,
  one: (id: number) => [...gigKeys.all, id] as const,
  pages: () => [...gigKeys.all, 'page'] as const,
};

/** The columns a gig list may be sorted by. */
export const gigSorts = [
  'id',
  'name',
  'price',
  'stars',
  'ratingCount',
] as const satisfies readonly (keyof Gig)[];
export type GigSort = (typeof gigSorts)[number];

export const gigQueries = {
  /** One gig by id. */
  one: (id: number) =>
    queryOptions({
      queryKey: gigKeys.one(id),
      queryFn: async ({ signal }) => gigFromWire(await call('getGig', { params: { id }, signal })),
    }),

  /** Gigs a page at a time, for the admin list and its pickers. */
  page: (query: ListQuery<GigSort>) =>
    queryOptions({
      queryKey: [...gigKeys.pages(), query],
      queryFn: async ({ signal }) =>
        toPage(
          await call('pageGigs', { query: toPagingQuery(query, gigWireNames), signal }),
          gigFromWire,
        ),
      // A table keeps the last page on screen while the next one loads, so rows do not flash away.
      placeholderData: keepPreviousData,
    }),

  /** The gig page's gig; the API answers a list of one. */
  card: (id: number) =>
    queryOptions({
      queryKey: [...gigKeys.one(id), 'card'],
      queryFn: async ({ signal }) => {
        const [card] = await call('getGigCard', { params: { MaCongViec: id }, signal });
        // An empty list means the same as the 404 the server gives for an unknown id.
        if (!card) throw new ApiError(404, null, 'Gig not found');
        return gigCardFromWire(card);
      },
    }),

  /** What the gig page shows beyond the card: packages, FAQ, pictures, queue and seller. */
  offer: (id: number) =>
    queryOptions({
      queryKey: [...gigKeys.one(id), 'offer'],
      queryFn: ({ signal }) => call('getGigOffer', { params: { id }, signal }),
    }),

  /** The cards of every gig in a subcategory. */
  ofSubcategory: (subcategoryId: number) =>
    queryOptions({
      queryKey: [...gigKeys.all, 'subcategory', subcategoryId],
      queryFn: async ({ signal }) =>
        (
          await call('listSubcategoryGigCards', {
            params: { MaChiTietLoai: subcategoryId },
            signal,
          })
        ).map(gigCardFromWire),
    }),
};

/** A gig's fields as the admin form saves them; a new gig's seller defaults to the caller. */
export type GigFields = Omit<Gig, 'id' | 'image' | 'sellerId'> & { sellerId?: number };

/** Every list and page showing gigs follows a change of one. */
function useInvalidateGigs() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: gigKeys.all });
}

export function useCreateGig() {
  const invalidate = useInvalidateGigs();
  return useMutation({
    mutationFn: (gig: GigFields) => call('createGig', { body: gigToWire(gig) }).then(gigFromWire),
    onSuccess: invalidate,
  });
}

export function useUpdateGig() {
  const invalidate = useInvalidateGigs();
  return useMutation({
    // The body names the gig too, as the original client sent it; the server reads the path.
    mutationFn: ({ id, ...gig }: GigFields & { id: number }) =>
      call('updateGig', { params: { id }, body: { id, ...gigToWire(gig) } }).then(gigFromWire),
    onSuccess: invalidate,
  });
}

/** Sends a saved gig's picture as the multipart `formFile` part the contract names. */
export function useUploadGigImage() {
  const invalidate = useInvalidateGigs();
  return useMutation({
    mutationFn: ({ id, file }: { id: number; file: File }) =>
      call('uploadGigImage', { params: { MaCongViec: id }, file }).then(gigFromWire),
    onSuccess: invalidate,
  });
}

export function useDeleteGig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call('deleteGig', { params: { id } }),
    // The gig's orders and reviews go with it: every list may change.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
