import { maxHeaderSize, STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { isAssetUrl } from '@giglane/contract/asset-urls';
import { serverText } from '@giglane/contract/server-text';
import { sqlState, violatedConstraint } from '../lib/db-errors';
import { HttpError } from '../lib/errors';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * A picture URL as stored: our own absolute URLs (which clients send back on update) become
     * paths again, so they follow a later change of PUBLIC_URL; anything else is kept.
     */
    assetPath<T extends string | undefined>(url: T): T;
    /** A stored picture path as the URL clients see on the wire; anything else is kept. */
    assetUrl(path: string): string;
  }
  interface FastifyReply {
    /** 200 with the content in the envelope. */
    ok(content: unknown, message?: string): FastifyReply;
    /** 201 "Thêm mới thành công!" with the new row. */
    created(content: unknown): FastifyReply;
  }
}

/** ISO 8601 with the server's offset, e.g. 2026-11-20T10:15:30.123+07:00. */
export function isoNow(now = new Date()): string {
  const offset = -now.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0');
  const minutes = String(Math.abs(offset) % 60).padStart(2, '0');
  const local = new Date(now.getTime() + offset * 60_000).toISOString().slice(0, -1);
  return `${local}${sign}${hours}:${minutes}`;
}

/** The envelope with its keys in the contract's order, which the reply's check then finds exact. */
function send(reply: FastifyReply, statusCode: number, content: unknown, message?: string) {
  const body = message
    ? { statusCode, message, content, dateTime: isoNow() }
    : { statusCode, content, dateTime: isoNow() };
  return reply.code(statusCode).send(body);
}

/**
 * A reply in the envelope written straight to a socket, for the faults Node answers before any
 * request exists (headers too large, a request that never arrives whole) and for refused
 * WebSocket upgrades, so every client reads the same JSON shape, whatever the stage.
 */
export function writeRawEnvelope(
  socket: Duplex,
  statusCode: number,
  content: string,
  message: string,
  headers: Record<string, string> = {},
): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify({ statusCode, message, content, dateTime: isoNow() });
  const lines = Object.entries({
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    Connection: 'close',
    ...headers,
  }).map(([name, value]) => `${name}: ${value}\r\n`);
  socket.once('finish', () => socket.destroy());
  socket.end(`HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode]}\r\n${lines.join('')}\r\n${body}`);
}

/** A stored asset's path, made absolute on the wire (decision 006). */
export const ASSET_PATH = /^\/(images|avatar|files|api\/message-attachments)\//;

/** Where a schema's `assetUrl()` fields are: here, under these keys, in each item, or in any option. */
type AssetPlan =
  true | { keys: [string, AssetPlan][] } | { each: AssetPlan } | { any: AssetPlan[] };

/** The parts of a zod definition that can hold a field. */
type SchemaDef = {
  type: string;
  shape?: Record<string, z.core.$ZodType>;
  element?: z.core.$ZodType;
  innerType?: z.core.$ZodType;
  in?: z.core.$ZodType;
  out?: z.core.$ZodType;
  options?: z.core.$ZodType[];
  left?: z.core.$ZodType;
  right?: z.core.$ZodType;
  getter?: () => z.core.$ZodType;
};

const plans = new WeakMap<z.core.$ZodType, AssetPlan | null>();

/** Where `schema` holds asset URLs, read once per schema; null where it holds none. */
function assetPlan(schema: z.core.$ZodType): AssetPlan | null {
  if (plans.has(schema)) return plans.get(schema)!;
  // A schema that contains itself holds no more than it is found to hold on the first pass.
  plans.set(schema, null);
  const plan = planOf(schema);
  plans.set(schema, plan);
  return plan;
}

function planOf(schema: z.core.$ZodType): AssetPlan | null {
  if (isAssetUrl(schema)) return true;
  const def = schema._zod.def as unknown as SchemaDef;
  const anyOf = (schemas: (z.core.$ZodType | undefined)[]): AssetPlan | null => {
    const found = schemas.flatMap((inner) => (inner && assetPlan(inner)) || []);
    return found.length === 0 ? null : found.length === 1 ? found[0]! : { any: found };
  };
  switch (def.type) {
    case 'object': {
      const keys = Object.entries(def.shape ?? {}).flatMap(([key, inner]) => {
        const plan = assetPlan(inner);
        return plan ? [[key, plan] as [string, AssetPlan]] : [];
      });
      return keys.length > 0 ? { keys } : null;
    }
    case 'array': {
      const each = def.element && assetPlan(def.element);
      return each ? { each } : null;
    }
    case 'pipe':
      return anyOf([def.in, def.out]);
    case 'union':
      return anyOf(def.options ?? []);
    case 'intersection':
      return anyOf([def.left, def.right]);
    case 'lazy':
      return anyOf([def.getter?.()]);
    default:
      // optional, nullable, default, readonly, catch …: what they wrap.
      return anyOf([def.innerType]);
  }
}

function applyPlan(plan: AssetPlan, value: unknown, absolute: (path: string) => string): unknown {
  if (plan === true)
    return typeof value === 'string' && ASSET_PATH.test(value) ? absolute(value) : value;
  if ('any' in plan)
    return plan.any.reduce((current, option) => applyPlan(option, current, absolute), value);
  if ('each' in plan)
    return Array.isArray(value) ? value.map((item) => applyPlan(plan.each, item, absolute)) : value;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const record = value as Record<string, unknown>;
  let copy: Record<string, unknown> | undefined;
  for (const [key, inner] of plan.keys) {
    if (!(key in record)) continue;
    const changed = applyPlan(inner, record[key], absolute);
    if (changed !== record[key]) (copy ??= { ...record })[key] = changed;
  }
  return copy ?? value;
}

/**
 * `value`, a reply or a live event that `schema` describes, with every stored path in one of the
 * schema's `assetUrl()` fields made absolute by `absolute`: pictures are stored by path
 * (`/images/…`) and sent as absolute URLs, because clients on other origins put them straight
 * into `<img src>` (decision 006). Anything else in those fields is kept; `value` itself is not
 * changed, as one event goes to sockets of several origins.
 */
export function withAssetUrls(
  schema: z.core.$ZodType,
  value: unknown,
  absolute: (path: string) => string,
): unknown {
  const plan = assetPlan(schema);
  return plan ? applyPlan(plan, value, absolute) : value;
}

/**
 * The longest path parameter the router takes: a search text of 200 characters (the schemas'
 * limit), percent-encoded as UTF-8 at up to nine characters each.
 */
export const MAX_PARAM_LENGTH = 1800;

/**
 * Fastify's `frameworkErrors`: a URL the router cannot read is answered before any route or
 * error handler exists for it, so it is put in the envelope here.
 */
export function replyToFrameworkError(
  error: FastifyError,
  _request: unknown,
  reply: FastifyReply,
): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH')
    send(
      reply,
      414,
      `url: a path parameter must be at most ${MAX_PARAM_LENGTH} characters`,
      serverText.invalidInput,
    );
  else if (error.code === 'FST_ERR_BAD_URL')
    send(reply, 400, 'url: must be valid percent-encoded UTF-8', serverText.invalidInput);
  else send(reply, error.statusCode ?? 400, error.message, serverText.badRequest);
}

/**
 * Fastify's `clientErrorHandler`: what Node's parser refuses before a request exists. These are
 * the client's faults, logged at info without a stack; a connection the client reset needs no
 * answer.
 */
export function replyToClientError(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Duplex,
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  this.log.info({ code: error.code }, 'a client sent a request the server cannot read');
  if (error.code === 'HPE_HEADER_OVERFLOW')
    writeRawEnvelope(
      socket,
      431,
      `headers: the request line and headers must be at most ${(maxHeaderSize / 1024).toFixed(0)} KB together; send long values in the body`,
      serverText.badRequest,
    );
  else if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT')
    writeRawEnvelope(socket, 408, 'request: must arrive whole in time', serverText.badRequest);
  else writeRawEnvelope(socket, 400, 'request: must be valid HTTP/1.1', serverText.badRequest);
}

function formatValidationError(error: FastifyError): string {
  if (!hasZodFastifySchemaValidationErrors(error)) return error.message;
  return error.validation
    .map((issue) => {
      const where = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const field = where || error.validationContext || 'request';
      return `${field}: ${issue.message}`;
    })
    .join('; ');
}

export default fp(
  async (app: FastifyInstance, options: { publicUrl: string | undefined }) => {
    const originOf = (request: FastifyRequest) =>
      options.publicUrl ?? `${request.protocol}://${request.host}`;

    app.decorateRequest('assetPath', function <
      T extends string | undefined,
    >(this: FastifyRequest, url: T): T {
      const origin = originOf(this);
      if (url?.startsWith(origin)) {
        const path = url.slice(origin.length);
        if (ASSET_PATH.test(path)) return path as T;
      }
      return url;
    });

    app.decorateRequest('assetUrl', function (this: FastifyRequest, path: string): string {
      return ASSET_PATH.test(path) ? originOf(this) + path : path;
    });

    /** The content as the route's reply schema for `statusCode` has its asset URLs. */
    const withUrls = (reply: FastifyReply, statusCode: number, content: unknown) => {
      const replies = reply.request.routeOptions.schema?.response as
        Record<number, z.ZodObject<{ content: z.ZodType }>> | undefined;
      const schema = replies?.[statusCode]?.shape.content;
      if (!schema) return content;
      const origin = originOf(reply.request);
      return withAssetUrls(schema, content, (path) => origin + path);
    };

    app.decorateReply('ok', function (this: FastifyReply, content: unknown, message?: string) {
      return send(this, 200, withUrls(this, 200, content), message);
    });
    app.decorateReply('created', function (this: FastifyReply, content: unknown) {
      return send(this, 201, withUrls(this, 201, content), serverText.created);
    });

    app.setNotFoundHandler((_request, reply) => send(reply, 404, null, serverText.notFound));

    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof HttpError)
        return send(reply, error.statusCode, error.body ?? error.content, error.envelopeMessage);
      if (hasZodFastifySchemaValidationErrors(error))
        return send(reply, 400, formatValidationError(error), serverText.invalidInput);
      if (error.statusCode === 429)
        return send(reply, 429, error.message, serverText.tooManyRequests);
      if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError)
        return send(reply, 400, 'body: must be valid JSON', serverText.invalidInput);
      if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
        return send(
          reply,
          415,
          'body: must be JSON (Content-Type: application/json)',
          serverText.badRequest,
        );
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500)
        return send(reply, error.statusCode, error.message, serverText.badRequest);
      // Repositories turn the constraint errors they expect into named ones; anything else that the
      // database refused as bad data is still the client's input, never a 500.
      const state = sqlState(error);
      if (state?.startsWith('22') || state?.startsWith('23')) {
        // The client's fault, which anyone may cause at will: a line at info, with no stack.
        request.log.info(
          { code: state, constraint: violatedConstraint(error) },
          'database refused the input',
        );
        return send(reply, 400, 'the database refused this input', serverText.invalidInput);
      }
      request.log.error({ err: error }, 'unhandled error');
      return send(reply, 500, null, serverText.serverError);
    });
  },
  { name: 'envelope' },
);
