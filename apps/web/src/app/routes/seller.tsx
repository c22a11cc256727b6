import { useQuery } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { sellerDescription } from '@giglane/contract/page-heads';
import { Icon } from '../../components/icon';
import { NotFoundNotice, PageNotice } from '../../components/page-notice';
import { ReportButton } from '../../components/report-button';
import { ApiError } from '../../lib/api/client';
import { profileQueries } from '../../lib/api/profiles';
import { prefetchHelpful } from '../../lib/api/reviews';
import { sellerQueries } from '../../lib/api/sellers';
import { useMetaDescription } from '../../lib/meta-description';
import { parseRouteId, useRouteId } from '../../lib/route-id';
import { useContactSeller } from '../contact-seller';
import { loaderCache } from '../query-client';
import { SellerGigs } from '../../features/seller/components/seller-gigs';
import { SellerProfileCard } from '../../features/seller/components/seller-profile-card';
import { SellerReviews } from '../../features/seller/components/seller-reviews';

/**
 * The seller, their gigs, the first page of their reviews with their "Helpful?" votes, and their
 * profile's sections. Prefetching never throws.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const id = parseRouteId(params.id);
  if (id === undefined) return null;
  const reviews = loaderCache()
    .prefetchQuery(sellerQueries.reviews(id, 1))
    .then(() => {
      const first = loaderCache().getQueryData(sellerQueries.reviews(id, 1).queryKey);
      return prefetchHelpful(loaderCache(), first?.rows.map((review) => review.id) ?? []);
    });
  await Promise.all([
    loaderCache().prefetchQuery(sellerQueries.page(id)),
    reviews,
    loaderCache().prefetchQuery(profileQueries.details(id)),
  ]);
  return null;
}

/** /seller/:id: a seller's public page. A path that is not an id names no seller. */
export function Component() {
  const id = useRouteId();
  if (id === undefined) return <SellerNotFound />;
  return <SellerPage key={id} id={id} />;
}

export function SellerPage({ id }: { id: number }) {
  const page = useQuery(sellerQueries.page(id));
  const details = useQuery(profileQueries.details(id));
  const contact = useContactSeller();
  useMetaDescription(page.data && sellerDescription(page.data.seller, page.data.gigs.length));

  if (page.isError) {
    const missing =
      page.error instanceof ApiError && (page.error.status === 404 || page.error.status === 400);
    return missing ? (
      <SellerNotFound />
    ) : (
      <PageNotice title="Something went wrong">
        <p className="mt-3 text-slate-600">
          We couldn&apos;t load this seller. Check your connection and try again.
        </p>
        <button
          type="button"
          onClick={() => void page.refetch()}
          className="mt-8 rounded-lg bg-brand-700 px-6 py-3 text-sm font-bold text-white hover:bg-brand-800"
        >
          Try again
        </button>
      </PageNotice>
    );
  }
  if (page.isPending) return <SellerSkeleton />;

  const { seller, gigs } = page.data;
  return (
    <div className="bg-slate-50">
      <title>{`${seller.displayName} | Giglane`}</title>
      <div className="mx-auto grid max-w-7xl items-start gap-8 px-4 py-8 sm:px-6 lg:grid-cols-[22rem_minmax(0,1fr)] lg:gap-x-10 lg:py-12">
        <div className="lg:sticky lg:top-36">
          <SellerProfileCard
            seller={seller}
            details={details.data}
            contact={
              contact.isSeller(seller.id)
                ? undefined
                : {
                    onClick: () => contact.contact({ sellerId: seller.id }),
                    pending: contact.pending,
                  }
            }
          />
          {contact.prompt}
          {!contact.isSeller(seller.id) && (
            <ReportButton
              type="user"
              id={seller.id}
              label={`Report ${seller.displayName}`}
              className="mt-3"
            />
          )}
        </div>
        <div className="min-w-0 space-y-12">
          <SellerGigs name={seller.displayName} gigs={gigs} />
          <SellerReviews sellerId={seller.id} />
        </div>
      </div>
    </div>
  );
}

function SellerSkeleton() {
  return (
    <div
      className="mx-auto grid max-w-7xl gap-8 px-4 py-8 sm:px-6 lg:grid-cols-[22rem_minmax(0,1fr)] lg:py-12"
      aria-busy="true"
      aria-label="Loading the seller"
    >
      <div className="h-[28rem] animate-pulse rounded-2xl bg-slate-100" aria-hidden />
      <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 xl:grid-cols-3" aria-hidden>
        {[0, 1, 2].map((index) => (
          <div key={index} className="aspect-[4/5] animate-pulse rounded-xl bg-slate-100" />
        ))}
      </div>
    </div>
  );
}

function SellerNotFound() {
  return (
    <NotFoundNotice
      title="Seller not found"
      icon={<Icon name="lost" className="size-20 text-brand-600" />}
    >
      This seller doesn&apos;t exist or has no gigs on offer. There are plenty of others to choose
      from.
    </NotFoundNotice>
  );
}
