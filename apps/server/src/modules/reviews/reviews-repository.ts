import { asc, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { Review, ReviewListItem, ReviewView } from '@giglane/contract/reviews';
import type { Paging, SortColumn, SortedPagingQuery } from '@giglane/contract/paging';
import { formatWireDate } from '@giglane/contract/wire-values';
import type { Database } from '../../db/client';
import { comments, jobs, users } from '../../db/schema';
import { invalid } from '../../lib/errors';
import { containsPattern, hasTrigram, pagedByIds } from '../../lib/paging';

/*
 * The gig's danhGia and saoCongViec follow its reviews through the trigger of migration 0002, in
 * the same statement: nothing here touches the gig's rating columns.
 */

/** A review as the routes hand it over, in the glossary's names. */
export type NewReview = {
  gigId: number;
  reviewerId: number;
  reviewedOn: string | null;
  content: string;
  stars: number;
};
export type ReviewChanges = { reviewedOn?: string; content?: string; stars?: number };

const columns = {
  id: comments.id,
  maCongViec: comments.jobId,
  maNguoiBinhLuan: comments.authorId,
  ngayBinhLuan: comments.commentedOn,
  noiDung: comments.content,
  saoBinhLuan: comments.stars,
};

const toWire = <T extends { ngayBinhLuan: string }>(row: T): T => ({
  ...row,
  ngayBinhLuan: formatWireDate(row.ngayBinhLuan),
});

/**
 * Reviews whose text or whose gig's name holds the keyword. A keyword with a run of three letters
 * or digits has trigrams: each half is found through its trigram index (comments.content,
 * jobs.name) and UNION joins the ids, as one OR across the join of the two tables can use neither
 * index and reads the whole join. A shorter keyword has no trigram to look up and matches a large
 * share of the rows: the OR stays, so a page can stop at its last row; it reads the name from the
 * joined gig row (`readsGig`).
 */
function keywordMatch(db: Database, keyword: string): { where: SQL; readsGig: boolean } {
  const pattern = containsPattern(keyword);
  if (!hasTrigram(keyword))
    return {
      where: sql`(${ilike(comments.content, pattern)} or ${ilike(jobs.name, pattern)})`,
      readsGig: true,
    };
  const matching = union(
    db.select({ id: comments.id }).from(comments).where(ilike(comments.content, pattern)),
    db
      .select({ id: comments.id })
      .from(comments)
      .innerJoin(jobs, eq(jobs.id, comments.jobId))
      .where(ilike(jobs.name, pattern)),
  );
  return { where: inArray(comments.id, matching), readsGig: false };
}

export function createReviewsRepository(db: Database) {
  return {
    async list(): Promise<Review[]> {
      const rows = await db.select(columns).from(comments).orderBy(asc(comments.id));
      return rows.map(toWire);
    },

    /** The keyword matches the review's text or its gig's name. */
    page(query: SortedPagingQuery<SortColumn<'comments'>>): Promise<Paging<ReviewListItem>> {
      const match = query.keyword ? keywordMatch(db, query.keyword) : null;
      return pagedByIds(db, query, {
        // Every review has its gig (a foreign key): the matches join it only to match its name.
        matches: () => {
          const select = db.select({ id: comments.id }).from(comments).$dynamic();
          return match?.readsGig
            ? select.innerJoin(jobs, eq(jobs.id, comments.jobId)).where(match.where)
            : select.where(match?.where);
        },
        id: comments.id,
        sortable: columns,
        // The names are joined to the page's own rows only.
        rows: async (ids, order) => {
          const rows = await db
            .select({ ...columns, tenCongViec: jobs.name, tenNguoiBinhLuan: users.name })
            .from(comments)
            .innerJoin(ids, eq(ids.id, comments.id))
            .innerJoin(jobs, eq(jobs.id, comments.jobId))
            .innerJoin(users, eq(users.id, comments.authorId))
            .orderBy(...order);
          return rows.map(toWire);
        },
      });
    },

    async find(id: number): Promise<Review | null> {
      const [row] = await db.select(columns).from(comments).where(eq(comments.id, id));
      return row ? toWire(row) : null;
    },

    /** A gig's reviews with their reviewers, newest first; null when there is no such gig. */
    async listForGig(gigId: number): Promise<ReviewView[] | null> {
      const [gig] = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, gigId));
      if (!gig) return null;
      const rows = await db
        .select({
          id: comments.id,
          ngayBinhLuan: comments.commentedOn,
          noiDung: comments.content,
          saoBinhLuan: comments.stars,
          tenNguoiBinhLuan: users.name,
          avatar: users.avatar,
          country: users.country,
        })
        .from(comments)
        .innerJoin(users, eq(users.id, comments.authorId))
        .where(eq(comments.jobId, gigId))
        .orderBy(desc(comments.commentedOn), desc(comments.id));
      return rows.map(toWire);
    },

    /**
     * A missing date is the database's today. The gig and reviewer rows are locked against deletion
     * until the insert commits, so a 400 names the missing one instead of a foreign-key failure.
     */
    async create(input: NewReview): Promise<Review> {
      return db.transaction(async (tx) => {
        const [gig] = await tx
          .select({ id: jobs.id })
          .from(jobs)
          .where(eq(jobs.id, input.gigId))
          .for('key share');
        if (!gig) throw invalid('maCongViec', 'must be an existing job');
        const [reviewer] = await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(users.id, input.reviewerId))
          .for('key share');
        if (!reviewer) throw invalid('maNguoiBinhLuan', 'must be an existing user');
        const [row] = await tx
          .insert(comments)
          .values({
            jobId: input.gigId,
            authorId: input.reviewerId,
            commentedOn: input.reviewedOn ?? sql`current_date`,
            content: input.content,
            stars: input.stars,
          })
          .returning(columns);
        return toWire(row!);
      });
    },

    /** Fields left out keep their value; null when there is no such review. */
    async update(id: number, input: ReviewChanges): Promise<Review | null> {
      const [row] = await db
        .update(comments)
        // Drizzle leaves undefined fields out of the SET; `id = id` keeps an empty body valid.
        .set({ id, commentedOn: input.reviewedOn, content: input.content, stars: input.stars })
        .where(eq(comments.id, id))
        .returning(columns);
      return row ? toWire(row) : null;
    },

    async remove(id: number): Promise<boolean> {
      const rows = await db
        .delete(comments)
        .where(eq(comments.id, id))
        .returning({ id: comments.id });
      return rows.length > 0;
    },
  };
}

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
