import diagnostics from 'node:diagnostics_channel';
import fc from 'fast-check';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { endpoints } from '@giglane/contract/endpoints';
import { envelope } from '@giglane/contract/envelope';
import { userProfile } from '@giglane/contract/users';
import { createSeller, insertFeatureCatalog, sellerGigApi } from '../testing/seller-gigs';
import { call, createTestApp, type TestApp } from '../testing/test-app';
import { checkOf, encodedReplies, replySerializerCompiler } from './reply-serializer';
import { routeOf } from './routes';

type Serialize = (data: unknown) => string;

/** Every reply schema of every route, by the route and status: what Fastify compiles. */
const replySchemas = Object.entries(endpoints).flatMap(([name, endpoint]) =>
  Object.entries(routeOf(endpoint).schema.response).map(([status, schema]) => ({
    name: `${name} ${status}`,
    route: { schema, method: endpoint.method, url: endpoint.path, httpStatus: status },
  })),
);

/** Both serialisers of a reply schema: the app's, and zod's encoding that it stands for. */
function serializers(route: (typeof replySchemas)[number]['route']) {
  return {
    ours: replySerializerCompiler(route) as Serialize,
    zods: serializerCompiler(route) as Serialize,
  };
}

/** What a serialiser makes of a value: its bytes, or the error it throws. */
function outcome(serialize: Serialize, value: unknown) {
  try {
    return { bytes: serialize(value) };
  } catch (error) {
    return { threw: `${(error as Error).name}: ${(error as Error).message}` };
  }
}

/** Values of a schema as a route hands them over: its keys in the contract's order. */
function valuesOf(schema: z.core.$ZodType): fc.Arbitrary<unknown> {
  const def = schema._zod.def as unknown as {
    type: string;
    shape?: Record<string, z.core.$ZodType>;
    element?: z.core.$ZodType;
    innerType?: z.core.$ZodType;
    options?: z.core.$ZodType[];
  };
  switch (def.type) {
    case 'string':
      // Mostly within the checks a reply's strings have (not empty, short).
      return fc.oneof(fc.string({ minLength: 1, maxLength: 30 }), fc.string({ unit: 'binary' }));
    case 'number':
      // Mostly whole and positive, as ids, prices and counts are.
      return fc.oneof(
        { weight: 4, arbitrary: fc.nat() },
        fc.integer(),
        fc.maxSafeInteger(),
        fc.double(),
      );
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'enum':
    case 'literal':
      return fc.constantFrom(...schema._zod.values!);
    case 'object': {
      const shape = def.shape!;
      const required = Object.keys(shape).filter((key) => shape[key]!._zod.optin === undefined);
      return fc.record(
        Object.fromEntries(Object.entries(shape).map(([key, inner]) => [key, valuesOf(inner)])),
        { requiredKeys: required },
      );
    }
    case 'array':
      return fc.array(valuesOf(def.element!), { maxLength: 3 });
    case 'nullable':
      return fc.option(valuesOf(def.innerType!), { nil: null });
    case 'optional':
      return fc.option(valuesOf(def.innerType!), { nil: undefined });
    case 'union':
      return fc.oneof(...def.options!.map(valuesOf));
    default:
      return fc.oneof(fc.string(), fc.anything({ maxDepth: 1 }));
  }
}

class Thing {
  id = 1;
}
/** Values no reply should hold, and some that only look like what it should. */
const oddities = [
  undefined,
  null,
  Number.NaN,
  Infinity,
  -0,
  1.5,
  2 ** 53,
  '',
  'text',
  true,
  0,
  {},
  [],
  new Date(0),
  Object.create(null) as object,
  new Thing(),
];

/**
 * `value` changed here and there as a route might get it wrong: a value of another type, keys in
 * another order, a key too many or too few, an object that is not plain, a hole in an array.
 */
function mutated(value: unknown, random: () => number): unknown {
  const pick = () => oddities[Math.floor(random() * oddities.length)];
  if (random() < 0.06) return pick();
  if (Array.isArray(value)) {
    const copy = value.map((item) => mutated(item, random));
    const roll = random();
    if (roll < 0.1) copy.push(pick());
    else if (roll < 0.15) copy.length += 1;
    return copy;
  }
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  const entries = Object.entries(value).map(([key, item]) => [key, mutated(item, random)]);
  const roll = random();
  if (roll < 0.1) entries.reverse();
  else if (roll < 0.2) entries.push(['extra', pick()]);
  else if (roll < 0.3 && entries.length > 0)
    entries.splice(Math.floor(random() * entries.length), 1);
  const kind = random();
  const copy = (kind < 0.05 ? Object.create(null) : kind < 0.1 ? new Thing() : {}) as Record<
    string,
    unknown
  >;
  for (const [key, item] of entries) copy[key as string] = item;
  return copy;
}

/** A seeded random number generator (mulberry32), so a failing case shrinks to its seed. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('the reply serialiser', () => {
  it('covers every reply schema of the contract', () => {
    expect(replySchemas.length).toBeGreaterThan(100);
  });

  it.each(replySchemas)('writes what zod writes, or throws what it throws: $name', ({ route }) => {
    const { ours, zods } = serializers(route);
    const reply = route.schema as z.core.$ZodType;
    fc.assert(
      fc.property(valuesOf(reply), fc.integer(), (value, seed) => {
        expect(outcome(ours, value)).toEqual(outcome(zods, value));
        const changed = mutated(value, seeded(seed));
        expect(outcome(ours, changed)).toEqual(outcome(zods, changed));
      }),
      { numRuns: 40 },
    );
  });

  it('writes a reply in the contract key order as it is, and any other through zod', () => {
    const schema = envelope(userProfile);
    const check = checkOf(schema);
    const visitor = {
      id: 7,
      name: 'Ana',
      avatar: '',
      role: 'USER',
      skill: [],
      certification: [],
      createdAt: '2026-11-28T00:00:00.000Z',
    };
    const reply = { statusCode: 200, content: visitor, dateTime: '2026-11-28T07:00:00.000+07:00' };
    // The whole user refuses it (no email), the public part takes it as it is.
    expect(check(reply)).toBe('exact');
    // zod would put the keys in order and strip what the contract lacks.
    const reversed = Object.fromEntries(Object.entries(visitor).reverse());
    expect(check({ ...reply, content: reversed })).toBe('unknown');
    expect(check({ content: visitor, statusCode: 200, dateTime: reply.dateTime })).toBe('unknown');
    expect(check({ ...reply, content: { ...visitor, email: 'ana@example.com' } })).toBe('unknown');
    expect(check({ ...reply, content: { ...visitor, id: 7.5 } })).toBe('refused');
    const { ours, zods } = serializers({
      schema,
      method: 'GET',
      url: '/api/users/:id',
      httpStatus: '200',
    });
    const leaked = { ...reply, content: { ...visitor, email: 'ana@example.com', phone: '1' } };
    expect(ours(leaked)).toBe(zods(leaked));
    expect(ours(leaked)).not.toContain('ana@example.com');
    expect(() => ours({ ...reply, statusCode: Number.NaN })).toThrow(/response/i);
  });
});

describe('the busiest reads', () => {
  let t: TestApp;
  let gigId: number;
  let userId: number;
  let token: string;
  const encoded: string[] = [];
  const onEncoded = (message: unknown) => {
    const { method, url } = message as { method: string; url: string };
    encoded.push(`${method} ${url}`);
  };

  beforeAll(async () => {
    t = await createTestApp();
    const seller = await createSeller(t, 'quick.path');
    ({ id: userId, token } = seller);
    const subcategoryId = (await insertFeatureCatalog(t)).logo;
    gigId = (
      await sellerGigApi(t).createListedGig(seller, subcategoryId, {
        title: 'I will draw a quick logo',
      })
    ).id;
    diagnostics.subscribe('giglane:reply-encoded', onEncoded);
  });
  afterAll(async () => {
    diagnostics.unsubscribe('giglane:reply-encoded', onEncoded);
    await t.close();
  });

  it('are held to their schemas without zod encoding them', async () => {
    expect(encodedReplies.hasSubscribers).toBe(true);
    const reads = [
      call(t.app, 'GET', `/api/cong-viec/lay-cong-viec-chi-tiet/${gigId}`),
      call(t.app, 'GET', '/api/cong-viec/lay-danh-sach-cong-viec-theo-ten/quick'),
      call(t.app, 'GET', `/api/users/${userId}`),
      call(t.app, 'GET', `/api/users/${userId}`, { token }),
    ];
    const replies = await Promise.all(reads);
    for (const reply of replies) expect(reply.status).toBe(200);
    // A gig page with its cover, so every field of a card was checked.
    expect(JSON.stringify(replies[0]!.body)).toContain('"cover":{"url":');
    expect(encoded).toEqual([]);
  });
});
