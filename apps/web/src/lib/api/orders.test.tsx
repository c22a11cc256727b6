import { focusManager, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { Order as WireOrder, OrderedGig as WireOrderedGig } from '@giglane/contract/orders';
import { stubFetch, type SentRequest } from '../../testing/fetch-stub';
import { endpointUrl } from './endpoint-url';
import {
  orderedGigFromWire,
  orderFromWire,
  orderKeys,
  orderQueries,
  orderRecordFromWire,
  orderToWire,
  refreshOrders,
  usePlaceOrder,
} from './orders';
import { gigKeys } from './gigs';
import { reviewKeys } from './reviews';
import { sellerGigKeys } from './seller-gigs';
import { wireCheckout, wireOrderList, wireOrderView } from './wire-fixtures';

const wireOrder: WireOrder = {
  id: 7,
  maCongViec: 12,
  maNguoiThue: 42,
  ngayThue: '05/03/2026',
  hoanThanh: true,
  state: 'completed',
};

const wireOrderedGig: WireOrderedGig = {
  id: 7,
  ngayThue: '05/03/2026',
  hoanThanh: false,
  state: 'placed',
  congViec: {
    id: 12,
    tenCongViec: 'I will design a logo',
    danhGia: 31,
    giaTien: 45,
    nguoiTao: 3,
    hinhAnh: 'http://localhost/images/12.png',
    moTa: 'About this gig',
    maChiTietLoaiCongViec: 8,
    moTaNgan: 'A logo in two days',
    saoCongViec: 4,
  },
  package: {
    tier: 'premium',
    name: 'Full brand kit',
    description: 'Logo, colours and a style guide',
    price: 120,
    deliveryDays: 5,
    revisions: null,
    features: ['Style guide'],
    extra: '',
  },
};

/** A request's path and its query, in order. */
const sent = ({ path }: SentRequest) => {
  const url = new URL(path, 'http://localhost');
  return { path: url.pathname, query: [...url.searchParams] };
};

const newClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

describe('orders on the wire', () => {
  it('reads an order in the glossary’s names', () => {
    expect(orderFromWire(wireOrder)).toEqual({
      id: 7,
      gigId: 12,
      buyerId: 42,
      orderedOn: '05/03/2026',
      completed: true,
    });
  });

  it('reads an ordered gig with its gig and the package it bought', () => {
    expect(orderedGigFromWire(wireOrderedGig)).toEqual({
      id: 7,
      orderedOn: '05/03/2026',
      completed: false,
      state: 'placed',
      gig: {
        id: 12,
        name: 'I will design a logo',
        price: 45,
        ratingCount: 31,
        stars: 4,
        sellerId: 3,
        image: 'http://localhost/images/12.png',
        description: 'About this gig',
        shortDescription: 'A logo in two days',
        subcategoryId: 8,
      },
      package: wireOrderedGig.package,
    });
  });

  it('writes only the fields given, under their wire names', () => {
    expect(orderToWire({ gigId: 12, completed: false })).toEqual({
      maCongViec: 12,
      hoanThanh: false,
    });
  });

  it('reads a record of Manage Service with the state its order is in', () => {
    expect(orderRecordFromWire(wireOrder)).toEqual({
      ...orderFromWire(wireOrder),
      state: 'completed',
    });
  });

  it('asks for a page sorted by the wire column and answers its rows in English', async () => {
    const requests = stubFetch(() => ({
      content: { pageIndex: 2, pageSize: 20, totalRow: 21, keywords: 'logo', data: [wireOrder] },
    }));
    const page = await newClient().fetchQuery(
      orderQueries.page({
        page: 2,
        size: 20,
        keyword: 'logo',
        sortBy: 'orderedOn',
        sortOrder: 'desc',
      }),
    );
    expect(requests.map(sent)).toEqual([
      {
        path: endpointUrl('pageOrders'),
        query: [
          ['pageIndex', '2'],
          ['pageSize', '20'],
          ['keyword', 'logo'],
          ['sortBy', 'ngayThue'],
          ['sortOrder', 'desc'],
        ],
      },
    ]);
    expect(page).toEqual({ rows: [orderRecordFromWire(wireOrder)], total: 21 });
  });

  it('asks the admin list for one state only when one is chosen', async () => {
    const requests = stubFetch(() => ({
      content: { pageIndex: 1, pageSize: 10, totalRow: 0, keywords: null, data: [] },
    }));
    const query = { page: 1, size: 10, keyword: '', sortOrder: 'asc' } as const;
    await newClient().fetchQuery(orderQueries.page(query, 'delivered'));
    await newClient().fetchQuery(orderQueries.page(query));
    expect(requests.map(sent).map(({ query }) => query)).toEqual([
      [
        ['pageIndex', '1'],
        ['pageSize', '10'],
        ['state', 'delivered'],
      ],
      [
        ['pageIndex', '1'],
        ['pageSize', '10'],
      ],
    ]);
  });
});

describe('the order lists', () => {
  it("asks the buyer's and the seller's endpoints for one tab, a page at a time", async () => {
    const requests = stubFetch(() => ({ content: wireOrderList }));
    const queryClient = newClient();
    const list = await queryClient.fetchQuery(
      orderQueries.list('buyer', { tab: 'late', page: 2, size: 10 }),
    );
    await queryClient.fetchQuery(orderQueries.list('seller', { tab: 'active', page: 1, size: 10 }));
    expect(requests.map(sent)).toEqual([
      {
        path: endpointUrl('listBuyerOrders'),
        query: [
          ['tab', 'late'],
          ['pageIndex', '2'],
          ['pageSize', '10'],
        ],
      },
      {
        path: endpointUrl('listSellerOrders'),
        query: [
          ['tab', 'active'],
          ['pageIndex', '1'],
          ['pageSize', '10'],
        ],
      },
    ]);
    expect(list.counts.completed).toBe(5);
  });
});

describe('placing an order', () => {
  it('sends the gig, the package and the key, never a price; shows the order and reads the lists again', async () => {
    const requests = stubFetch(() => ({ status: 201, content: wireOrderView }));
    const queryClient = newClient();
    queryClient.setQueryData(orderKeys.mine(), []);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => usePlaceOrder(), { wrapper });
    const body = {
      gigId: 2,
      package: 'standard' as const,
      idempotencyKey: '0f3c9a8d2b7e4c1a9d8e7f6a5b4c3d2e',
      quoteVersion: wireCheckout.quotes[1]!.version,
      answers: ['Online yoga classes, to beginners.', 'Basic.'],
    };

    expect(await result.current.mutateAsync(body)).toEqual(wireOrderView);
    expect(requests).toEqual([{ method: 'POST', path: endpointUrl('placeOrder'), body }]);
    expect(queryClient.getQueryData(orderKeys.view(wireOrderView.id))).toEqual(wireOrderView);
    await waitFor(() =>
      expect(queryClient.getQueryState(orderKeys.mine())?.isInvalidated).toBe(true),
    );
  });
});

describe('keeping an order on screen fresh', () => {
  it('reads the order page again when the tab comes back into view', async () => {
    const requests = stubFetch(() => ({ content: wireOrderView }));
    const queryClient = newClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useQuery(orderQueries.view(wireOrderView.id)), {
      wrapper,
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(requests).toHaveLength(1);

    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests.map(sent)[1]?.path).toBe(
      endpointUrl('getOrderView', { params: { id: wireOrderView.id } }),
    );
    focusManager.setFocused(undefined);
  });

  it('marks exactly the order, the lists, the figures and the reviews for reading again', async () => {
    const queryClient = newClient();
    const held = {
      order: orderKeys.view(7),
      otherOrder: orderKeys.view(8),
      sellerList: orderKeys.list('seller', { tab: 'active', page: 1, size: 10 }),
      buyerList: orderKeys.list('buyer', { tab: 'completed', page: 1, size: 10 }),
      figures: orderKeys.sellerStats(),
      myGigs: sellerGigKeys.list(),
      reviews: reviewKeys.ofGig(12),
      checkout: orderKeys.checkout(12),
      gig: gigKeys.all,
    };
    for (const key of Object.values(held)) queryClient.setQueryData(key, {});
    await refreshOrders(queryClient, 7);
    const stale = Object.fromEntries(
      Object.entries(held).map(([name, key]) => [
        name,
        queryClient.getQueryState(key)?.isInvalidated,
      ]),
    );
    expect(stale).toEqual({
      order: true,
      otherOrder: false,
      sellerList: true,
      buyerList: true,
      figures: true,
      myGigs: true,
      reviews: true,
      checkout: false,
      gig: false,
    });
  });
});
