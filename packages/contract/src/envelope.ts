import { z } from 'zod';

/** Every reply, success or error, has this shape; the HTTP status equals `statusCode`. */
export function envelope<T extends z.ZodType>(content: T) {
  return z.object({
    statusCode: z.number().int(),
    message: z.string().optional(),
    content,
    dateTime: z.string().describe('ISO 8601 with offset'),
  });
}

export const errorEnvelope = envelope(z.string().nullable().describe('what went wrong'));

export type Envelope<T> = {
  statusCode: number;
  message?: string;
  content: T;
  dateTime: string;
};
