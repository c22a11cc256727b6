import type { z } from 'zod';
import { endpointPaths, type EndpointName } from './endpoint-paths';
import { appealEndpoints } from './endpoints/appeals';
import { authEndpoints } from './endpoints/auth';
import { categoryEndpoints } from './endpoints/categories';
import { categoryGroupEndpoints } from './endpoints/category-groups';
import { gigEndpoints } from './endpoints/gigs';
import { mailEndpoints } from './endpoints/mail';
import { messageEndpoints } from './endpoints/messages';
import { notificationEndpoints } from './endpoints/notifications';
import { orderEndpoints } from './endpoints/orders';
import { paymentEndpoints } from './endpoints/payments';
import { profileEndpoints } from './endpoints/profiles';
import { reportEndpoints } from './endpoints/reports';
import { reviewEndpoints } from './endpoints/reviews';
import { searchEndpoints } from './endpoints/search';
import { sellerGigEndpoints } from './endpoints/seller-gigs';
import { sellerEndpoints } from './endpoints/sellers';
import { settingsEndpoints } from './endpoints/settings';
import { skillEndpoints } from './endpoints/skills';
import { userEndpoints } from './endpoints/users';
import type { EndpointSchemas } from './endpoints/endpoint-schemas';

export type { EndpointSchemas };

function declare<const T extends { [N in EndpointName]: EndpointSchemas }>(table: T) {
  const named = {} as Record<string, unknown>;
  for (const name of Object.keys(table) as EndpointName[]) {
    named[name] = { name, ...endpointPaths[name], ...table[name] };
  }
  return named as {
    [N in EndpointName]: T[N] & (typeof endpointPaths)[N] & { name: N };
  };
}

/**
 * The API, declared once: the server registers its routes from this table and the web client
 * calls endpoints by its names. The paths and methods come from `endpoint-paths.ts`; each
 * resource's schemas from its file in `endpoints/`.
 */
export const endpoints = declare({
  ...authEndpoints,
  ...userEndpoints,
  ...skillEndpoints,
  ...categoryEndpoints,
  ...categoryGroupEndpoints,
  ...gigEndpoints,
  ...searchEndpoints,
  ...sellerGigEndpoints,
  ...sellerEndpoints,
  ...profileEndpoints,
  ...orderEndpoints,
  ...paymentEndpoints,
  ...reviewEndpoints,
  ...settingsEndpoints,
  ...messageEndpoints,
  ...notificationEndpoints,
  ...mailEndpoints,
  ...reportEndpoints,
  ...appealEndpoints,
});

export type Endpoints = typeof endpoints;
export type Endpoint<N extends EndpointName> = Endpoints[N];

type Schema<N extends EndpointName, K extends string> =
  Endpoint<N> extends Record<K, infer S extends z.ZodType> ? S : never;

/** What a client sends for an endpoint: its path parameters, query and body, as the wire takes them. */
export type EndpointInput<N extends EndpointName> = ([Schema<N, 'params'>] extends [never]
  ? unknown
  : { params: z.input<Schema<N, 'params'>> }) &
  ([Schema<N, 'query'>] extends [never] ? unknown : { query: z.input<Schema<N, 'query'>> }) &
  ([Schema<N, 'body'>] extends [never] ? unknown : { body: z.input<Schema<N, 'body'>> });

/** What an endpoint answers in the envelope's `content`. */
export type EndpointReply<N extends EndpointName> = z.output<Endpoint<N>['reply']>;
