import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { Order as WireOrder, OrderedGig as WireOrderedGig } from '@giglane/contract/orders';
import { todayWireDate } from '@giglane/contract/wire-values';
import { stubFetch, type SentRequest } from '../../testing/fetch-stub';
import { endpointUrl } from './endpoint-url';
import {
  orderedGigFromWire,
  orderFromWire,
  orderKeys,
  orderQueries,
  orderToWire,
  useBookGig,
} from './orders';

const wireOrder: WireOrder = {
  id: 7,
  maCongViec: 12,
  maNguoiThue: 42,
  ngayThue: '05/03/2026',
  hoanThanh: true,
};

const wireOrderedGig: WireOrderedGig = {
  id: 7,
  ngayThue: '05/03/2026',
  hoanThanh: false,
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

  it('reads an ordered gig with its gig', () => {
    expect(orderedGigFromWire(wireOrderedGig)).toEqual({
      id: 7,
      orderedOn: '05/03/2026',
      completed: false,
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
    });
  });

  it('writes only the fields given, under their wire names', () => {
    expect(orderToWire({ gigId: 12, completed: false })).toEqual({
      maCongViec: 12,
      hoanThanh: false,
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
    expect(page).toEqual({ rows: [orderFromWire(wireOrder)], total: 21 });
  });
});

describe('booking a gig', () => {
  it('sends the original payload dated today, and reads the profile’s orders again', async () => {
    const requests = stubFetch(() => ({ status: 201, content: wireOrder }));
    const queryClient = newClient();
    queryClient.setQueryData(orderKeys.mine(), []);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useBookGig(), { wrapper });

    expect(await result.current.mutateAsync({ gigId: 12, buyerId: 42 })).toEqual(
      orderFromWire(wireOrder),
    );
    expect(requests[0]).toEqual({
      method: 'POST',
      path: endpointUrl('createOrder'),
      body: {
        id: 0,
        maCongViec: 12,
        maNguoiThue: 42,
        ngayThue: `${todayWireDate()} `,
        hoanThanh: false,
      },
    });
    await waitFor(() =>
      expect(queryClient.getQueryState(orderKeys.mine())?.isInvalidated).toBe(true),
    );
  });
});
