import type { ReactNode } from 'react';
import type { GigPackage } from '../../../lib/api/gigs';
import {
  allFeatures,
  deliveryLabel,
  formatPrice,
  ownName,
  revisionsLabel,
  TIER_NAMES,
} from '../../../lib/packages';
import { Icon } from '../../../components/icon';
import { COMPARE_ID } from './package-panel';

function Mark({ yes }: { yes: boolean }) {
  return yes ? (
    <>
      <Icon name="check" className="mx-auto size-5 text-brand-600" />
      <span className="sr-only">Included</span>
    </>
  ) : (
    <>
      <Icon name="minus" className="mx-auto size-4 text-slate-300" />
      <span className="sr-only">Not included</span>
    </>
  );
}

type Row = { label: string; cell: (pack: GigPackage) => ReactNode };

/** The target of every "Compare Packages" link: the offered packages side by side. */
export function ComparePackages({ packages }: { packages: readonly GigPackage[] }) {
  const rows: Row[] = [
    {
      label: 'Price',
      cell: (pack) => <span className="font-bold text-slate-900">{formatPrice(pack.price)}</span>,
    },
    { label: 'Delivery time', cell: (pack) => deliveryLabel(pack.deliveryDays) },
    { label: 'Revisions', cell: (pack) => revisionsLabel(pack.revisions) },
    ...allFeatures(packages).map((feature) => ({
      label: feature,
      cell: (pack: GigPackage) => <Mark yes={pack.features.includes(feature)} />,
    })),
  ];
  if (packages.some((pack) => pack.extra))
    rows.push({ label: 'Also included', cell: (pack) => pack.extra || <Mark yes={false} /> });

  return (
    <section id={COMPARE_ID} aria-labelledby={`${COMPARE_ID}-title`} className="scroll-mt-40">
      <h2 id={`${COMPARE_ID}-title`} className="text-xl font-bold text-slate-900">
        Compare Packages
      </h2>
      {/* Scrolls sideways on a phone: focusable, so keyboard users can scroll it too. */}
      <div
        role="group"
        aria-label="Packages side by side"
        tabIndex={0}
        className="relative mt-4 overflow-x-auto rounded-xl border border-slate-200"
      >
        <table className="w-full min-w-[34rem] table-fixed border-collapse text-sm">
          <thead>
            <tr className="bg-slate-50 align-top">
              <th
                scope="col"
                className="sticky left-0 w-[28%] bg-slate-50 px-4 py-3 text-left font-semibold text-slate-500"
              >
                Package
              </th>
              {packages.map((pack) => (
                <th key={pack.tier} scope="col" className="px-4 py-3 text-center font-normal">
                  <span className="block font-bold text-slate-900">{TIER_NAMES[pack.tier]}</span>
                  {ownName(pack) && (
                    <span className="mt-0.5 block break-words text-[0.8rem] font-semibold text-brand-800">
                      {ownName(pack)}
                    </span>
                  )}
                  <span className="mt-1 block break-words text-[0.8rem] leading-snug text-slate-500">
                    {pack.description}
                  </span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label} className="border-t border-slate-200">
                <th
                  scope="row"
                  className="sticky left-0 break-words bg-white px-4 py-3 text-left font-semibold text-slate-700"
                >
                  {row.label}
                </th>
                {packages.map((pack) => (
                  <td key={pack.tier} className="break-words px-4 py-3 text-center text-slate-600">
                    {row.cell(pack)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
