import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order as WireOrder, OrderedGig as WireOrderedGig } from '@giglane/contract/orders';
import { todayWireDate } from '@giglane/contract/wire-values';
import { call } from './client';
import { gigFromWire, type Gig } from './gigs';
import { toPage, toPagingQuery, type ListQuery } from './paging';
import { fromWire, toWire } from './wire-names';

/** A buyer's booking of a gig (docs/glossary.md: order). */
export type Order = {
  id: number;
  gigId: number;
  buyerId: number;
  /** dd/mm/yyyy. */
  orderedOn: string;
  completed: boolean;
};

/** An order with its gig, as the profile lists it. */
export type OrderedGig = {
  id: number;
  /** dd/mm/yyyy. */
  orderedOn: string;
  completed: boolean;
  gig: Gig;
};

export const orderWireNames = {
  id: 'id',
  gigId: 'maCongViec',
  buyerId: 'maNguoiThue',
  orderedOn: 'ngayThue',
  completed: 'hoanThanh',
} as const satisfies Record<keyof Order, keyof WireOrder>;

export const orderFromWire = (wire: WireOrder): Order => fromWire(wire, orderWireNames);

export function orderedGigFromWire(wire: WireOrderedGig): OrderedGig {
  return {
    id: wire.id,
    orderedOn: wire.ngayThue,
    completed: wire.hoanThanh,
    gig: gigFromWire(wire.congViec),
  };
}

/** An order's fields as the create and update bodies take them; fields left out stay out. */
export const orderToWire = <Fields extends Partial<Omit<Order, 'id'>>>(order: Fields) =>
  toWire(order, orderWireNames);

/** An order list may be sorted by any of its columns. */
export const orderSorts = [
  'id',
  'gigId',
  'buyerId',
  'orderedOn',
  'completed',
] as const satisfies readonly (keyof Order)[];
export type OrderSort = (typeof orderSorts)[number];

export const orderKeys = {
  all: ['orders'] as const,
  pages: () => [...orderKeys.all, 'page'] as const,
  mine: () => [...orderKeys.all, 'mine'] as const,
};

export const orderQueries = {
  /** Orders a page at a time, for the admin list. */
  page: (query: ListQuery<OrderSort>) =>
    queryOptions({
      queryKey: [...orderKeys.pages(), query],
      queryFn: async ({ signal }) =>
        toPage(
          await call('pageOrders', { query: toPagingQuery(query, orderWireNames), signal }),
          orderFromWire,
        ),
      // A table keeps the last page on screen while the next one loads, so rows do not flash away.
      placeholderData: keepPreviousData,
    }),

  /** The signed-in user's orders with their gigs, newest first; the server knows who from the token. */
  mine: () =>
    queryOptions({
      queryKey: orderKeys.mine(),
      queryFn: async ({ signal }) =>
        (await call('listMyOrders', { signal })).map(orderedGigFromWire),
    }),
};

/** Every list of orders (the profile's, the admin's) may change with any order. */
function useInvalidateOrders() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: orderKeys.all });
}

/** Books a gig for the signed-in user; the date keeps the trailing space existing clients send. */
export function useBookGig() {
  const invalidate = useInvalidateOrders();
  return useMutation({
    mutationFn: (order: Pick<Order, 'gigId' | 'buyerId'>) =>
      call('createOrder', {
        body: {
          id: 0,
          ...orderToWire({ ...order, orderedOn: `${todayWireDate()} `, completed: false }),
        },
      }).then(orderFromWire),
    onSuccess: invalidate,
  });
}

/**
 * Records an order for anyone, finished or not (admin). The server numbers it; the typed id goes
 * along as the original client sent it.
 */
export function useCreateOrder() {
  const invalidate = useInvalidateOrders();
  return useMutation({
    mutationFn: ({ id, ...order }: Omit<Order, 'id'> & { id: string }) =>
      call('createOrder', { body: { id, ...orderToWire(order) } }).then(orderFromWire),
    onSuccess: invalidate,
  });
}

export function useUpdateOrder() {
  const invalidate = useInvalidateOrders();
  return useMutation({
    mutationFn: ({ id, ...order }: Order) =>
      call('updateOrder', { params: { id }, body: { id, ...orderToWire(order) } }).then(
        orderFromWire,
      ),
    onSuccess: invalidate,
  });
}

/**
 * Cancels an order. It leaves the lists only when the server has deleted it and they have been
 * read again: the mutation stays pending until then, so a card or row can say it is working.
 */
export function useDeleteOrder() {
  const invalidate = useInvalidateOrders();
  return useMutation({
    mutationFn: (id: number) => call('deleteOrder', { params: { id } }),
    onSuccess: invalidate,
  });
}
