import { useId, useRef, useState, type KeyboardEvent } from 'react';
import {
  DELIVERY_LABEL,
  featureLines,
  formatPrice,
  gigPackages,
  REVISIONS_LABEL,
} from '../utils/packages';
import { Icon } from '../../../components/icon';

export const COMPARE_ID = 'compare-packages';

/**
 * Basic, Standard and Premium as an ARIA tablist: arrow keys move between tabs (and wrap), Home and
 * End jump to the ends, and the focused tab is shown at once.
 */
export function PackagePanel({
  price,
  summary,
  onContinue,
  busy,
}: {
  price: number;
  summary: string;
  onContinue: () => void;
  busy: boolean;
}) {
  const baseId = useId();
  const [active, setActive] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (index: number) => {
    const next = (index + gigPackages.length) % gigPackages.length;
    setActive(next);
    tabs.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: active + 1,
      ArrowLeft: active - 1,
      Home: 0,
      End: gigPackages.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <section
      aria-label="Packages"
      className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <div
        role="tablist"
        aria-label="Package"
        className="grid grid-cols-3 border-b border-slate-200"
        onKeyDown={onKeyDown}
      >
        {gigPackages.map((pack, index) => (
          <button
            key={pack.name}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${index}`}
            aria-selected={index === active}
            aria-controls={`${baseId}-panel-${index}`}
            tabIndex={index === active ? 0 : -1}
            onClick={() => select(index)}
            className={`-mb-px border-b-[3px] px-2 py-3.5 text-[0.95rem] font-semibold transition-colors focus-visible:-outline-offset-2 ${
              index === active
                ? 'border-brand-700 bg-white text-slate-900'
                : 'border-transparent bg-slate-50 text-slate-500 hover:bg-white hover:text-slate-800'
            }`}
          >
            {pack.name}
          </button>
        ))}
      </div>
      {gigPackages.map((pack, index) => (
        <div
          key={pack.name}
          role="tabpanel"
          id={`${baseId}-panel-${index}`}
          aria-labelledby={`${baseId}-tab-${index}`}
          hidden={index !== active}
          className="p-6"
        >
          <div className="flex items-baseline justify-between gap-4">
            <h2 className="text-base font-bold uppercase tracking-wide text-slate-700">
              {pack.name}
            </h2>
            <p className="text-2xl font-bold text-slate-900">{formatPrice(price)}</p>
          </div>
          <p className="mt-3 text-[0.95rem] leading-relaxed text-slate-600">{summary}</p>
          <ul className="mt-5 flex flex-wrap gap-x-6 gap-y-2 text-sm font-semibold text-slate-700">
            <li className="flex items-center gap-2">
              <Icon name="clock" className="size-4 text-slate-500" />
              {DELIVERY_LABEL}
            </li>
            <li className="flex items-center gap-2">
              <Icon name="revisions" className="size-4 text-slate-500" />
              {REVISIONS_LABEL}
            </li>
          </ul>
          <ul className="mt-4 space-y-2 text-sm">
            {featureLines(pack).map((line) => (
              <li
                key={line.label}
                className={`flex items-center gap-2.5 ${line.included ? 'text-slate-700' : 'text-slate-500'}`}
              >
                {line.included ? (
                  <Icon name="check" className="size-4 text-brand-600" />
                ) : (
                  <Icon name="cross" className="size-4 text-slate-400" />
                )}
                {line.label}
                {!line.included && <span className="sr-only">(not included)</span>}
              </li>
            ))}
          </ul>
          <button
            type="button"
            onClick={onContinue}
            disabled={busy}
            aria-busy={busy}
            className="mt-6 flex h-12 w-full items-center justify-center gap-2 rounded-lg bg-slate-900 text-[0.95rem] font-bold text-white transition-colors hover:bg-slate-700 disabled:cursor-wait disabled:opacity-70"
          >
            Continue ({formatPrice(price)})
            <Icon name="arrowRightSolid" className="size-4" />
          </button>
          <a
            href={`#${COMPARE_ID}`}
            className="mt-4 block text-center text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline"
          >
            Compare Packages
          </a>
        </div>
      ))}
    </section>
  );
}
