import { useQuery } from '@tanstack/react-query';
import { sellerQueries, type SellerLevelStanding } from '../../../lib/api/sellers';
import { Icon } from '../../../components/icon';

type Requirement = NonNullable<SellerLevelStanding['next']>['requirements'][number];

const labels: Record<Requirement['key'], string> = {
  completedOrders: 'Completed orders',
  onTimeRate: 'Delivered on time',
  rating: 'Rating',
  responseHours: 'Response time',
  accountAgeDays: 'Days on Giglane',
};

/** A measure as people read it: "92%", "4.8", "within 12 h", "45". */
function shown(key: Requirement['key'], value: number | null): string {
  if (value === null) return key === 'responseHours' ? 'no messages yet' : '—';
  if (key === 'onTimeRate') return `${Math.round(value * 100)}%`;
  if (key === 'rating') return value.toFixed(1);
  if (key === 'responseHours') return `${Math.round(value)} h`;
  return value.toLocaleString('en-US');
}

/** How far along a requirement is, 0–1: a response time counts down to its limit. */
function progress({ key, required, current, met }: Requirement): number {
  if (met) return 1;
  if (current === null) return 0;
  if (key === 'responseHours') return Math.min(1, required / current);
  return Math.min(1, current / required);
}

/**
 * The seller's level as the rules compute it, and the next level's requirements with the
 * seller's progress on each (decision 054).
 */
export function LevelCard() {
  const standing = useQuery(sellerQueries.level());
  if (!standing.data) return null;
  const { name, next } = standing.data;
  return (
    <section
      aria-labelledby="seller-level"
      className="mt-8 rounded-xl border border-slate-200 bg-white p-5 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <p className="text-sm text-slate-600">Your seller level</p>
          <h2
            id="seller-level"
            className="flex items-center gap-2 text-xl font-bold text-slate-900"
          >
            <Icon name="certificate" className="size-5 text-brand-700" />
            {name}
          </h2>
        </div>
        <p className="text-sm text-slate-600">
          {next ? `Next: ${next.name}` : 'The top level: keep it by keeping your record.'}
        </p>
      </div>
      {next && (
        <ul className="mt-5 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {next.requirements.map((requirement) => (
            <li key={requirement.key}>
              <div className="flex items-baseline justify-between gap-2 text-sm">
                <span className="font-semibold text-slate-800">{labels[requirement.key]}</span>
                <span className={requirement.met ? 'text-emerald-700' : 'text-slate-600'}>
                  {shown(requirement.key, requirement.current)}{' '}
                  <span className="text-slate-500">
                    / {requirement.key === 'responseHours' ? 'within ' : ''}
                    {shown(requirement.key, requirement.required)}
                  </span>
                </span>
              </div>
              <div
                role="progressbar"
                aria-label={labels[requirement.key]}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={Math.round(progress(requirement) * 100)}
                className="mt-1.5 h-2 overflow-hidden rounded-full bg-slate-100"
              >
                <div
                  className={`h-full rounded-full ${requirement.met ? 'bg-emerald-600' : 'bg-brand-600'}`}
                  style={{ width: `${Math.round(progress(requirement) * 100)}%` }}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
