import { z } from 'zod';

const marked = new WeakSet<object>();

/**
 * The URL of a picture or file the server stores (`hinhAnh`, an avatar, a gallery size, a
 * delivered file, a message's attachment). It is kept as a path (`/images/…`) and sent as an
 * absolute URL (decision 006): the server finds these fields by this type, wherever a reply's or
 * a live event's schema has them, not by their names.
 */
export function assetUrl() {
  const schema = z.string();
  // By its definition, which `.describe()` and `.meta()` copies share.
  marked.add(schema._zod.def);
  return schema;
}

/** Whether `schema` is an `assetUrl()`, described or not. */
export const isAssetUrl = (schema: z.core.$ZodType) => marked.has(schema._zod.def);
