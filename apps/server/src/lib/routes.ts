import type { z } from 'zod';
import type { Method } from '@giglane/contract/endpoint-paths';
import type { EndpointSchemas } from '@giglane/contract/endpoints';
import { envelope, errorEnvelope } from '@giglane/contract/envelope';

/** Reply schemas for OpenAPI and serialisation: the success shape plus the error statuses a route can give. */
function replies(
  content: z.ZodType,
  options: { status?: 200 | 201; errors?: readonly number[]; conflict?: z.ZodType },
): Record<number, z.ZodType> {
  const result: Record<number, z.ZodType> = { [options.status ?? 200]: envelope(content) };
  for (const status of [400, ...(options.errors ?? [])]) result[status] = errorEnvelope;
  if (options.conflict) result[409] = envelope(options.conflict);
  return result;
}

/** The OpenAPI security requirement of routes that need the `token` header. */
const signedIn = [{ token: [] }];

type Endpoint = EndpointSchemas & { method: Method; path: string };

/** A Fastify route schema with only what the endpoint has: Fastify warns of a schema left undefined. */
type RouteSchema = {
  tags: string[];
  summary: string;
  security?: typeof signedIn;
  consumes?: string[];
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  response: Record<number, z.ZodType>;
};

/**
 * What Fastify's type provider reads the handler's types from: each schema as the table types it
 * (`unknown` where the endpoint has none).
 */
type Route<E extends Endpoint> = {
  method: E['method'];
  url: E['path'];
  schema: RouteSchema & { params: E['params']; querystring: E['query']; body: E['body'] };
};

/**
 * Fastify's route for an endpoint of the contract's table (decision 020): its method, its path, and
 * the schema that validates the request, types the handler, serialises the reply and documents it
 * all in OpenAPI. A route module spreads it and adds the authorisation and the handler.
 */
export function routeOf<E extends Endpoint>(endpoint: E): Route<E>;
export function routeOf(endpoint: Endpoint): { method: Method; url: string; schema: RouteSchema } {
  return {
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      tags: [endpoint.tag],
      summary: endpoint.summary,
      ...(endpoint.signedIn && { security: signedIn }),
      ...((endpoint.multipart || endpoint.form) && { consumes: ['multipart/form-data'] }),
      ...(endpoint.params && { params: endpoint.params }),
      ...(endpoint.query && { querystring: endpoint.query }),
      ...(endpoint.body && { body: endpoint.body }),
      response: replies(endpoint.reply, {
        status: endpoint.status,
        errors: endpoint.errors,
        conflict: endpoint.conflict,
      }),
    },
  };
}
