import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  PACKAGE_TIERS,
  type GigStatus,
  type PackageTier,
} from '@giglane/contract/gig-offer-values';
import { OPEN_ORDER_STATES } from '@giglane/contract/order-values';
import type {
  GigOffer,
  GigPackage,
  GigPicture,
  SellerGig,
  SellerGigRow,
} from '@giglane/contract/gig-offers';
import type { Database, Transaction } from '../../db/client';
import { users } from '../accounts/accounts-schema';
import { groupSubcategories, subcategories, categoryGroups } from '../catalog/catalog-schema';
import { gigFaqs, gigPackages, gigPictures, gigs, type GigHold } from './gigs-schema';
import { orders } from '../orders/orders-schema';
import { isForeignKeyViolation } from '../../lib/db-errors';
import { invalid } from '../../lib/errors';
import type { StoredGalleryPicture } from '../files/uploads';
import { insertImage } from '../files/images-repository';
import { coverOf, pictureOf, qualified, type StoredPicture } from './gig-columns';
import { replacePackages, type Pricing } from './gig-packages';
import { listRequirements, replaceRequirements } from './gig-requirements';
import { sellerRating } from './sellers-repository';
import type { GigDeletion } from './gigs-rules';

/** The editor's overview step in the glossary's names. */
export type GigOverview = { title: string; subcategoryId: number; tags: string[] };

/** A gig's description step. */
export type GigDescription = { description: string; faq: { question: string; answer: string }[] };

/** A gig as the editor reads it, with its seller; what is missing to publish is the rules' to say. */
export type EditableGig = Omit<SellerGig, 'missing'> & { sellerId: number };

/** What the editor's rules ask of a gig before a change, read under its row lock. */
export type LockedGig = {
  id: number;
  sellerId: number;
  status: GigStatus;
  title: string;
  subcategoryId: number;
  hasBasic: boolean;
  description: string;
  pictures: StoredPicture[];
};

/** An order the seller still has to finish (decision 023): placed, in progress, delivered, in revision. */
const isOpenOrder = inArray(orders.state, [...OPEN_ORDER_STATES]);

/** The gig's packages, Basic first. */
const packagesOf = (gigId: PgColumn) => sql<GigPackage[]>`coalesce((
  select json_agg(json_build_object(
           'tier', (array['basic', 'standard', 'premium'])[${gigPackages.tier} + 1],
           'name', ${gigPackages.name}, 'description', ${gigPackages.description},
           'price', ${gigPackages.price}, 'deliveryDays', ${gigPackages.deliveryDays},
           'revisions', ${gigPackages.revisions}, 'features', ${gigPackages.features},
           'extra', ${gigPackages.extra})
         order by ${gigPackages.tier})
    from ${gigPackages} where ${gigPackages.gigId} = ${qualified(gigId)}), '[]'::json)`;

const faqOf = (gigId: PgColumn) => sql<GigDescription['faq']>`coalesce((
  select json_agg(json_build_object('question', ${gigFaqs.question}, 'answer', ${gigFaqs.answer})
         order by ${gigFaqs.position})
    from ${gigFaqs} where ${gigFaqs.gigId} = ${qualified(gigId)}), '[]'::json)`;

/** The gallery as stored, the cover first. */
const storedPicturesOf = (gigId: PgColumn) => sql<StoredPicture[]>`coalesce((
  select json_agg(json_build_object('path', ${gigPictures.path}, 'width', ${gigPictures.width},
                                    'height', ${gigPictures.height},
                                    'widths', ${gigPictures.widths})
         order by ${gigPictures.position})
    from ${gigPictures} where ${gigPictures.gigId} = ${qualified(gigId)}), '[]'::json)`;

/** The category of the subcategory's first group, as the cards name it. */
const firstCategoryOf = (subcategoryId: PgColumn) => sql<number | null>`(
  select ${categoryGroups.categoryId} from ${groupSubcategories}
    join ${categoryGroups} on ${categoryGroups.id} = ${groupSubcategories.groupId}
   where ${groupSubcategories.subcategoryId} = ${qualified(subcategoryId)}
   order by ${groupSubcategories.groupId} limit 1)`;

function packagesByTier(packages: GigPackage[]): SellerGig['packages'] {
  const byTier = new Map(packages.map((offer) => [offer.tier, offer]));
  return Object.fromEntries(
    PACKAGE_TIERS.map((tier: PackageTier) => [tier, byTier.get(tier) ?? null]),
  ) as SellerGig['packages'];
}

/** The foreign key a gig's subcategory can break: a 400 naming the field, anything else rethrown. */
function rethrowMissingSubcategory(error: unknown): never {
  if (isForeignKeyViolation(error))
    throw invalid('subcategoryId', 'must be an existing subcategory id');
  throw error;
}

/** The gig's gallery as stored, the cover first. */
function galleryOf(tx: Transaction, gigId: number): Promise<StoredPicture[]> {
  return tx
    .select({
      path: gigPictures.path,
      width: gigPictures.width,
      height: gigPictures.height,
      widths: gigPictures.widths,
    })
    .from(gigPictures)
    .where(eq(gigPictures.gigId, gigId))
    .orderBy(asc(gigPictures.position));
}

/** Locks the gig against concurrent gallery changes and answers its pictures; null: no such gig. */
async function lockGallery(tx: Transaction, gigId: number): Promise<StoredPicture[] | null> {
  const [gig] = await tx.select({ id: gigs.id }).from(gigs).where(eq(gigs.id, gigId)).for('update');
  return gig ? galleryOf(tx, gigId) : null;
}

/**
 * Makes the gallery `after`, the cover first, from `before`. Moved pictures are rewritten in
 * place by one UPDATE, so a picture that only moves is never without its row when the release
 * triggers look (they run at the end of each statement); a picture no row and no gig shows any
 * more goes from `images` with its sizes (migration 0010). The gig's hinhAnh follows the cover.
 */
async function writeGallery(
  tx: Transaction,
  gigId: number,
  before: StoredPicture[],
  after: StoredPicture[],
) {
  const moved = after
    .map((picture, position) => ({ picture, position }))
    .filter(
      ({ picture, position }) =>
        position < before.length && before[position]!.path !== picture.path,
    );
  if (moved.length > 0)
    await tx.execute(sql`
      update ${gigPictures} set path = v.path, width = v.width, height = v.height,
                                widths = v.widths::smallint[]
        from (values ${sql.join(
          moved.map(
            ({ picture, position }) =>
              sql`(${position}::smallint, ${picture.path}, ${picture.width}::smallint,
                   ${picture.height}::smallint, ${`{${picture.widths.join(',')}}`})`,
          ),
          sql`, `,
        )}) as v(position, path, width, height, widths)
       where ${gigPictures.gigId} = ${gigId} and ${gigPictures.position} = v.position`);
  if (after.length < before.length)
    await tx
      .delete(gigPictures)
      .where(and(eq(gigPictures.gigId, gigId), sql`${gigPictures.position} >= ${after.length}`));
  if (after.length > before.length)
    await tx
      .insert(gigPictures)
      .values(
        after
          .slice(before.length)
          .map((picture, i) => ({ ...picture, gigId, position: before.length + i })),
      );
  await tx
    .update(gigs)
    .set({ image: after[0]?.path ?? '', updatedAt: sql`now()` })
    .where(eq(gigs.id, gigId));
}

const storedOf = (picture: StoredGalleryPicture): StoredPicture => ({
  path: picture.path,
  width: picture.width,
  height: picture.height,
  widths: picture.sizes.map((size) => size.width),
});

/** Records a new gallery picture's stored files, one per size; answers it as a gallery holds it. */
async function storePicture(tx: Transaction, picture: StoredGalleryPicture) {
  for (const { path, key, contentType, size } of [picture, ...picture.sizes])
    await insertImage(tx, { path, key, contentType, size });
  return storedOf(picture);
}

export function createSellerGigsRepository(db: Database) {
  return {
    /** A gig as the editor shows it, whatever its status; null: no such gig. */
    async findEditable(gigId: number): Promise<EditableGig | null> {
      const [row] = await db
        .select({
          id: gigs.id,
          sellerId: gigs.sellerId,
          status: gigs.status,
          title: gigs.name,
          subcategoryId: gigs.subcategoryId,
          categoryId: firstCategoryOf(gigs.subcategoryId),
          tags: gigs.tags,
          packages: packagesOf(gigs.id),
          description: gigs.description,
          faq: faqOf(gigs.id),
          pictures: storedPicturesOf(gigs.id),
          updatedAt: gigs.updatedAt,
        })
        .from(gigs)
        .where(eq(gigs.id, gigId));
      if (!row) return null;
      return {
        ...row,
        status: row.status as GigStatus,
        packages: packagesByTier(row.packages),
        pictures: row.pictures.map(pictureOf),
        updatedAt: row.updatedAt.toISOString(),
      };
    },

    /** The caller's gigs in every status, the latest changed first. */
    async listOfSeller(sellerId: number): Promise<SellerGigRow[]> {
      const rows = await db
        .select({
          id: gigs.id,
          title: gigs.name,
          status: gigs.status,
          storedCover: coverOf(gigs.id),
          minPrice: sql<number | null>`(select min(${gigPackages.price}) from ${gigPackages}
                                         where ${gigPackages.gigId} = ${qualified(gigs.id)})`,
          maxPrice: sql<number | null>`(select max(${gigPackages.price}) from ${gigPackages}
                                         where ${gigPackages.gigId} = ${qualified(gigs.id)})`,
          stars: gigs.stars,
          ratingCount: gigs.ratingCount,
          orders: gigs.orderCount,
          openOrders: sql<number>`(select count(*)::int from ${orders}
                                    where ${orders.gigId} = ${qualified(gigs.id)} and ${isOpenOrder})`,
          updatedAt: gigs.updatedAt,
        })
        .from(gigs)
        .where(eq(gigs.sellerId, sellerId))
        .orderBy(desc(gigs.updatedAt), desc(gigs.id));
      return rows.map(({ storedCover, ...row }) => ({
        ...row,
        status: row.status as GigStatus,
        cover: storedCover && pictureOf(storedCover),
        updatedAt: row.updatedAt.toISOString(),
      }));
    },

    /** What the gig page shows beyond the card, whatever the status; null: no such gig. */
    async findOffer(
      gigId: number,
    ): Promise<(GigOffer & { sellerId: number; hold: GigHold | null }) | null> {
      const [row] = await db
        .select({
          id: gigs.id,
          sellerId: gigs.sellerId,
          status: gigs.status,
          hold: gigs.hold,
          tags: gigs.tags,
          description: gigs.description,
          packages: packagesOf(gigs.id),
          faq: faqOf(gigs.id),
          pictures: storedPicturesOf(gigs.id),
          // The seller's open orders over all their gigs: "N Orders in Queue".
          queue: sql<number>`(
            select count(*)::int from ${orders}
             where ${orders.sellerId} = ${qualified(users.id)} and ${isOpenOrder})`,
          seller: {
            id: users.id,
            name: sql<string>`coalesce(nullif(${users.displayName}, ''), ${users.name})`,
            avatar: users.avatar,
            level: users.sellerLevel,
            headline: users.headline,
            country: users.country,
          },
        })
        .from(gigs)
        .innerJoin(users, eq(users.id, gigs.sellerId))
        .where(eq(gigs.id, gigId));
      if (!row) return null;
      const [rating] = await db
        .select(sellerRating)
        .from(gigs)
        .where(eq(gigs.sellerId, row.sellerId));
      return {
        ...row,
        status: row.status as GigStatus,
        pictures: row.pictures.map(pictureOf) satisfies GigPicture[],
        seller: { ...row.seller, ...rating! },
      };
    },

    // ── Reads and writes in the seller gigs service's transaction ──

    /**
     * The gig's facts the editor's rules ask, its row held against other changes until the
     * caller's transaction ends (a NO KEY lock: orders and reviews of the gig may still point at
     * it meanwhile); null: no such gig.
     */
    async lockEditable(tx: Transaction, gigId: number): Promise<LockedGig | null> {
      const [gig] = await tx
        .select({
          id: gigs.id,
          sellerId: gigs.sellerId,
          status: gigs.status,
          title: gigs.name,
          subcategoryId: gigs.subcategoryId,
          hasBasic: sql<boolean>`exists (select 1 from ${gigPackages}
                                          where ${gigPackages.gigId} = ${qualified(gigs.id)}
                                            and ${gigPackages.tier} = 0)`,
          description: gigs.description,
        })
        .from(gigs)
        .where(eq(gigs.id, gigId))
        .for('no key update');
      if (!gig) return null;
      return { ...gig, status: gig.status as GigStatus, pictures: await galleryOf(tx, gigId) };
    },

    /** A new draft: no packages, description or pictures yet. */
    async insertDraft(tx: Transaction, sellerId: number, overview: GigOverview): Promise<number> {
      try {
        const [row] = await tx
          .insert(gigs)
          .values({
            name: overview.title,
            subcategoryId: overview.subcategoryId,
            tags: overview.tags,
            sellerId: sellerId,
            status: 'draft',
            price: 0,
            shortDescription: '',
            description: '',
          })
          .returning({ id: gigs.id });
        return row!.id;
      } catch (error) {
        rethrowMissingSubcategory(error);
      }
    },

    async writeOverview(tx: Transaction, gigId: number, overview: GigOverview): Promise<void> {
      try {
        await tx
          .update(gigs)
          .set({
            name: overview.title,
            subcategoryId: overview.subcategoryId,
            tags: overview.tags,
            updatedAt: sql`now()`,
          })
          .where(eq(gigs.id, gigId));
      } catch (error) {
        rethrowMissingSubcategory(error);
      }
    },

    /**
     * What a package of the subcategory may include (its own list, maybe empty); null: none such.
     * Read in the service's transaction, or alone by the editor's feature picker.
     */
    async subcategoryFeatures(subcategoryId: number, tx: Database = db): Promise<string[] | null> {
      const [row] = await tx
        .select({ features: subcategories.features })
        .from(subcategories)
        .where(eq(subcategories.id, subcategoryId));
      return row?.features ?? null;
    },

    writePricing: (tx: Transaction, gigId: number, pricing: Pricing) =>
      replacePackages(tx, gigId, pricing),

    async writeDescription(tx: Transaction, gigId: number, input: GigDescription): Promise<void> {
      await tx
        .update(gigs)
        .set({ description: input.description, updatedAt: sql`now()` })
        .where(eq(gigs.id, gigId));
      await tx.delete(gigFaqs).where(eq(gigFaqs.gigId, gigId));
      if (input.faq.length > 0)
        await tx
          .insert(gigFaqs)
          .values(input.faq.map((item, position) => ({ ...item, gigId, position })));
    },

    /** The gig's gallery, its row locked for the caller's transaction; null: no such gig. */
    lockGallery,

    /** Stores a new picture's files; what the gallery then holds of it. */
    storePicture,

    /** Makes the locked gallery `after`, from `before`; the gig's hinhAnh follows the cover. */
    writeGallery,

    listRequirements: (gigId: number) => listRequirements(db, gigId),

    writeRequirements: replaceRequirements,

    async writeStatus(tx: Transaction, gigId: number, status: GigStatus): Promise<void> {
      await tx
        .update(gigs)
        .set({ status, updatedAt: sql`now()` })
        .where(eq(gigs.id, gigId));
    },

    /**
     * The gig's orders and open orders, its row locked for the caller's transaction, which keeps
     * new orders out until it ends; null: no such gig.
     */
    async lockOrderCounts(tx: Transaction, gigId: number) {
      const [gig] = await tx
        .select({ id: gigs.id })
        .from(gigs)
        .where(eq(gigs.id, gigId))
        .for('update');
      if (!gig) return null;
      const [counts] = await tx
        .select({
          orders: sql<number>`count(*)::int`,
          openOrders: sql<number>`(count(*) filter (where ${isOpenOrder}))::int`,
        })
        .from(orders)
        .where(eq(orders.gigId, gigId));
      return counts!;
    },

    /**
     * Archives the gig (it leaves every list and search; its orders, their threads, deliveries
     * and reviews stay) or deletes it with everything hanging off it (decision 031).
     */
    async writeDeletion(tx: Transaction, gigId: number, deletion: GigDeletion): Promise<void> {
      if (deletion === 'archive')
        await tx
          .update(gigs)
          .set({ status: 'archived', updatedAt: sql`now()` })
          .where(eq(gigs.id, gigId));
      else await tx.delete(gigs).where(eq(gigs.id, gigId));
    },
  };
}

export type SellerGigsRepository = ReturnType<typeof createSellerGigsRepository>;
