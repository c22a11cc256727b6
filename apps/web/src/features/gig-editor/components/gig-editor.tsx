import { Link } from 'react-router';
import type { GigEditorStep } from '@giglane/contract/page-paths';
import { GigStatusBadge } from '../../../components/gig-status-badge';
import type { SellerGig } from '../../../lib/api/seller-gigs';
import { DescriptionStep } from './description-step';
import type { EditorHome } from './editor-parts';
import { GalleryStep } from './gallery-step';
import { OverviewStep } from './overview-step';
import { PricingStep } from './pricing-step';
import { PublishStep } from './publish-step';
import { StepBar, stepLabels } from './step-bar';

/**
 * The gig editor: the gig's name and status, the step bar, and the step. A new gig (`gig` null)
 * has only its overview, which creates the draft. Each step's form starts from the saved gig, so
 * going back shows what was saved. `home` is the list it was opened from.
 */
export function GigEditor({
  gig,
  step,
  home,
}: {
  gig: SellerGig | null;
  step: GigEditorStep;
  home: EditorHome;
}) {
  return (
    <div className="min-h-full bg-slate-50">
      <title>{`${stepLabels[step]} · ${gig ? 'Edit gig' : 'New gig'} | Giglane`}</title>
      <div className="border-b border-slate-200 bg-white">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <div className="pb-5 pt-6">
            <Link
              to={home.path}
              className="text-sm font-semibold text-slate-500 hover:text-brand-700"
            >
              ← {home.label}
            </Link>
            <div className="mt-2 flex flex-wrap items-center gap-3">
              <h1 className="min-w-0 text-xl font-bold text-slate-900 sm:truncate sm:text-2xl">
                {gig ? gig.title : 'Create a new gig'}
              </h1>
              {gig && <GigStatusBadge status={gig.status} />}
            </div>
          </div>
          <StepBar gig={gig} step={step} />
        </div>
      </div>
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
        {/* A key per gig and step: each step's form starts again from the saved gig. */}
        <Step key={`${gig?.id ?? 'new'}-${step}`} gig={gig} step={step} home={home} />
      </div>
    </div>
  );
}

function Step({
  gig,
  step,
  home,
}: {
  gig: SellerGig | null;
  step: GigEditorStep;
  home: EditorHome;
}) {
  if (!gig || step === 'overview') return <OverviewStep gig={gig} home={home} />;
  switch (step) {
    case 'pricing':
      return <PricingStep gig={gig} />;
    case 'description':
      return <DescriptionStep gig={gig} />;
    case 'gallery':
      return <GalleryStep gig={gig} />;
    case 'publish':
      return <PublishStep gig={gig} home={home} />;
  }
}
