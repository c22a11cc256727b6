import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { searchReply } from '@giglane/contract/search';
import { stubFetch } from '../../testing/fetch-stub';
import { endpointUrl } from './endpoint-url';
import { searchQueries } from './search';
import { wireSearchReply } from './wire-fixtures';

describe('searchQueries.results', () => {
  it('asks for a page of a keyword with the filters, lists comma-separated as the address has them', async () => {
    const requests = stubFetch(() => ({ content: wireSearchReply }));
    await new QueryClient().fetchQuery(
      searchQueries.results({
        keyword: 'logo',
        subcategories: [3, 1],
        styles: [],
        pro: true,
        local: false,
        page: 2,
        pageSize: 12,
      }),
    );
    const [request] = requests;
    const url = new URL(request!.path, 'http://localhost');
    expect(url.pathname).toBe(endpointUrl('searchGigs'));
    expect(Object.fromEntries(url.searchParams)).toEqual({
      keyword: 'logo',
      category: '3,1',
      pro: 'true',
      pageIndex: '2',
      pageSize: '12',
    });
  });

  it('asks for the gigs of a subcategory or of a category by their wire names', async () => {
    const requests = stubFetch(() => ({ content: wireSearchReply }));
    const client = new QueryClient();
    await client.fetchQuery(searchQueries.results({ subcategoryId: 5, page: 1 }));
    await client.fetchQuery(
      searchQueries.results({ categoryId: 1, sort: 'best-selling', pageSize: 24 }),
    );
    expect(requests.map(({ path }) => path.split('?')[1])).toEqual([
      'maChiTietLoaiCongViec=5&pageIndex=1',
      'maLoaiCongViec=1&sort=best-selling&pageSize=24',
    ]);
  });

  it("answers the contract's reply in English: the total, the cards and the facets", async () => {
    expect(searchReply.parse(wireSearchReply)).toEqual(wireSearchReply);
    stubFetch(() => ({ content: wireSearchReply }));
    const results = await new QueryClient().fetchQuery(searchQueries.results({ keyword: 'logo' }));
    expect(results.total).toBe(8);
    expect(results.estimated).toBe(false);
    expect(results.cards).toHaveLength(1);
    expect(results.cards[0]).toMatchObject({
      gig: {
        id: 2,
        name: 'I will build a simple sales funnel in ClickFunnels',
        deliveryDays: 7,
        pro: true,
      },
      sellerName: 'Huy Hoang',
      sellerLevel: 2,
      country: 'Brazil',
      online: false,
    });
    expect(results.facets).toEqual({
      subcategories: [
        { id: 72, name: 'Logo Animation', count: 3 },
        { id: 1, name: 'Logo Design', count: 3 },
      ],
      sellerLevels: [
        { level: 0, count: 1 },
        { level: 3, count: 7 },
      ],
      priceRange: { min: 25, max: 150 },
      deliveryTimes: [{ days: 7, count: 8 }],
      styles: [{ style: 'Modern', count: 2 }],
    });
  });
});
