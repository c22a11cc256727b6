import { queryOptions } from '@tanstack/react-query';
import type { Gig as WireGig, GigView } from '@giglane/contract/gigs';
import { ApiError, call } from './client';
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

/** A gig with its seller and its place in the catalog, as lists and the gig page show it. */
export type GigCard = {
  gig: Gig;
  sellerName: string;
  sellerAvatar: string;
  /** 0 New seller, 1 Level 1, 2 Level 2, 3 Top Rated. */
  sellerLevel: number;
  categoryName: string;
  groupName: string;
  subcategoryName: string;
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
    sellerName: wire.tenNguoiTao,
    sellerAvatar: wire.avatar,
    sellerLevel: wire.sellerLevel,
    categoryName: wire.tenLoaiCongViec,
    groupName: wire.tenNhomChiTietLoai,
    subcategoryName: wire.tenChiTietLoai,
  };
}

/** Every query of gigs starts with `all`, every query of one gig with `one(id)`. */
export const gigKeys = {
  all: ['gigs'] as const,
  one: (id: number) => [...gigKeys.all, id] as const,
};

export const gigQueries = {
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
