import type { ReactNode } from 'react';
import {
  conceptsLine,
  DELIVERY_LABEL,
  formatPrice,
  gigPackages,
  REVISIONS_LABEL,
  type GigPackage,
} from '../utils/packages';
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

const rows: { label: string; cell: (pack: GigPackage, price: number) => ReactNode }[] = [
  {
    label: 'Price',
    cell: (_pack, price) => <span className="font-bold text-slate-900">{formatPrice(price)}</span>,
  },
  { label: 'Delivery time', cell: () => DELIVERY_LABEL },
  { label: 'Revisions', cell: () => REVISIONS_LABEL },
  { label: 'Concepts', cell: (pack) => conceptsLine(pack.concepts) },
  { label: 'Source file', cell: (pack) => <Mark yes={pack.sourceFile} /> },
  { label: 'Commercial use', cell: (pack) => <Mark yes={pack.commercialUse} /> },
  { label: 'Priority support', cell: (pack) => <Mark yes={pack.prioritySupport} /> },
];

/** The target of every "Compare Packages" link: the three packages side by side. */
export function ComparePackages({ price }: { price: number }) {
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
        <table className="w-full min-w-[30rem] border-collapse text-sm">
          <thead>
            <tr className="bg-slate-50">
              <th scope="col" className="w-1/4 px-4 py-3 text-left font-semibold text-slate-500">
                Package
              </th>
              {gigPackages.map((pack) => (
                <th
                  key={pack.name}
                  scope="col"
                  className="px-4 py-3 text-center text-base font-bold text-slate-900"
                >
                  {pack.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label} className="border-t border-slate-200">
                <th scope="row" className="px-4 py-3 text-left font-semibold text-slate-700">
                  {row.label}
                </th>
                {gigPackages.map((pack) => (
                  <td key={pack.name} className="px-4 py-3 text-center text-slate-600">
                    {row.cell(pack, price)}
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
