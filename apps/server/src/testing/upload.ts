import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

/** A small, valid PNG for upload tests. */
export const smallPng = () =>
  sharp({ create: { width: 8, height: 6, channels: 3, background: '#1dbf73' } })
    .png()
    .toBuffer();

/** A multipart body with one PNG part named formFile, as the clients send it; spread into `call`. */
export function formFile(bytes: Buffer, filename: string) {
  const boundary = `----giglane${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="formFile"; filename="${filename}"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return {
    body: payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
