import { asc, eq, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { GigPicture } from '@giglane/contract/gig-offers';
import type { Database } from '../../db/client';
import { users } from '../accounts/accounts-schema';
import {
  groupSubcategories,
  subcategories,
  categoryGroups,
  categories,
} from '../catalog/catalog-schema';
import { gigPackages, gigPictures, gigs } from './gigs-schema';
import { sizePath } from '../../lib/images';

/** A gig_pictures row as stored: the largest size's path and size, and the narrower widths. */
export type StoredPicture = { path: string; width: number; height: number; widths: number[] };

/**
 * The wire's picture: every size narrowest first, the largest last (paths: the envelope makes
 * them absolute URLs).
 */
export function pictureOf(stored: StoredPicture): GigPicture {
  const narrower = [...stored.widths].sort((a, b) => a - b);
  return {
    url: stored.path,
    width: stored.width,
    height: stored.height,
    sizes: [
      ...narrower.map((width) => ({ width, url: sizePath(stored.path, width) })),
      { width: stored.width, url: stored.path },
    ],
  };
}

/**
 * A column named with its table, for a subquery in a select list to refer to the outer row: drizzle
 * names a lone table's columns bare there, and a bare name inside the subquery is its own table's
 * column when that table has one of the name.
 */
export const qualified = (column: PgColumn): SQL =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

/** A gig's stored cover (position 0) as one JSON value, or null. */
export const coverOf = (gigId: PgColumn) => sql<StoredPicture | null>`(
  select json_build_object('path', ${gigPictures.path}, 'width', ${gigPictures.width},
                           'height', ${gigPictures.height}, 'widths', ${gigPictures.widths})
    from ${gigPictures}
   where ${gigPictures.gigId} = ${qualified(gigId)} and ${gigPictures.position} = 0)`;

/**
 * The delivery time of the package whose price a card shows (giaTien, the Basic package: prices
 * rise with the tier); a gig without packages keeps its row's.
 */
const basicDeliveryDays = sql<number>`coalesce((
  select ${gigPackages.deliveryDays} from ${gigPackages}
   where ${gigPackages.gigId} = ${qualified(gigs.id)} and ${gigPackages.tier} = 0), ${gigs.deliveryDays})`;

/** The name a seller goes by in public: their seller profile's, else their account's. */
const sellerName = sql<string>`coalesce(nullif(btrim(${users.displayName}), ''), ${users.name})`;

/** The wire shape of a gig (CongViec), for every query that returns one. */
export const gigColumns = {
  id: gigs.id,
  tenCongViec: gigs.name,
  danhGia: gigs.ratingCount,
  giaTien: gigs.price,
  nguoiTao: gigs.sellerId,
  hinhAnh: gigs.image,
  moTa: gigs.description,
  maChiTietLoaiCongViec: gigs.subcategoryId,
  moTaNgan: gigs.shortDescription,
  saoCongViec: gigs.stars,
};

/**
 * A subcategory may sit in several groups; a card (CongViecView) names the one with the lowest id
 * and its category. Joined LATERAL, it picks that one group per gig, so a gig never appears twice.
 */
function firstGroupOfGig(db: Database) {
  return db
    .select({
      groupName: sql<string>`${categoryGroups.name}`.as('group_name'),
      typeName: sql<string>`${categories.name}`.as('type_name'),
    })
    .from(groupSubcategories)
    .innerJoin(categoryGroups, eq(categoryGroups.id, groupSubcategories.groupId))
    .innerJoin(categories, eq(categories.id, categoryGroups.categoryId))
    .where(eq(groupSubcategories.subcategoryId, gigs.subcategoryId))
    .orderBy(asc(groupSubcategories.groupId))
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
      id: gigs.id,
      congViec: { ...gigColumns, ...more.gig },
      tenLoaiCongViec: sql<string>`coalesce(${firstGroup.typeName}, '')`,
      tenNhomChiTietLoai: sql<string>`coalesce(${firstGroup.groupName}, '')`,
      tenChiTietLoai: subcategories.name,
      tenNguoiTao: users.name,
      sellerName,
      avatar: users.avatar,
      sellerLevel: users.sellerLevel,
      deliveryDays: basicDeliveryDays,
      storedCover: coverOf(gigs.id),
      ...more.card,
    })
    .from(gigs)
    .innerJoin(subcategories, eq(subcategories.id, gigs.subcategoryId))
    .innerJoin(users, eq(users.id, gigs.sellerId))
    .leftJoinLateral(firstGroup, sql`true`)
    .$dynamic();
}

export const selectGigCards = (db: Database) => selectCards(db, { gig: {}, card: {} });

/** Cards with their gig's status, for reads that show an unlisted gig to its seller. */
export const selectCardsWithStatus = (db: Database) =>
  selectCards(db, { gig: {}, card: { status: gigs.status, hold: gigs.hold } });

/**
 * A card as the wire has it: the stored cover becomes the picture with its sizes, last, where the
 * contract has it. One copy of the row, not two: a search's cards are many.
 */
export function cardOf<T extends { storedCover: StoredPicture | null }>({
  storedCover,
  ...card
}: T): Omit<T, 'storedCover'> & { cover: GigPicture | null } {
  return Object.assign(card, { cover: storedCover && pictureOf(storedCover) });
}

/** The search's cards: with what its filters look at, the gig's delivery and its seller's whereabouts. */
export const selectSearchCards = (db: Database) =>
  selectCards(db, {
    gig: { deliveryDays: gigs.deliveryDays, pro: gigs.pro },
    card: { country: users.country, online: users.online },
  });
