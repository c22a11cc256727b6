import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

/** A small, valid PNG for upload tests. */
export const smallPng = () =>
  sharp({ create: { width: 8, height: 6, channels: 3, background: '#1dbf73' } })
    .png()
    .toBuffer();

/**
 * A GIF made by hand as picture bombs are: a large canvas and many frames of a few bytes each,
 * that a decoder paints onto the whole canvas one after the other. Each frame holds one pixel's
 * data, whatever size it claims.
 */
export function gifBomb(width: number, height: number, frames: number, frameSide = 1): Buffer {
  const le16 = (n: number) => [n & 0xff, n >> 8];
  const frame = [
    ...[0x21, 0xf9, 0x04, 0x00, ...le16(10), 0x00, 0x00], // 10 ms per frame
    ...[0x2c, ...le16(0), ...le16(0), ...le16(frameSide), ...le16(frameSide), 0x00],
    ...[0x02, 0x02, 0x44, 0x01, 0x00], // its one pixel, LZW-coded
  ];
  return Buffer.from([
    ...Buffer.from('GIF89a'),
    ...le16(width),
    ...le16(height),
    ...[0x80, 0x00, 0x00], // a global table of two colours
    ...[0x00, 0x00, 0x00, 0xff, 0xff, 0xff],
    ...[0x21, 0xff, 0x0b, ...Buffer.from('NETSCAPE2.0'), 0x03, 0x01, 0x00, 0x00, 0x00], // loop
    ...Array.from({ length: frames }, () => frame).flat(),
    0x3b,
  ]);
}

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
