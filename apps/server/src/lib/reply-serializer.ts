import diagnostics from 'node:diagnostics_channel';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as encodingSerializer } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * What a compiled check says of a reply against its schema, compared with what zod's `encode`
 * would make of it: `exact`, zod accepts it and its output is the same JSON as the value's own;
 * `refused`, zod reports an issue (and throws nothing); `unknown`, anything else (zod would strip
 * a key, reorder them, copy an object it cannot see into, or run code of the schema's own).
 */
export type Verdict = 'exact' | 'refused' | 'unknown';
type Check = (value: unknown) => Verdict;

/** The graver verdict of two: unknown before refused before exact. */
const graver = (a: Verdict, b: Verdict): Verdict =>
  a === 'unknown' || b === 'unknown' ? 'unknown' : a === 'refused' ? a : b;

/** The parts of a zod definition the checks read. */
type Def = {
  type: string;
  coerce?: boolean;
  checks?: z.core.$ZodCheck[];
  shape?: Record<string, z.core.$ZodType>;
  catchall?: z.core.$ZodType;
  element?: z.core.$ZodType;
  innerType?: z.core.$ZodType;
  options?: z.core.$ZodType[];
  discriminator?: string;
  inclusive?: boolean;
};

/**
 * Any schema, asked of zod itself: exact only for a value zod returns unchanged that JSON writes as
 * it is (a string, a number …); an object or array zod accepts is a copy, so unknown.
 */
const askZod =
  (schema: z.core.$ZodType): Check =>
  (value) => {
    try {
      const result = z.safeEncode(schema, value);
      if (!result.success) return 'refused';
      const plain = value === null || (typeof value !== 'object' && typeof value !== 'function');
      return plain && Object.is(result.data, value) ? 'exact' : 'unknown';
    } catch {
      // A transform that cannot run backwards, say: zod throws, and so will the reply's encoding.
      return 'unknown';
    }
  };

const checksOf = (schema: z.core.$ZodType, def: Def) => [
  ...(def.checks ?? []),
  // A format (z.int(), z.email()) is a schema and its own check.
  ...(schema._zod.traits.has('$ZodCheck') ? [schema as unknown as z.core.$ZodCheck] : []),
];

const isSafeInt = (check: z.core.$ZodCheck) => {
  const def = check._zod.def as { check: string; format?: string; when?: unknown };
  return def.check === 'number_format' && def.format === 'safeint' && !def.when;
};

function objectCheck(shape: Record<string, z.core.$ZodType>): Check {
  const fields = Object.entries(shape).map(([key, schema]) => ({
    key,
    check: checkOf(schema),
    // zod's three ways with a key (optin, optout): optional both ways, absent allowed; required;
    // absent allowed in but given a value out (a default).
    optional: schema._zod.optin !== undefined && schema._zod.optout === 'optional',
    required: schema._zod.optin === undefined,
  }));
  return (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'refused';
    const prototype: unknown = Object.getPrototypeOf(value);
    if (prototype !== Object.prototype && prototype !== null) return 'unknown';
    const record = value as Record<string, unknown>;
    // JSON writes the own enumerable keys in this order; zod writes the shape's keys in its own.
    const own = Object.keys(record);
    let next = 0;
    let verdict: Verdict = 'exact';
    // Every key is asked, as zod asks every key: one it cannot answer (unknown) outweighs a refusal.
    for (const { key, check, optional, required } of fields) {
      const present = key in record;
      const found = check(record[key]);
      if (present) {
        if (own[next] === key) next += 1;
        else verdict = 'unknown';
        verdict = graver(verdict, found);
      } else if (required) verdict = graver(verdict, found === 'unknown' ? found : 'refused');
      else if (!optional || found !== 'refused') verdict = graver(verdict, found);
    }
    // A key the shape lacks is stripped by zod, so the JSON would differ.
    return next === own.length ? verdict : graver(verdict, 'unknown');
  };
}

function arrayCheck(element: Check): Check {
  return (value) => {
    if (!Array.isArray(value)) return 'refused';
    if (Object.getPrototypeOf(value) !== Array.prototype) return 'unknown';
    let verdict: Verdict = 'exact';
    for (let i = 0; i < value.length; i += 1) verdict = graver(verdict, element(value[i]));
    return verdict;
  };
}

/** zod's union: the first option that accepts the value, in order. */
function unionCheck(options: Check[]): Check {
  return (value) => {
    for (const option of options) {
      const found = option(value);
      if (found !== 'refused') return found;
    }
    return 'refused';
  };
}

function compile(schema: z.core.$ZodType): Check {
  const def = schema._zod.def as unknown as Def;
  const checks = checksOf(schema, def);
  const traits = schema._zod.traits;
  if (def.coerce) return askZod(schema);
  switch (def.type) {
    case 'string':
      return checks.length === 0
        ? (value) => (typeof value === 'string' ? 'exact' : 'refused')
        : askZod(schema);
    case 'number':
      if (checks.length === 0)
        return (value) =>
          typeof value === 'number' && Number.isFinite(value) ? 'exact' : 'refused';
      return checks.every(isSafeInt)
        ? (value) => (Number.isSafeInteger(value) ? 'exact' : 'refused')
        : askZod(schema);
    case 'boolean':
      return checks.length === 0
        ? (value) => (typeof value === 'boolean' ? 'exact' : 'refused')
        : askZod(schema);
    case 'null':
      return (value) => (value === null ? 'exact' : 'refused');
    case 'enum':
    case 'literal': {
      const values = schema._zod.values;
      return values && checks.length === 0
        ? (value) => (values.has(value as never) ? 'exact' : 'refused')
        : askZod(schema);
    }
    case 'object':
      return def.shape && !def.catchall && checks.length === 0 && !Object.hasOwn(def.shape, '__proto__')
        ? objectCheck(def.shape)
        : askZod(schema);
    case 'array':
      return def.element && checks.length === 0 ? arrayCheck(checkOf(def.element)) : askZod(schema);
    case 'nullable': {
      const inner = checkOf(def.innerType!);
      return checks.length === 0
        ? (value) => (value === null ? 'exact' : inner(value))
        : askZod(schema);
    }
    case 'optional': {
      const inner = checkOf(def.innerType!);
      // An inner default (`optin` "defaulted") puts a value where undefined was: zod's to answer.
      const substitutes = def.innerType!._zod.optin === 'defaulted';
      return checks.length === 0 && !substitutes && !traits.has('$ZodExactOptional')
        ? (value) => (value === undefined ? 'exact' : inner(value))
        : askZod(schema);
    }
    case 'union':
      return checks.length === 0 && !def.discriminator && def.inclusive !== false
        ? unionCheck(def.options!.map(checkOf))
        : askZod(schema);
    default:
      return askZod(schema);
  }
}

const compiled = new WeakMap<z.core.$ZodType, Check>();

/** The check of `schema`, compiled once; a schema inside itself asks its own check when it runs. */
export function checkOf(schema: z.core.$ZodType): Check {
  const known = compiled.get(schema);
  if (known) return known;
  const built: { check?: Check } = {};
  compiled.set(schema, (value) => built.check!(value));
  built.check = compile(schema);
  compiled.set(schema, built.check);
  return built.check;
}

/**
 * Told of every reply that went through zod's `encode` (its route's method and URL): a reply whose
 * value is not the contract's shape as it stands, keys in another order or one too many. Nothing is
 * published while nothing listens; tests listen, to keep the busiest reads on the quick path.
 */
export const encodedReplies = diagnostics.channel('giglane:reply-encoded');

/**
 * Fastify's reply serialiser for the routes' zod schemas. A reply is held to its contract schema on
 * every request, as zod's `encode` held it: where the compiled check finds the value exactly what
 * `encode` would return, it is written by JSON.stringify as it is; any other reply goes through
 * `encode` (fastify-type-provider-zod's serialiser), which strips, reorders, or refuses it with a
 * 500. The bytes are the same either way (reply-serializer.test.ts); the check allocates nothing.
 */
export const replySerializerCompiler: FastifySerializerCompiler<
  z.core.$ZodType | { properties: z.core.$ZodType }
> = (route) => {
  const encoded = encodingSerializer(route);
  const schema = route.schema instanceof z.core.$ZodType ? route.schema : route.schema.properties;
  const check = checkOf(schema);
  const { method, url } = route;
  return (data) => {
    if (check(data) === 'exact') return JSON.stringify(data);
    if (encodedReplies.hasSubscribers) encodedReplies.publish({ method, url });
    return encoded(data);
  };
};
