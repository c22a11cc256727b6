import type { z } from 'zod';
import type { updateGigBody } from '@giglane/contract/gigs';

/** A gig's body, new or changed, in the glossary's names. */
export function gigFromBody<T extends z.output<typeof updateGigBody>>(body: T) {
  // Indexed types keep a full body's fields required, for a new gig.
  const fields: {
    name: T['tenCongViec'];
    price: T['giaTien'];
    sellerId: T['nguoiTao'];
    image: T['hinhAnh'];
    description: T['moTa'];
    shortDescription: T['moTaNgan'];
    subcategoryId: T['maChiTietLoaiCongViec'];
    ratingCount: T['danhGia'];
    stars: T['saoCongViec'];
  } = {
    name: body.tenCongViec,
    price: body.giaTien,
    sellerId: body.nguoiTao,
    image: body.hinhAnh,
    description: body.moTa,
    shortDescription: body.moTaNgan,
    subcategoryId: body.maChiTietLoaiCongViec,
    ratingCount: body.danhGia,
    stars: body.saoCongViec,
  };
  return fields;
}

export const gigIdFromParams = (params: { MaCongViec: number }) => params.MaCongViec;

export const subcategoryIdFromParams = (params: { MaChiTietLoai: number }) => params.MaChiTietLoai;

export const gigNameFromParams = (params: { TenCongViec: string }) => params.TenCongViec;
