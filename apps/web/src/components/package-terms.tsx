import type { GigPackage } from '../lib/api/gigs';
import { deliveryLabel, revisionsLabel } from '../lib/packages';
import { Icon } from './icon';

/**
 * What a package promises, its delivery time and revisions, as two items of the caller's list: in
 * a `row` (the gig page's package panel) or down a `column` with the features (the checkout).
 */
export function PackageTerms({
  pack,
  layout,
}: {
  pack: Pick<GigPackage, 'deliveryDays' | 'revisions'>;
  layout: 'row' | 'column';
}) {
  const item = `flex items-center font-semibold ${layout === 'row' ? 'gap-2' : 'gap-2.5'}`;
  return (
    <>
      <li className={item}>
        <Icon name="clock" className="size-4 text-slate-500" />
        {deliveryLabel(pack.deliveryDays)}
      </li>
      <li className={item}>
        <Icon name="revisions" className="size-4 text-slate-500" />
        {revisionsLabel(pack.revisions)}
      </li>
    </>
  );
}

/**
 * What a package includes, as items of the caller's list, then its extra. Given every feature
 * the gig's packages offer (`offered`), the ones this package lacks are listed too, crossed, so
 * the list says what a bigger package would add.
 */
export function PackageFeatures({
  pack,
  offered = pack.features,
}: {
  pack: Pick<GigPackage, 'features' | 'extra'>;
  offered?: readonly string[];
}) {
  return (
    <>
      {offered.map((feature) => {
        const included = pack.features.includes(feature);
        return (
          <li
            key={feature}
            className={`flex items-start gap-2.5 ${included ? 'text-slate-700' : 'text-slate-500'}`}
          >
            {included ? (
              <Icon name="check" className="mt-0.5 size-4 shrink-0 text-brand-600" />
            ) : (
              <Icon name="cross" className="mt-0.5 size-4 shrink-0 text-slate-400" />
            )}
            <span>
              {feature}
              {!included && <span className="sr-only"> (not included)</span>}
            </span>
          </li>
        );
      })}
      {pack.extra && (
        <li className="flex items-start gap-2.5 text-slate-700">
          <Icon name="plus" className="mt-0.5 size-4 shrink-0 text-brand-600" />
          <span className="break-words">{pack.extra}</span>
        </li>
      )}
    </>
  );
}
