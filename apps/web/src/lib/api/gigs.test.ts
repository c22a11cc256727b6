import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { gigOffer } from '@giglane/contract/gig-offers';
import { createGigBody, gig as gigSchema, gigView } from '@giglane/contract/gigs';
import { stubFetch } from '../../testing/fetch-stub';
import { ApiError } from './client';
import { endpointUrl } from './endpoint-url';
import { gigCardFromWire, gigFromWire, gigQueries, gigToWire } from './gigs';
import { wireGig, wireGigCard, wireGigOffer } from './wire-fixtures';

describe('the gig mappers', () => {
  it('read a gig card of the contract in the glossary’s names', () => {
    // The fixture is a reply the contract accepts, so the mapping is of the real shape.
    expect(gigView.parse(wireGigCard)).toEqual(wireGigCard);
    expect(gigCardFromWire(wireGigCard)).toEqual({
      gig: {
        id: 2,
        name: 'I will build a simple sales funnel in ClickFunnels',
        price: 60,
        ratingCount: 1,
        stars: 5,
        sellerId: 61,
        image: 'http://127.0.0.1:4173/images/gig-adb842d9964c.webp',
        description: 'What you get:\n• A funnel map\n• Landing and thank-you pages',
        shortDescription: 'Premium Sales Funnels without the premium price.',
        subcategoryId: 122,
      },
      sellerName: 'Huy Hoang',
      sellerAvatar: 'http://127.0.0.1:4173/avatar/avatar-dbac8df0869c.webp',
      sellerLevel: 2,
      categoryName: 'Business',
      groupName: 'Sales & Customer Care',
      subcategoryName: 'Sales Funnels',
      deliveryDays: 3,
      cover: wireGigCard.cover,
    });
  });

  it('write a gig back as the body the create endpoint takes, every field where it came from', () => {
    expect(gigSchema.parse(wireGig)).toEqual(wireGig);
    const { id, ...fields } = gigFromWire(wireGig);
    const body = gigToWire(fields);
    expect({ id, ...body }).toEqual(wireGig);
    expect(createGigBody.safeParse(body).success).toBe(true);
  });

  it('leave out of a body the fields not given', () => {
    expect(gigToWire({ price: 75 })).toEqual({ giaTien: 75 });
  });
});

describe('gigQueries.card', () => {
  it("asks for the gig page's card and answers it in English", async () => {
    const requests = stubFetch(() => ({ content: [wireGigCard] }));
    const card = await new QueryClient().fetchQuery(gigQueries.card(2));
    expect(requests.map((request) => request.path)).toEqual([
      endpointUrl('getGigCard', { params: { MaCongViec: 2 } }),
    ]);
    expect(card).toEqual(gigCardFromWire(wireGigCard));
  });

  it('takes an empty list for the 404 of an unknown gig', async () => {
    stubFetch(() => ({ content: [] }));
    const failure = new QueryClient().fetchQuery({ ...gigQueries.card(9), retry: false });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 404 });
  });
});

describe('gigQueries.offer', () => {
  it("asks for the gig's offer and answers it as the contract gives it", async () => {
    // The fixture is a reply the contract accepts.
    expect(gigOffer.parse(wireGigOffer)).toEqual(wireGigOffer);
    const requests = stubFetch(() => ({ content: wireGigOffer }));
    const offer = await new QueryClient().fetchQuery(gigQueries.offer(2));
    expect(requests.map((request) => request.path)).toEqual([
      endpointUrl('getGigOffer', { params: { id: 2 } }),
    ]);
    expect(offer.packages.map((pack) => [pack.tier, pack.price])).toEqual([
      ['basic', 60],
      ['standard', 150],
    ]);
  });
});
