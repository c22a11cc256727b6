/*
 * The bare baseline of `npm run bench:layers`: Fastify and pg alone, no plugin, hook, logger,
 * schema or envelope, answering three public reads with the same SQL the app sends and the same
 * reply body, byte for byte (src/bare-baseline.postgres.test.ts holds it to that). What the app
 * spends per request beyond this server is the cost of its layers.
 *
 *   DATABASE_URL=postgres://… PORT=… tsx bench/bare-baseline.ts
 *
 * The SQL is not copied: at start-up the app's own repositories run once on a recording pool, and
 * the statements they sent are what this server sends from then on. The mapping from rows to the
 * wire is written out by hand, as the leanest server a person would write for the same reply.
 */
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import Fastify, { type FastifyRequest } from 'fastify';
import pg from 'pg';
import { serverText } from '@giglane/contract/server-text';
import * as schema from '../src/db/schema';
import { createRepositories } from '../src/modules/repositories';
import { ASSET_PATH, isoNow } from '../src/plugins/envelope';

/** A statement as the app sends it, with where the read's own value goes among its parameters. */
type Statement = { name?: string; text: string; params: unknown[]; at: number };
/** The statements of the three reads. */
export type BareStatements = { gigView: Statement; gigViewsByName: Statement; user: Statement };

/** Runs each read once through the app's repositories and keeps the statement each sent. */
export async function recordStatements(pool: pg.Pool): Promise<BareStatements> {
  let sent: { text: string; params: unknown[] }[] = [];
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (text, params) => sent.push({ text, params }) },
  });
  const repos = createRepositories(db);
  // Values no other parameter holds, to find where each read's own goes.
  const ID = 2_000_000_001;
  const TEXT = 'bare-baseline-marker';
  const recorded = async (read: () => Promise<unknown>, value: unknown) => {
    sent = [];
    await read();
    if (sent.length !== 1) throw new Error(`expected one statement, saw ${sent.length}`);
    const { text, params } = sent[0]!;
    return { text, params, at: params.findIndex((param) => String(param).includes(String(value))) };
  };
  return {
    // The app prepares these under their names: PostgreSQL plans them once per connection here too.
    gigView: { name: 'gig_view_by_id', ...(await recorded(() => repos.gigs.findView(ID), ID)) },
    gigViewsByName: await recorded(() => repos.gigs.viewsByName(TEXT), TEXT),
    user: { name: 'user_by_id', ...(await recorded(() => repos.users.find(ID), ID)) },
  };
}

/** The statement with `value` in its read's place. */
const query = ({ name, text, params, at }: Statement, value: unknown): pg.QueryArrayConfig => ({
  ...(name && { name }),
  text,
  values: params.with(at, value),
  rowMode: 'array',
});

const envelope = (content: string) =>
  `{"statusCode":200,"content":${content},"dateTime":${JSON.stringify(isoNow())}}`;

type Stored = { path: string; width: number; height: number; widths: number[] };

/** A card row (the columns of selectCards, in order) as the wire's GigView. */
function card(row: unknown[], url: (path: string) => string) {
  const stored = row[19] as Stored | null;
  const sized = (width: number) => stored!.path.replace(/(\.[^./]+)$/, `-w${width}$1`);
  return {
    id: row[0],
    congViec: {
      id: row[1],
      tenCongViec: row[2],
      danhGia: row[3],
      giaTien: row[4],
      nguoiTao: row[5],
      hinhAnh: url(row[6] as string),
      moTa: row[7],
      maChiTietLoaiCongViec: row[8],
      moTaNgan: row[9],
      saoCongViec: row[10],
    },
    tenLoaiCongViec: row[11],
    tenNhomChiTietLoai: row[12],
    tenChiTietLoai: row[13],
    tenNguoiTao: row[14],
    sellerName: row[15],
    avatar: url(row[16] as string),
    sellerLevel: row[17],
    deliveryDays: row[18],
    cover: stored && {
      url: url(stored.path),
      width: stored.width,
      height: stored.height,
      sizes: [
        ...[...stored.widths]
          .sort((a, b) => a - b)
          .map((width) => ({ width, url: url(sized(width)) })),
        { width: stored.width, url: url(stored.path) },
      ],
    },
  };
}

const CARD_STATUS = 20;
const refusal = (statusCode: number, message: string) =>
  JSON.stringify({ statusCode, message, content: null, dateTime: isoNow() });

/** The bare server over `pool`, answering with `statements` (recorded from the app). */
export function buildBareServer(pool: pg.Pool, statements: BareStatements) {
  const app = Fastify({ logger: false });
  const urlsOf = (request: FastifyRequest) => {
    const origin = `${request.protocol}://${request.host}`;
    return (value: string) => (ASSET_PATH.test(value) ? origin + value : value);
  };
  const json = 'application/json; charset=utf-8';

  app.get<{ Params: { id: string } }>(
    '/api/cong-viec/lay-cong-viec-chi-tiet/:id',
    async (request, reply) => {
      const { rows } = await pool.query<unknown[]>(
        query(statements.gigView, Number(request.params.id)),
      );
      const row = rows[0];
      // The public reads only listed gigs; an unlisted one is its seller's, and not found here.
      if (!row || row[CARD_STATUS] !== 'active')
        return reply.code(404).type(json).send(refusal(404, serverText.notFound));
      return reply.type(json).send(envelope(JSON.stringify([card(row, urlsOf(request))])));
    },
  );

  app.get<{ Params: { name: string } }>(
    '/api/cong-viec/lay-danh-sach-cong-viec-theo-ten/:name',
    async (request, reply) => {
      const text = request.params.name.trim();
      const { rows } = await pool.query<unknown[]>(
        query(statements.gigViewsByName, `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`),
      );
      const url = urlsOf(request);
      return reply.type(json).send(envelope(JSON.stringify(rows.map((row) => card(row, url)))));
    },
  );

  app.get<{ Params: { id: string } }>('/api/users/:id', async (request, reply) => {
    const { rows } = await pool.query<unknown[]>(query(statements.user, Number(request.params.id)));
    const row = rows[0];
    if (!row) return reply.code(400).type(json).send(refusal(400, serverText.userNotFound));
    // The public part of a profile: what a visitor without a token reads.
    const user = {
      id: row[0],
      name: row[1],
      avatar: urlsOf(request)(row[6] as string),
      role: row[8],
      skill: row[9],
      certification: row[10],
      createdAt: (row[11] as Date).toISOString(),
    };
    return reply.type(json).send(envelope(JSON.stringify(user)));
  });
  return app;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  const app = buildBareServer(pool, await recordStatements(pool));
  await app.listen({ port: Number(process.env.PORT ?? 0), host: process.env.HOST ?? '127.0.0.1' });
  process.once('SIGTERM', () => void app.close().then(() => pool.end()));
}
