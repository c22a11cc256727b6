import { asc, eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { groupDetails, jobDetails, jobGroups, jobs, jobTypes, users } from '../../db/schema';

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
function firstGroupOfGig(db: Database) {
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

/**
 * The one query behind every gig card (CongViecView): the gig with its seller and its category
 * path, and the columns a caller selects beyond the card's, of the gig (`gig`) and of the card
 * (`card`). Callers add the filter and the order.
 */
function selectCards<G extends Record<string, PgColumn>, C extends Record<string, PgColumn>>(
  db: Database,
  more: { gig: G; card: C },
) {
  const firstGroup = firstGroupOfGig(db);
  return db
    .select({
      id: jobs.id,
      congViec: { ...gigColumns, ...more.gig },
      tenLoaiCongViec: sql<string>`coalesce(${firstGroup.typeName}, '')`,
      tenNhomChiTietLoai: sql<string>`coalesce(${firstGroup.groupName}, '')`,
      tenChiTietLoai: jobDetails.name,
      tenNguoiTao: users.name,
      avatar: users.avatar,
      sellerLevel: users.sellerLevel,
      ...more.card,
    })
    .from(jobs)
    .innerJoin(jobDetails, eq(jobDetails.id, jobs.detailId))
    .innerJoin(users, eq(users.id, jobs.creatorId))
    .leftJoinLateral(firstGroup, sql`true`)
    .$dynamic();
}

export const selectGigCards = (db: Database) => selectCards(db, { gig: {}, card: {} });

/** The search's cards: with what its filters look at, the gig's delivery and its seller's whereabouts. */
export const selectSearchCards = (db: Database) =>
  selectCards(db, {
    gig: { deliveryDays: jobs.deliveryDays, pro: jobs.pro },
    card: { country: users.country, online: users.online },
  });
