import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { GigPackage } from '@giglane/contract/gig-offers';
import type { OrderRequestKind, OrderState, OrderTab } from '@giglane/contract/order-values';
import type {
  CancellationRequestBody,
  CancelOrderBody,
  Checkout,
  DecideDisputeBody,
  DisputeQueueRow,
  Delivery,
  DeliveryFile,
  ExtensionRequestBody,
  OrderGig,
  OrderList,
  OrderParty,
  OrderRow,
  OpenDisputeBody,
  OrderView,
  PlaceOrderBody,
  RequestAnswerBody,
  RequirementsBody,
  RevisionBody,
  SellerOrderStats,
  TimelineEvent,
  Order as WireOrder,
  OrderedGig as WireOrderedGig,
} from '@giglane/contract/orders';
import type {
  BuyerReview,
  BuyerReviewBody,
  OrderReview,
  OrderReviewBody,
} from '@giglane/contract/reviews';
import { call, uploadForm } from './client';
import { gigFromWire, gigKeys, type Gig } from './gigs';
import { reviewKeys } from './reviews';
import { sellerGigKeys } from './seller-gigs';
import { toPage, toPagingQuery, type ListQuery } from './paging';
import { fromWire, toWire } from './wire-names';

/*
 * The orders of the original API (`/api/thue-cong-viec`: the admin's Manage Service and the
 * profile's hired list) are mapped to the glossary's names here. The order pages' own endpoints
 * (`/api/orders`, `/api/seller-orders`, checkout) already speak English: the app uses them as is.
 */
export type { Checkout, Delivery, DeliveryFile, OrderGig, OrderList, OrderParty, OrderRow };
export type { DisputeQueueRow, OrderView };
export type {
  BuyerReview,
  BuyerReviewBody,
  OrderReview,
  OrderReviewBody,
  SellerOrderStats,
  TimelineEvent,
};

/** A buyer's booking of a gig (docs/glossary.md: order), as the original API has it. */
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
  state: OrderState;
  /** The gig as it is now: its price is the Basic package's today. */
  gig: Gig;
  /** The package the order bought, as it was then: what was bought and its price. */
  package: GigPackage;
};

export const orderWireNames = {
  id: 'id',
  gigId: 'maCongViec',
  buyerId: 'maNguoiThue',
  orderedOn: 'ngayThue',
  completed: 'hoanThanh',
} as const satisfies Record<keyof Order, keyof WireOrder>;

export const orderFromWire = (wire: WireOrder): Order => fromWire(wire, orderWireNames);

/** An order as the admin's Manage Service lists it: the record and the state it is in. */
export type OrderRecord = Order & { state: OrderState };

export const orderRecordFromWire = (wire: WireOrder): OrderRecord => ({
  ...orderFromWire(wire),
  state: wire.state,
});

export function orderedGigFromWire(wire: WireOrderedGig): OrderedGig {
  return {
    id: wire.id,
    orderedOn: wire.ngayThue,
    completed: wire.hoanThanh,
    state: wire.state,
    gig: gigFromWire(wire.congViec),
    package: wire.package,
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

/** Whose orders a list shows: the caller's as a buyer ("My orders") or as a seller ("Orders"). */
export type OrderSide = 'buyer' | 'seller';

/** What an order list asks for: one tab, a page of it. */
export type OrderListQuery = { tab: OrderTab; page: number; size: number };

export const orderKeys = {
  all: ['orders'] as const,
  pages: () => [...orderKeys.all, 'page'] as const,
  mine: () => [...orderKeys.all, 'mine'] as const,
  checkout: (gigId: number) => [...orderKeys.all, 'checkout', gigId] as const,
  view: (id: number) => [...orderKeys.views(), id] as const,
  views: () => [...orderKeys.all, 'view'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (side: OrderSide, query: OrderListQuery) => [...orderKeys.lists(), side, query] as const,
  sellerStats: () => [...orderKeys.all, 'seller-stats'] as const,
  requirements: (gigId: number) => [...orderKeys.all, 'requirements', gigId] as const,
  disputes: (page: number, size: number) => [...orderKeys.all, 'disputes', page, size] as const,
};

/**
 * The order page, the lists and the figures read again whenever the tab comes back into view,
 * however fresh: the other party may have moved the order while the live connection was down
 * (a laptop asleep), which no event will tell.
 */
const FOCUS_REFETCH = 'always';

const listEndpoints = { buyer: 'listBuyerOrders', seller: 'listSellerOrders' } as const;

export const orderQueries = {
  /** Orders a page at a time, for the admin list; only those in `state` when given. */
  page: (query: ListQuery<OrderSort>, state?: OrderState) =>
    queryOptions({
      queryKey: [...orderKeys.pages(), query, state ?? null],
      queryFn: async ({ signal }) =>
        toPage(
          await call('pageOrders', {
            query: { ...toPagingQuery(query, orderWireNames), state },
            signal,
          }),
          orderRecordFromWire,
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

  /** What the checkout offers of a listed gig: its packages and its seller's questions. */
  checkout: (gigId: number) =>
    queryOptions({
      queryKey: orderKeys.checkout(gigId),
      queryFn: ({ signal }) => call('getCheckout', { params: { id: gigId }, signal }),
    }),

  /** The order page: the order with what the caller may do to it now. */
  view: (id: number) =>
    queryOptions({
      queryKey: orderKeys.view(id),
      queryFn: ({ signal }) => call('getOrderView', { params: { id }, signal }),
      refetchOnWindowFocus: FOCUS_REFETCH,
    }),

  /** One tab of the caller's orders as a buyer or a seller, newest first, with every tab's count. */
  list: (side: OrderSide, query: OrderListQuery) =>
    queryOptions({
      queryKey: orderKeys.list(side, query),
      queryFn: ({ signal }) =>
        call(listEndpoints[side], {
          query: { tab: query.tab, pageIndex: query.page, pageSize: query.size },
          signal,
        }),
      placeholderData: keepPreviousData,
      refetchOnWindowFocus: FOCUS_REFETCH,
    }),

  /** The admins' Disputes queue, the longest waiting first (decision 056). */
  disputes: (page: number, size: number) =>
    queryOptions({
      queryKey: orderKeys.disputes(page, size),
      queryFn: ({ signal }) =>
        call('listDisputeQueue', { query: { pageIndex: page, pageSize: size }, signal }),
      placeholderData: keepPreviousData,
      refetchOnWindowFocus: FOCUS_REFETCH,
    }),

  /** The seller dashboard's earnings, queue and orders per tab. */
  sellerStats: () =>
    queryOptions({
      queryKey: orderKeys.sellerStats(),
      queryFn: ({ signal }) => call('getSellerOrderStats', { signal }),
      refetchOnWindowFocus: FOCUS_REFETCH,
    }),

  /** The questions a gig's seller asks every buyer, as the gig editor edits them. */
  requirements: (gigId: number) =>
    queryOptions({
      queryKey: orderKeys.requirements(gigId),
      queryFn: async ({ signal }) =>
        (await call('getGigRequirements', { params: { id: gigId }, signal })).questions,
    }),
};

/**
 * Every list of orders (the profile's, the admin's, the order lists and the seller's figures) may
 * change with any order, and so may what the gig page and "My gigs" count of a gig's orders.
 */
function invalidateOrders(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: orderKeys.all }),
    queryClient.invalidateQueries({ queryKey: gigKeys.all }),
    queryClient.invalidateQueries({ queryKey: sellerGigKeys.list() }),
  ]);
}

/**
 * What a live `order` event changes (another tab or person moved the order, reviewed it or
 * replied): the order's page, every order list, the seller's figures and "My gigs" counts, and
 * the reviews an order's review shows in. Without an id (a live reconnection, which may have
 * missed events) every order page held. Only what is on screen reads again at once.
 */
export function refreshOrders(queryClient: QueryClient, orderId?: number) {
  return Promise.all(
    [
      orderId === undefined ? orderKeys.views() : orderKeys.view(orderId),
      orderKeys.lists(),
      orderKeys.sellerStats(),
      orderKeys.mine(),
      orderKeys.pages(),
      sellerGigKeys.list(),
      reviewKeys.all,
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}

function useInvalidateOrders() {
  const queryClient = useQueryClient();
  return () => invalidateOrders(queryClient);
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
 * The original API's DELETE: an admin deletes the record, the buyer's DEL cancels the order. A
 * card or row shows the change only once the lists have been read again: the mutation stays
 * pending until then, so it can say it is working.
 */
export function useDeleteOrder() {
  const invalidate = useInvalidateOrders();
  return useMutation({
    mutationFn: (id: number) => call('deleteOrder', { params: { id } }),
    onSuccess: invalidate,
  });
}

/**
 * Places an order of a gig's package. The body carries no price: the server copies the package's.
 * The idempotency key is the checkout's, so a second submit answers the order the first placed.
 */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PlaceOrderBody) => call('placeOrder', { body }),
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.view(order.id), order);
      return invalidateOrders(queryClient);
    },
  });
}

/**
 * One move on an order; every one answers the order page as it is after it, which is shown at
 * once while every list reads again.
 */
function useOrderMove<Input>(id: number, move: (input: Input) => Promise<OrderView>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: move,
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.view(id), order);
      return invalidateOrders(queryClient);
    },
  });
}

export const useAnswerRequirements = (id: number) =>
  useOrderMove(id, (body: RequirementsBody) =>
    call('answerRequirements', { params: { id }, body }),
  );

/** The seller's delivery: a message and files, reporting the share sent so far (0–1). */
export const useDeliverOrder = (id: number) =>
  useOrderMove(
    id,
    ({
      message,
      files,
      onProgress,
    }: {
      message: string;
      files: readonly File[];
      onProgress: (sent: number) => void;
    }) =>
      uploadForm(
        'deliverOrder',
        { params: { id }, fields: { message }, files: { files } },
        onProgress,
      ),
  );

export const useRequestRevision = (id: number) =>
  useOrderMove(id, (body: RevisionBody) => call('requestRevision', { params: { id }, body }));

export const useAcceptOrder = (id: number) =>
  useOrderMove(id, () => call('acceptOrder', { params: { id } }));

export const useCancelOrder = (id: number) =>
  useOrderMove(id, (body: CancelOrderBody) => call('cancelOrder', { params: { id }, body }));

/** Asking the other party to cancel together (decision 052). */
export const useRequestCancellation = (id: number) =>
  useOrderMove(id, (body: CancellationRequestBody) =>
    call('requestCancellation', { params: { id }, body }),
  );

/** The seller asking the buyer for more days. */
export const useRequestExtension = (id: number) =>
  useOrderMove(id, (body: ExtensionRequestBody) =>
    call('requestExtension', { params: { id }, body }),
  );

/** A party asks an admin to decide (decision 056). */
export const useOpenDispute = (id: number) =>
  useOrderMove(id, (body: OpenDisputeBody) => call('openDispute', { params: { id }, body }));

/** The admin's decision on a disputed order; the queue reads again with every order list. */
export const useDecideDispute = (id: number) =>
  useOrderMove(id, (body: DecideDisputeBody) => call('decideDispute', { params: { id }, body }));

/** The other party's answer to the open request. */
export const useAnswerRequest = (id: number, kind: OrderRequestKind) =>
  useOrderMove(id, (answer: RequestAnswerBody['answer']) =>
    call(kind === 'cancellation' ? 'answerCancellation' : 'answerExtension', {
      params: { id },
      body: { answer },
    }),
  );

/**
 * The buyer's review of a completed order, written or edited. The order page shows it at once;
 * the gig's reviews, rating and summary read again.
 */
export function useSaveOrderReview(id: number, editing: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OrderReviewBody) =>
      call(editing ? 'editOrderReview' : 'reviewOrder', { params: { id }, body }),
    onSuccess: (review) => {
      queryClient.setQueryData(
        orderKeys.view(id),
        (order: OrderView | undefined) => order && { ...order, review, canReview: false },
      );
      // The orders read again, this page too: writing the second review publishes both.
      return Promise.all([
        invalidateOrders(queryClient),
        queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
      ]);
    },
  });
}

/**
 * The seller's review of the order's buyer; the page reads again, as it may have published the
 * buyer's review with it, and so do the gig's reviews.
 */
export function useReviewBuyer(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BuyerReviewBody) => call('reviewBuyer', { params: { id }, body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.view(id) }),
        queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
      ]),
  });
}

/** Replaces a gig's questions; orders placed before keep theirs, its checkout asks the new ones. */
export function useSaveGigRequirements(gigId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (questions: string[]) =>
      (await call('saveGigRequirements', { params: { id: gigId }, body: { questions } })).questions,
    onSuccess: (questions) => {
      queryClient.setQueryData(orderKeys.requirements(gigId), questions);
      return queryClient.invalidateQueries({ queryKey: orderKeys.checkout(gigId) });
    },
  });
}

/** The seller's one public reply to the order's review; it shows under the review on the gig page. */
export function useReplyToReview(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, text }: { reviewId: number; text: string }) =>
      call('replyToReview', { params: { id: reviewId }, body: { text } }),
    onSuccess: (reply) => {
      queryClient.setQueryData(orderKeys.view(orderId), (order: OrderView | undefined) =>
        order?.review ? { ...order, review: { ...order.review, reply } } : order,
      );
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.view(orderId) }),
        queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
      ]);
    },
  });
}
