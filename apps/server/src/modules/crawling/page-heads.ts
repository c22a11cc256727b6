import {
  gigDescription,
  pageTitle,
  RULES_PAGES,
  searchHeading,
  sellerDescription,
  shortDescription,
  SITE_DESCRIPTION,
  SITE_TITLE,
} from '@giglane/contract/page-heads';
import { pagePaths, type pagePatterns } from '@giglane/contract/page-paths';
import { idParam } from '@giglane/contract/wire';
import type { SessionUser } from '../../lib/access-rules';
import type { GigsRepository } from '../gigs/gigs-repository';
import { maySeeGig } from '../gigs/gigs-rules';
import type { SellerGigsRepository } from '../gigs/seller-gigs-repository';
import type { SellersRepository } from '../gigs/sellers-repository';
import type { PageHeadsRepository } from './page-heads-repository';

export type PageName = keyof typeof pagePatterns;

/** Structured data (schema.org, as JSON-LD): one object a script element. */
type StructuredData = Record<string, unknown>;

/** What the first HTML of a page says of it, before any script has run. */
export type PageHead = {
  title: string;
  description: string;
  /** The canonical address's path; absent on pages that are nobody's to link to. */
  path?: string;
  /** The preview picture: a site path or an absolute URL. */
  image?: string;
  /** Open Graph's kind of page. */
  kind: 'website' | 'profile';
  structuredData: StructuredData[];
  /** Whether search engines may list the page. */
  indexed: boolean;
};

/** A page's head and its status: 404 when the record its path names does not exist for the viewer. */
export type PageAnswer = { status: 200 | 404; head: PageHead };

/** The pages search engines may list: the public ones. The signed-in areas say `noindex`. */
const PUBLIC_PAGES = new Set<PageName>([
  'landing',
  'home',
  'search',
  'subcategory',
  'category',
  'gig',
  'seller',
  'becomeSeller',
  ...RULES_PAGES.map((page) => page.name),
]);

const siteHead = (indexed: boolean): PageHead => ({
  title: SITE_TITLE,
  description: SITE_DESCRIPTION,
  kind: 'website',
  structuredData: [],
  indexed,
});

const notFoundAnswer = (what: string): PageAnswer => ({
  status: 404,
  head: { ...siteHead(false), title: pageTitle(`${what} not found`) },
});

type Crumb = { name: string; path: string };

/** schema.org's BreadcrumbList, its items' addresses made absolute by the caller's `absolute`. */
const breadcrumbs = (crumbs: Crumb[]): StructuredData => ({
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: crumbs.map((crumb, index) => ({
    '@type': 'ListItem',
    position: index + 1,
    name: crumb.name,
    item: crumb.path,
  })),
});

/**
 * The head of each page of the web app, from the same reads as the pages' own API calls: what a
 * crawler or a link preview sees without running the app, and the HTTP status a missing record
 * deserves. Paths in structured data are site paths; the HTML writer makes them absolute.
 */
export function createPageHeads(repos: {
  gigs: GigsRepository;
  sellerGigs: SellerGigsRepository;
  sellers: SellersRepository;
  pageHeads: PageHeadsRepository;
}) {
  const idOf = (text: string | undefined) => {
    const parsed = idParam.safeParse(text ?? '');
    return parsed.success ? parsed.data : undefined;
  };

  async function gigHead(
    id: number | undefined,
    viewer: () => Promise<SessionUser | null>,
  ): Promise<PageAnswer> {
    const found = id === undefined ? null : await repos.gigs.findView(id);
    const offer = found && (await repos.sellerGigs.findOffer(found.view.id));
    if (!found || !offer) return notFoundAnswer('Gig');
    // Listed: what anyone may see. A gig an admin holds is not (decision 053), whatever its status.
    const listed = maySeeGig(null, found.visibility);
    if (!listed) {
      const user = await viewer();
      const ordered = user ? await repos.gigs.hasOrdered(user.id, found.view.id) : false;
      if (!maySeeGig(user, { ...found.visibility, ordered })) return notFoundAnswer('Gig');
    }
    const { view } = found;
    const gig = view.congViec;
    const facts = await repos.pageHeads.gigFacts(gig.id, gig.maChiTietLoaiCongViec);
    const path = pagePaths.gig(gig.id);
    const prices = offer.packages.map((item) => item.price);
    const image = view.cover?.url ?? gig.hinhAnh;
    const service: StructuredData = {
      '@context': 'https://schema.org',
      '@type': 'Service',
      name: gig.tenCongViec,
      description: shortDescription(gig.moTaNgan || offer.description),
      url: path,
      ...(image ? { image } : {}),
      category: view.tenChiTietLoai,
      provider: {
        '@type': 'Person',
        name: view.sellerName,
        url: pagePaths.seller(offer.seller.id),
      },
      offers: offer.packages.map((item) => ({
        '@type': 'Offer',
        name: item.name,
        description: item.description,
        price: item.price,
        priceCurrency: 'USD',
        url: path,
        ...(listed ? { availability: 'https://schema.org/InStock' } : {}),
      })),
      // Only reviews written from completed orders may be claimed as ratings.
      ...(facts.verified.count > 0
        ? {
            aggregateRating: {
              '@type': 'AggregateRating',
              ratingValue: Math.round(facts.verified.average * 10) / 10,
              reviewCount: facts.verified.count,
              bestRating: 5,
              worstRating: 1,
            },
          }
        : {}),
    };
    const crumbs: Crumb[] = [{ name: 'Home', path: pagePaths.home() }];
    if (facts.category)
      crumbs.push({ name: facts.category.name, path: pagePaths.category(facts.category.id) });
    crumbs.push({
      name: view.tenChiTietLoai,
      path: pagePaths.subcategory(gig.maChiTietLoaiCongViec),
    });
    crumbs.push({ name: gig.tenCongViec, path });
    return {
      status: 200,
      head: {
        title: pageTitle(gig.tenCongViec),
        description: gigDescription(
          prices.length > 0 ? Math.min(...prices) : gig.giaTien,
          gig.moTaNgan || offer.description,
        ),
        path,
        image: image || undefined,
        kind: 'website',
        structuredData: [service, breadcrumbs(crumbs)],
        indexed: listed,
      },
    };
  }

  async function sellerHead(id: number | undefined): Promise<PageAnswer> {
    const page = id === undefined ? null : await repos.sellers.findPage(id);
    if (!page) return notFoundAnswer('Seller');
    const { seller, gigs } = page;
    const path = pagePaths.seller(seller.id);
    const description = sellerDescription(seller, gigs.length);
    return {
      status: 200,
      head: {
        title: pageTitle(seller.displayName),
        description,
        path,
        image: seller.avatar || undefined,
        kind: 'profile',
        structuredData: [
          {
            '@context': 'https://schema.org',
            '@type': 'ProfilePage',
            url: path,
            ...(seller.memberSince ? { dateCreated: seller.memberSince } : {}),
            mainEntity: {
              '@type': 'Person',
              name: seller.displayName,
              description,
              url: path,
              ...(seller.avatar ? { image: seller.avatar } : {}),
              ...(seller.country ? { homeLocation: seller.country } : {}),
            },
          },
        ],
        indexed: true,
      },
    };
  }

  /** A page that names a catalog entry by id: its name as the title, or 404. */
  async function catalogHead(name: string | null, path: string, what: string): Promise<PageAnswer> {
    if (name === null) return notFoundAnswer(what);
    return {
      status: 200,
      head: {
        ...siteHead(true),
        title: pageTitle(name),
        description: `${name} services on Giglane: compare gigs by price, delivery time and verified reviews.`,
        path,
      },
    };
  }

  return {
    /**
     * The head of `page` with its path's `params`. `viewer` is asked only when the answer depends
     * on who asks (an unlisted gig), so a public page costs no session read.
     */
    async answer(
      page: PageName | null,
      params: Record<string, string>,
      viewer: () => Promise<SessionUser | null>,
    ): Promise<PageAnswer> {
      switch (page) {
        case 'gig':
          return gigHead(idOf(params.id), viewer);
        case 'seller':
          return sellerHead(idOf(params.id));
        case 'buyer': {
          // A buyer's profile is public for the sellers they order from, but not a page to list.
          const id = idOf(params.id);
          const name = id === undefined ? null : await repos.pageHeads.personName(id);
          if (name === null) return notFoundAnswer('Profile');
          return {
            status: 200,
            head: { ...siteHead(false), title: pageTitle(`${name} · Buyer profile`) },
          };
        }
        case 'subcategory': {
          const id = idOf(params.id);
          const name = id === undefined ? null : await repos.pageHeads.subcategoryName(id);
          return catalogHead(name, pagePaths.subcategory(id ?? 0), 'Category');
        }
        case 'category': {
          const id = idOf(params.id);
          const name = id === undefined ? null : await repos.pageHeads.categoryName(id);
          return catalogHead(name, pagePaths.category(id ?? 0), 'Category');
        }
        case 'search': {
          const keyword = params.keyword ?? '';
          return {
            status: 200,
            head: {
              ...siteHead(true),
              title: pageTitle(searchHeading(keyword)),
              description: shortDescription(
                `Freelance services for "${keyword}" on Giglane: compare packages, prices, delivery times and verified reviews.`,
              ),
              path: pagePaths.search(keyword),
            },
          };
        }
        case 'landing':
        case 'home':
          return {
            status: 200,
            head: {
              ...siteHead(true),
              path: page === 'landing' ? '/' : pagePaths.home(),
              structuredData: [
                {
                  '@context': 'https://schema.org',
                  '@type': 'WebSite',
                  name: 'Giglane',
                  url: '/',
                  potentialAction: {
                    '@type': 'SearchAction',
                    target: `${pagePaths.search('{search_term_string}')}`.replace(
                      encodeURIComponent('{search_term_string}'),
                      '{search_term_string}',
                    ),
                    'query-input': 'required name=search_term_string',
                  },
                },
              ],
            },
          };
        default: {
          const rules = RULES_PAGES.find((entry) => entry.name === page);
          if (rules)
            return {
              status: 200,
              head: {
                ...siteHead(true),
                title: pageTitle(rules.title),
                description: rules.summary,
                path: rules.path,
              },
            };
          return { status: 200, head: siteHead(page !== null && PUBLIC_PAGES.has(page)) };
        }
      }
    },
  };
}

export type PageHeads = ReturnType<typeof createPageHeads>;
