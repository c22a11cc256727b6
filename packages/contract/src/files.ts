import { z } from 'zod';
import { assetUrl } from './asset-urls';

/** A signed link's two query parameters (decision 035): both, or neither for a session's request. */
export const signedLinkQuery = z.object({
  expires: z.coerce
    .number()
    .int()
    .optional()
    .describe('of a signed link: when it stops working, in seconds since 1970'),
  signature: z
    .string()
    .max(100)
    .optional()
    .describe('of a signed link: proves the server made it, for this path and expiry'),
});

export const fileLinkBody = z.object({
  url: z
    .string()
    .min(1)
    .max(2000)
    .describe(
      "a delivered file's or a message attachment's URL as the API gave it (absolute or its path)",
    ),
});
export type FileLinkBody = z.input<typeof fileLinkBody>;

export const fileLink = z.object({
  url: assetUrl().describe(
    'absolute URL of the file that works without the token header until expiresAt, for <a download> and <img>',
  ),
  expiresAt: z.string().describe('ISO 8601'),
});
export type FileLink = z.infer<typeof fileLink>;
