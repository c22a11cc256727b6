import { serverText } from '@giglane/contract/server-text';

/** An error with a status and the envelope's message and content; one handler turns it into a reply. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly content: string | null,
    readonly envelopeMessage: string,
    /** Sent as the content instead of the text: what the endpoint's contract declares for it. */
    readonly body?: object,
  ) {
    super(content ?? envelopeMessage);
  }
}

/** 400 with one of the original's texts (or ours) in `content`. */
export const badRequest = (content: string) => new HttpError(400, content, serverText.badRequest);

/** 400 naming the field and the rule it broke. */
export const invalid = (field: string, rule: string) =>
  new HttpError(400, `${field}: ${rule}`, serverText.invalidInput);

export const notFound = (content: string | null = null) =>
  new HttpError(404, content, serverText.notFound);

export const forbidden = (content: string) => new HttpError(403, content, serverText.forbidden);
