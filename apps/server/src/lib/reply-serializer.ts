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
const VERDICTS: readonly Verdict[] = ['exact', 'refused', 'unknown'];

/*
 * Inside, a verdict is its index in VERDICTS, so the graver of two is the larger: a check that
 * cannot answer outweighs a refusal, which outweighs an exact match.
 */
const EXACT = 0;
const REFUSED = 1;
const UNKNOWN = 2;
type Check = (value: unknown) => number;

/**
 * A compiled schema: its check, and for the plainest schemas (a string, a whole number …) the
 * same check as an expression over a variable, which the checks of objects and arrays write into
 * their own code instead of a call.
 */
type Compiled = { check: Check; expression?: (variable: string, dep: Dep) => string };
/** Names a value the generated code refers to (an inner check, a set of values). */
type Dep = (value: unknown) => string;

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
function askZod(schema: z.core.$ZodType): Compiled {
  return {
    check: (value) => {
      try {
        const result = z.safeEncode(schema, value);
        if (!result.success) return REFUSED;
        const plain = value === null || (typeof value !== 'object' && typeof value !== 'function');
        return plain && Object.is(result.data, value) ? EXACT : UNKNOWN;
      } catch {
        // A transform that cannot run backwards, say: zod throws, and so will the reply's encoding.
        return UNKNOWN;
      }
    },
  };
}

/** Whether this process may compile code from text (not under --disallow-code-generation-from-strings). */
const canGenerate = (() => {
  try {
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- a probe of a constant
    return (new Function('return true') as () => boolean)();
  } catch {
    return false;
  }
})();

/**
 * A check written as JavaScript: `body` is the code of a function of `v`, returning a verdict, with
 * `deps` named d0, d1 … in it. Generated code is what makes the check cheap: each property is read
 * by name and each inner check called at a site that only ever calls it, as zod's own objects do.
 */
function generated(write: (dep: Dep) => string): Compiled {
  const deps: unknown[] = [];
  const dep: Dep = (value) => `d${deps.push(value) - 1}`;
  const body = write(dep);
  const names = deps.map((_, index) => `d${index}`);
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the code is ours, made of the schema's keys as JSON strings
  const factory = new Function(...names, `return function check(v) {\n${body}\n};`) as (
    ...values: unknown[]
  ) => Check;
  return { check: factory(...deps) };
}

/** The code of `inner` on `variable`: its expression, or a call of its check. */
const verdictOf = (inner: Compiled, variable: string, dep: Dep) =>
  inner.expression ? inner.expression(variable, dep) : `${dep(inner.check)}(${variable})`;

/** A leaf: its check as an expression, and as a function of its own. */
function leaf(expression: (variable: string, dep: Dep) => string): Compiled {
  return {
    ...generated((dep) => `return ${expression('v', dep)};`),
    expression,
  };
}

const checksOf = (schema: z.core.$ZodType, def: Def) => [
  ...(def.checks ?? []),
  // A format (z.int(), z.email()) is a schema and its own check.
  ...(schema._zod.traits.has('$ZodCheck') ? [schema as unknown as z.core.$ZodCheck] : []),
];

const isSafeInt = (check: z.core.$ZodCheck) => {
  const def = check._zod.def as { check: string; format?: string; when?: unknown };
  return def.check === 'number_format' && def.format === 'safeint' && !def.when;
};

/**
 * zod's object, for a value given as a plain object: every key of the shape asked, as zod asks
 * every key, each in one of zod's three ways (optional both ways, absent allowed; required; absent
 * allowed in but given a value out, a default); then exact only if the value's own keys are the
 * present ones in the shape's order, as JSON writes the one and zod the other.
 */
function objectOf(shape: Record<string, z.core.$ZodType>): Compiled {
  const fields = Object.entries(shape).map(([key, schema]) => ({
    key,
    inner: compiled(schema),
    optional: schema._zod.optin !== undefined && schema._zod.optout === 'optional',
    required: schema._zod.optin === undefined,
  }));
  return generated((dep) => {
    const lines = [
      `if (typeof v !== "object" || v === null || Array.isArray(v)) return ${REFUSED};`,
      `const p = Object.getPrototypeOf(v);`,
      `if (p !== ${dep(Object.prototype)} && p !== null) return ${UNKNOWN};`,
      `let r = ${EXACT}, n = 0, x, y;`,
    ];
    for (const { key, inner, optional, required } of fields) {
      const name = JSON.stringify(key);
      const absent = required
        ? `y = y === ${UNKNOWN} ? ${UNKNOWN} : ${REFUSED};`
        : optional
          ? `if (y === ${REFUSED}) y = ${EXACT};`
          : '';
      lines.push(
        `if (${name} in v) { n++; x = v[${name}]; y = ${verdictOf(inner, 'x', dep)}; }`,
        `else { x = undefined; y = ${verdictOf(inner, 'x', dep)}; ${absent} }`,
        `if (y > r) r = y;`,
      );
    }
    const keys = fields.map(({ key }) => JSON.stringify(key));
    lines.push(
      // A key the shape lacks is stripped by zod, a key not in the shape's place is moved.
      `const own = Object.keys(v);`,
      `if (own.length !== n) return ${UNKNOWN};`,
      `if (n === ${keys.length}) {`,
      ...keys.map((key, index) => `  if (own[${index}] !== ${key}) return ${UNKNOWN};`),
      `} else {`,
      `  const keys = ${dep(fields.map(({ key }) => key))};`,
      `  let j = 0;`,
      `  for (let i = 0; i < n; i++) {`,
      `    while (j < keys.length && keys[j] !== own[i]) j++;`,
      `    if (j === keys.length) return ${UNKNOWN};`,
      `    j++;`,
      `  }`,
      `}`,
      `return r;`,
    );
    return lines.join('\n');
  });
}

/** zod's array: each item asked. */
function arrayOf(element: Compiled): Compiled {
  return generated(
    (dep) => `if (!Array.isArray(v)) return ${REFUSED};
if (Object.getPrototypeOf(v) !== ${dep(Array.prototype)}) return ${UNKNOWN};
let r = ${EXACT}, x, y;
for (let i = 0; i < v.length; i++) {
  x = v[i];
  y = ${verdictOf(element, 'x', dep)};
  if (y > r) r = y;
}
return r;`,
  );
}

/** zod's union: the first option that accepts the value, in order. */
function unionOf(options: Compiled[]): Compiled {
  return generated(
    (dep) => `let y;
${options.map((option) => `y = ${verdictOf(option, 'v', dep)}; if (y !== ${REFUSED}) return y;`).join('\n')}
return ${REFUSED};`,
  );
}

function compile(schema: z.core.$ZodType): Compiled {
  if (!canGenerate) return askZod(schema);
  const def = schema._zod.def as unknown as Def;
  const checks = checksOf(schema, def);
  if (def.coerce) return askZod(schema);
  switch (def.type) {
    case 'string':
      return checks.length === 0
        ? leaf((x) => `(typeof ${x} === "string" ? ${EXACT} : ${REFUSED})`)
        : askZod(schema);
    case 'number':
      // Number.isFinite and isSafeInteger are false for anything but a number: no coercion.
      if (checks.length === 0)
        return leaf((x) => `(Number.isFinite(${x}) ? ${EXACT} : ${REFUSED})`);
      return checks.every(isSafeInt)
        ? leaf((x) => `(Number.isSafeInteger(${x}) ? ${EXACT} : ${REFUSED})`)
        : askZod(schema);
    case 'boolean':
      return checks.length === 0
        ? leaf((x) => `(typeof ${x} === "boolean" ? ${EXACT} : ${REFUSED})`)
        : askZod(schema);
    case 'null':
      return leaf((x) => `(${x} === null ? ${EXACT} : ${REFUSED})`);
    case 'enum':
    case 'literal': {
      const values = schema._zod.values;
      return values && checks.length === 0
        ? leaf((x, dep) => `(${dep(values)}.has(${x}) ? ${EXACT} : ${REFUSED})`)
        : askZod(schema);
    }
    case 'object':
      return def.shape &&
        !def.catchall &&
        checks.length === 0 &&
        !Object.hasOwn(def.shape, '__proto__')
        ? objectOf(def.shape)
        : askZod(schema);
    case 'array':
      return def.element && checks.length === 0 ? arrayOf(compiled(def.element)) : askZod(schema);
    case 'nullable': {
      const inner = compiled(def.innerType!);
      return checks.length === 0
        ? leaf((x, dep) => `(${x} === null ? ${EXACT} : ${verdictOf(inner, x, dep)})`)
        : askZod(schema);
    }
    case 'optional': {
      const inner = compiled(def.innerType!);
      // An inner default (`optin` "defaulted") puts a value where undefined was: zod's to answer.
      const substitutes = def.innerType!._zod.optin === 'defaulted';
      return checks.length === 0 && !substitutes && !schema._zod.traits.has('$ZodExactOptional')
        ? leaf((x, dep) => `(${x} === undefined ? ${EXACT} : ${verdictOf(inner, x, dep)})`)
        : askZod(schema);
    }
    case 'union':
      return checks.length === 0 && !def.discriminator && def.inclusive !== false
        ? unionOf(def.options!.map(compiled))
        : askZod(schema);
    default:
      return askZod(schema);
  }
}

const compiledSchemas = new WeakMap<z.core.$ZodType, Compiled>();

/** `schema` compiled once; a schema inside itself calls its own check, once it is made. */
function compiled(schema: z.core.$ZodType): Compiled {
  const known = compiledSchemas.get(schema);
  if (known) return known;
  const built: { check?: Check } = {};
  compiledSchemas.set(schema, { check: (value) => built.check!(value) });
  const result = compile(schema);
  built.check = result.check;
  compiledSchemas.set(schema, result);
  return result;
}

/** The compiled check of `schema`, saying what zod's encode would make of a value. */
export function checkOf(schema: z.core.$ZodType): (value: unknown) => Verdict {
  const { check } = compiled(schema);
  return (value) => VERDICTS[check(value)]!;
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
 * 500. The bytes are the same either way (reply-serializer.test.ts); the check allocates nothing
 * but the list of an object's keys.
 */
export const replySerializerCompiler: FastifySerializerCompiler<
  z.core.$ZodType | { properties: z.core.$ZodType }
> = (route) => {
  const encoded = encodingSerializer(route);
  const schema = route.schema instanceof z.core.$ZodType ? route.schema : route.schema.properties;
  const { check } = compiled(schema);
  const { method, url } = route;
  return (data) => {
    if (check(data) === EXACT) return JSON.stringify(data);
    if (encodedReplies.hasSubscribers) encodedReplies.publish({ method, url });
    return encoded(data);
  };
};
