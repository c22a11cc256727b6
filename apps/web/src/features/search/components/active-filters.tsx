import { Icon } from '../../../components/icon';
import { SELLER_LEVEL_NAMES } from '../../../components/gig-card';
import type { SearchFacets } from '../../../lib/api/search';
import type { SearchState } from '../utils/search-state';
import { DELIVERY_LABELS } from './filter-bar';

type Chip = { key: string; label: string; remove: Partial<SearchState> };

function budgetLabel(min: number | undefined, max: number | undefined) {
  if (min !== undefined && max !== undefined) return `US$${min} – US$${max}`;
  if (min !== undefined) return `US$${min} and up`;
  return `Up to US$${max}`;
}

/** The filters in force as removable chips, with one button to clear them all. */
export function ActiveFilters({
  state,
  facets,
  onChange,
  onClearAll,
}: {
  state: SearchState;
  facets: SearchFacets | undefined;
  onChange: (change: Partial<SearchState>) => void;
  onClearAll: () => void;
}) {
  const subcategoryName = (id: number) =>
    facets?.subcategories.find((entry) => entry.id === id)?.name ?? `Category ${id}`;
  const chips: Chip[] = [
    ...state.subcategories.map((id) => ({
      key: `category-${id}`,
      label: subcategoryName(id),
      remove: { subcategories: state.subcategories.filter((other) => other !== id) },
    })),
    ...state.styles.map((style) => ({
      key: `style-${style}`,
      label: style,
      remove: { styles: state.styles.filter((other) => other !== style) },
    })),
    ...state.sellerLevels.map((level) => ({
      key: `level-${level}`,
      label: SELLER_LEVEL_NAMES[level] ?? `Level ${level}`,
      remove: { sellerLevels: state.sellerLevels.filter((other) => other !== level) },
    })),
  ];
  if (state.minPrice !== undefined || state.maxPrice !== undefined)
    chips.push({
      key: 'budget',
      label: budgetLabel(state.minPrice, state.maxPrice),
      remove: { minPrice: undefined, maxPrice: undefined },
    });
  if (state.deliveryDays !== undefined)
    chips.push({
      key: 'delivery',
      label: DELIVERY_LABELS[state.deliveryDays] ?? `Up to ${state.deliveryDays} days`,
      remove: { deliveryDays: undefined },
    });
  if (state.pro) chips.push({ key: 'pro', label: 'Pro services', remove: { pro: false } });
  if (state.local) chips.push({ key: 'local', label: 'Local sellers', remove: { local: false } });
  if (state.online)
    chips.push({ key: 'online', label: 'Online sellers', remove: { online: false } });
  if (chips.length === 0) return null;

  return (
    <div className="mt-4 flex flex-wrap items-center gap-2">
      <ul className="flex flex-wrap gap-2" aria-label="Filters in use">
        {chips.map((chip) => (
          <li key={chip.key}>
            <button
              type="button"
              onClick={() => onChange(chip.remove)}
              aria-label={`Remove filter: ${chip.label}`}
              className="flex h-8 items-center gap-1.5 rounded-full bg-slate-100 pl-3 pr-2 text-sm font-medium text-slate-800 transition hover:bg-slate-200"
            >
              {chip.label}
              <Icon name="remove" className="size-4 text-slate-500" />
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={onClearAll}
        className="h-8 rounded-md px-2 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
      >
        Clear all filters
      </button>
    </div>
  );
}
