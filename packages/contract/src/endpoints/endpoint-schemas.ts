import type { z } from 'zod';
import type { EndpointName } from '../endpoint-paths';

/** What an endpoint takes and answers, beyond its method and path. */
export type EndpointSchemas = {
  summary: string;
  /** The OpenAPI tag: the original API's resource name. */
  tag: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The envelope's `content` on success. */
  reply: z.ZodType;
  status?: 200 | 201;
  /** Statuses beyond 200/201 and 400 that the endpoint may answer. */
  errors?: readonly number[];
  /** The envelope's `content` of a 409 that carries more than a text. */
  conflict?: z.ZodType;
  /** Needs the `token` header. */
  signedIn?: true;
  /** Takes one picture as multipart form data, in a part named `formFile`. */
  multipart?: true;
  /**
   * Takes multipart form data instead of a JSON body: the text fields of `fields` (checked by the
   * route, 400 naming the field) and up to `files.max` files, each in a part named `files.part`.
   */
  form?: { fields: z.ZodType; files: { part: string; max: number } };
};

/**
 * One resource's endpoints, each checked against the names of `endpoint-paths.ts` and the shape
 * above as it is written; `endpoints.ts` composes the resources into the one table.
 */
export function endpointGroup<
  const T extends { [N in keyof T]: N extends EndpointName ? EndpointSchemas : never },
>(group: T): T {
  return group;
}
