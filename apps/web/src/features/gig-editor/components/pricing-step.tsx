import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useNavigate } from 'react-router';
import { gigPricingBody, type PackageBody } from '@giglane/contract/gig-offers';
import { type PackageTier } from '@giglane/contract/gig-offer-values';
import { pagePaths } from '@giglane/contract/page-paths';
import { showRefusal } from '../../../lib/refusal';
import {
  sellerGigQueries,
  useUpdateGigPricing,
  type GigPackage,
  type SellerGig,
} from '../../../lib/api/seller-gigs';
import { useUnsavedWarning } from '../hooks/use-unsaved-warning';
import { contractResolver } from '../../../lib/contract-resolver';
import { RefusalBanner, StepActions, StepHeading } from './editor-parts';
import { PackageColumn, type PackageForm } from './package-column';

export type PricingForm = Record<PackageTier, PackageForm> & {
  /** Standard and Premium are offered only when switched on; Basic always is. */
  offers: { standard: boolean; premium: boolean };
};
/** The body the form submits, checked by the contract. */
export type PricingBody = z.output<typeof gigPricingBody>;

const blank = (name: string): PackageForm => ({
  name,
  description: '',
  price: '',
  deliveryDays: '',
  revisions: '1',
  features: [],
  extra: '',
});

const tierNames: Record<PackageTier, string> = {
  basic: 'Basic',
  standard: 'Standard',
  premium: 'Premium',
};

function packageForm(saved: GigPackage | null, tier: PackageTier): PackageForm {
  if (!saved) return blank(tierNames[tier]);
  return {
    name: saved.name,
    description: saved.description,
    price: String(saved.price),
    deliveryDays: String(saved.deliveryDays),
    revisions: saved.revisions === null ? 'unlimited' : String(saved.revisions),
    features: saved.features,
    extra: saved.extra,
  };
}

const packageBody = (form: PackageForm): PackageBody => ({
  ...form,
  price: form.price.trim(),
  deliveryDays: form.deliveryDays.trim(),
});

const resolver = contractResolver(gigPricingBody, (form: PricingForm) => ({
  basic: packageBody(form.basic),
  standard: form.offers.standard ? packageBody(form.standard) : null,
  premium: form.offers.premium ? packageBody(form.premium) : null,
}));

const fields = ['basic', 'standard', 'premium'].flatMap((tier) =>
  ['name', 'description', 'price', 'deliveryDays', 'revisions', 'features', 'extra'].map(
    (field) => `${tier}.${field}` as const,
  ),
) as `${PackageTier}.${keyof PackageForm}`[];

/** Step 2: up to three packages, each with its own price, delivery, revisions and features. */
export function PricingStep({ gig }: { gig: SellerGig }) {
  const navigate = useNavigate();
  const save = useUpdateGigPricing(gig.id);
  const features = useQuery(sellerGigQueries.features(gig.subcategoryId));
  const form = useForm<PricingForm, unknown, PricingBody>({
    resolver,
    defaultValues: {
      basic: packageForm(gig.packages.basic, 'basic'),
      standard: packageForm(gig.packages.standard, 'standard'),
      premium: packageForm(gig.packages.premium, 'premium'),
      offers: {
        standard: gig.packages.standard !== null,
        premium: gig.packages.premium !== null,
      },
    },
  });

  const unsaved = useUnsavedWarning(form.formState.isDirty);

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync(body);
      unsaved.saved();
      void navigate(pagePaths.editSellerGig(gig.id, 'description'));
    } catch (error) {
      showRefusal(error, form.setError, fields);
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <StepHeading title="Scope & pricing">
        Offer one to three packages. Basic is required; switch on Standard and Premium to give
        buyers more to choose from, each with more included and its own price.
      </StepHeading>
      <RefusalBanner message={form.formState.errors.root?.server?.message} />
      <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-3">
        {(['basic', 'standard', 'premium'] as const).map((tier) => (
          <PackageColumn
            key={tier}
            tier={tier}
            title={tierNames[tier]}
            form={form}
            features={features.data ?? []}
          />
        ))}
      </div>
      <StepActions back={pagePaths.editSellerGig(gig.id, 'overview')} saving={save.isPending} />
    </form>
  );
}
