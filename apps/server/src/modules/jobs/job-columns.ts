import { jobs } from '../../db/schema';

/** The wire shape of a job (CongViec), for every query that returns one. */
export const jobColumns = {
  id: jobs.id,
  tenCongViec: jobs.name,
  danhGia: jobs.ratingCount,
  giaTien: jobs.price,
  nguoiTao: jobs.creatorId,
  hinhAnh: jobs.image,
  moTa: jobs.description,
  maChiTietLoaiCongViec: jobs.detailId,
  moTaNgan: jobs.shortDescription,
  saoCongViec: jobs.stars,
};
