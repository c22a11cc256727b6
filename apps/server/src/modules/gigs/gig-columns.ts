import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { groupDetails, jobGroups, jobs, jobTypes } from '../../db/schema';

/** The wire shape of a gig (CongViec), for every query that returns one. */
export const gigColumns = {
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

/**
 * A subcategory may sit in several groups; a card (CongViecView) names the one with the lowest id
 * and its category. Joined LATERAL, it picks that one group per gig, so a gig never appears twice.
 */
export function firstGroupOfGig(db: Database) {
  return db
    .select({
      groupName: sql<string>`${jobGroups.name}`.as('group_name'),
      typeName: sql<string>`${jobTypes.name}`.as('type_name'),
    })
    .from(groupDetails)
    .innerJoin(jobGroups, eq(jobGroups.id, groupDetails.groupId))
    .innerJoin(jobTypes, eq(jobTypes.id, jobGroups.jobTypeId))
    .where(eq(groupDetails.detailId, jobs.detailId))
    .orderBy(asc(groupDetails.groupId))
    .limit(1)
    .as('first_group');
}
