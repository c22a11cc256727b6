import { Link } from 'react-router';
import { GIG_EDITOR_STEPS, pagePaths, type GigEditorStep } from '@giglane/contract/page-paths';
import { Icon } from '../../../components/icon';
import type { SellerGig } from '../../../lib/api/seller-gigs';

export const stepLabels: Record<GigEditorStep, string> = {
  overview: 'Overview',
  pricing: 'Pricing',
  description: 'Description & FAQ',
  gallery: 'Gallery',
  publish: 'Publish',
};

/** A step is done when the gig is saved and the server names nothing missing in it. */
const isDone = (gig: SellerGig | null, step: GigEditorStep) =>
  gig !== null &&
  (step === 'publish'
    ? gig.status === 'active'
    : !gig.missing.some((item) => item.startsWith(`${step}:`)));

/**
 * Where the seller is among the editor's steps, and what is done. Every step of a saved gig is a
 * link; a new gig has only its overview until the first save.
 */
export function StepBar({ gig, step }: { gig: SellerGig | null; step: GigEditorStep }) {
  const current = GIG_EDITOR_STEPS.indexOf(step);
  return (
    <nav aria-label="Gig editor steps">
      <p className="pb-3 text-sm font-semibold text-slate-600 sm:hidden">
        Step {current + 1} of {GIG_EDITOR_STEPS.length}: {stepLabels[step]}
      </p>
      <ol className="flex gap-1 sm:gap-2">
        {GIG_EDITOR_STEPS.map((name, index) => {
          const here = name === step;
          const done = !here && isDone(gig, name);
          const marker = (
            <>
              <span
                className={`flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-bold ${
                  here
                    ? 'bg-brand-700 text-white'
                    : done
                      ? 'bg-brand-100 text-brand-800'
                      : 'bg-slate-200 text-slate-600'
                }`}
              >
                {done ? <Icon name="check" className="size-4" /> : index + 1}
              </span>
              <span className={`hidden truncate sm:inline ${here ? 'text-slate-900' : ''}`}>
                {stepLabels[name]}
              </span>
              {done && <span className="sr-only">(done)</span>}
            </>
          );
          const look = `flex min-w-0 flex-1 items-center gap-2 border-b-[3px] pb-3 pt-1 text-sm font-semibold ${
            here ? 'border-brand-700' : 'border-transparent text-slate-500'
          }`;
          return (
            <li key={name} className="flex min-w-0 flex-1">
              {gig ? (
                <Link
                  to={pagePaths.editSellerGig(gig.id, name)}
                  aria-current={here ? 'step' : undefined}
                  aria-label={stepLabels[name]}
                  className={`${look} hover:text-slate-900`}
                >
                  {marker}
                </Link>
              ) : (
                <span aria-current={here ? 'step' : undefined} className={look}>
                  {marker}
                  <span className="sr-only">{stepLabels[name]}</span>
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
