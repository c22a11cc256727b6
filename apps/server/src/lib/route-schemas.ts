import { z } from 'zod';
import { envelope, errorEnvelope } from '@giglane/contract/envelope';
import { idParam } from '@giglane/contract/wire';

/** Reply schemas for OpenAPI and serialisation: the success shape plus the error statuses a route can give. */
export function replies<T extends z.ZodType>(
  content: T,
  options: { status?: 200 | 201; errors?: number[] } = {},
) {
  const result: Record<number, z.ZodType> = { [options.status ?? 200]: envelope(content) };
  for (const status of [400, ...(options.errors ?? [])]) result[status] = errorEnvelope;
  return result;
}

export const idParams = z.object({ id: idParam });

/** The OpenAPI security requirement of routes that need the `token` header. */
export const signedIn = [{ token: [] }];
