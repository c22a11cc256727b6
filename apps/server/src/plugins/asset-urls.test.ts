import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { assetUrl } from '@giglane/contract/asset-urls';
import { liveEvent } from '@giglane/contract/messages';
import { withAssetUrls } from './envelope';

const absolute = (path: string) => `https://giglane.example${path}`;

describe('asset URLs, found by the schema', () => {
  const card = z.object({
    hinhAnh: assetUrl().describe('absolute image URL'),
    // A field of another name is found by its type alone; a path in a text field is kept.
    seller: z.object({ photo: assetUrl().optional(), bio: z.string() }).nullable(),
    sizes: z.array(z.object({ width: z.number(), src: assetUrl() })),
  });

  it('makes every stored path in an assetUrl() field absolute, however deep, and nothing else', () => {
    const reply = {
      hinhAnh: '/images/gig-1.webp',
      seller: { photo: '/avatar/a.png', bio: '/images/not-a-picture-field.webp' },
      sizes: [{ width: 480, src: '/images/gig-1-w480.webp' }],
    };
    expect(withAssetUrls(z.array(card), [reply, { ...reply, seller: null }], absolute)).toEqual([
      {
        hinhAnh: 'https://giglane.example/images/gig-1.webp',
        seller: {
          photo: 'https://giglane.example/avatar/a.png',
          bio: '/images/not-a-picture-field.webp',
        },
        sizes: [{ width: 480, src: 'https://giglane.example/images/gig-1-w480.webp' }],
      },
      {
        hinhAnh: 'https://giglane.example/images/gig-1.webp',
        seller: null,
        sizes: reply.sizes.map((size) => ({ ...size, src: `https://giglane.example${size.src}` })),
      },
    ]);
    // The value given is left as it was: one event goes to sockets of several origins.
    expect(reply.hinhAnh).toBe('/images/gig-1.webp');
  });

  it('keeps URLs that are not stored paths: empty, already absolute, or elsewhere', () => {
    for (const hinhAnh of ['', 'https://cdn.example/logo.png', '/media/hero.svg'])
      expect(withAssetUrls(card, { hinhAnh, seller: null, sizes: [] }, absolute)).toEqual({
        hinhAnh,
        seller: null,
        sizes: [],
      });
  });

  it('finds them in the live events that carry them, and leaves the others as they were', () => {
    const file = { id: 1, name: 'a.pdf', size: 3, contentType: 'application/pdf' };
    const message = {
      type: 'message',
      message: {
        id: 1,
        conversationId: 1,
        senderId: 2,
        text: '',
        attachments: [{ ...file, url: '/api/message-attachments/1' }],
        at: '2026-11-27T10:00:00Z',
        clientKey: null,
      },
    };
    expect(withAssetUrls(liveEvent, message, absolute)).toMatchObject({
      message: { attachments: [{ url: 'https://giglane.example/api/message-attachments/1' }] },
    });
    const read = { type: 'read', conversationId: 1, userId: 2, readUpTo: 3 };
    expect(withAssetUrls(liveEvent, read, absolute)).toBe(read);
  });
});
