import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { sellerPage, sellerProfile, sellerReviewsReply } from '@giglane/contract/sellers';
import { stubFetch } from '../../testing/fetch-stub';
import { endpointUrl } from './endpoint-url';
import { gigCardFromWire } from './gigs';
import { isSeller, sellerKeys, sellerQueries, useSaveSellerProfile } from './sellers';
import { wireSellerPage, wireSellerProfile, wireSellerReviews } from './wire-fixtures';

const newClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

describe('sellers on the wire', () => {
  it('reads a seller page with its gigs as gig cards', async () => {
    // The fixtures are replies the contract accepts.
    expect(sellerPage.parse(wireSellerPage)).toEqual(wireSellerPage);
    const requests = stubFetch(() => ({ content: wireSellerPage }));
    const page = await newClient().fetchQuery(sellerQueries.page(61));
    expect(requests.map((request) => request.path)).toEqual([
      endpointUrl('getSeller', { params: { id: 61 } }),
    ]);
    expect(page).toEqual({
      seller: wireSellerProfile,
      gigs: wireSellerPage.gigs.map(gigCardFromWire),
    });
  });

  it("asks for a page of the seller's reviews and answers its rows and total", async () => {
    expect(sellerReviewsReply.parse(wireSellerReviews)).toEqual(wireSellerReviews);
    const requests = stubFetch(() => ({ content: wireSellerReviews }));
    const page = await newClient().fetchQuery(sellerQueries.reviews(61, 2));
    expect(requests.map((request) => request.path)).toEqual([
      endpointUrl('pageSellerReviews', {
        params: { id: 61 },
        query: { pageIndex: 2, pageSize: 5 },
      }),
    ]);
    expect(page).toEqual({ rows: wireSellerReviews.data, total: 6 });
  });

  it('tells a seller from a user who sells nothing yet', () => {
    expect(sellerProfile.parse(wireSellerProfile)).toEqual(wireSellerProfile);
    expect(isSeller(wireSellerProfile)).toBe(true);
    expect(isSeller({ ...wireSellerProfile, sellerSince: null })).toBe(false);
  });

  it("saves the onboarding and keeps the saved profile as the user's own", async () => {
    const requests = stubFetch(() => ({ content: wireSellerProfile }));
    const queryClient = newClient();
    queryClient.setQueryData(sellerKeys.mine(), { ...wireSellerProfile, sellerSince: null });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useSaveSellerProfile(), { wrapper });
    const values = {
      displayName: 'Huy Hoang',
      headline: 'Sales funnels that turn visitors into buyers',
      skills: ['ClickFunnels', 'Copywriting'],
      languages: ['English', 'Vietnamese'],
      country: 'Vietnam',
    };
    await act(() => result.current.mutateAsync(values));
    expect(requests).toEqual([
      { method: 'PUT', path: endpointUrl('saveSellerProfile'), body: values },
    ]);
    expect(queryClient.getQueryData(sellerKeys.mine())).toEqual(wireSellerProfile);
  });
});
