import { useCallback, useId, useState, type ReactNode } from 'react';
import { SELLER_LEVEL_NAMES } from '../../../components/gig-card';
import type { SearchFacets } from '../../../lib/api/search';
import type { SearchState, Toggle } from '../utils/search-state';
import { ChoiceList, FilterMenu, MenuPanel, type Choice } from './filter-menu';
import { ToggleSwitch } from './toggle-switch';

type MenuName = 'category' | 'style' | 'seller' | 'budget' | 'delivery';

export const DELIVERY_LABELS: Record<number, string> = {
  1: 'Express 24H',
  3: 'Up to 3 days',
  7: 'Up to 7 days',
};

const TOGGLES: readonly { name: Toggle; label: string; hint: string }[] = [
  { name: 'pro', label: 'Pro services', hint: 'Gigs the catalogue marks Pro' },
  { name: 'local', label: 'Local sellers', hint: 'Sellers in Vietnam' },
  { name: 'online', label: 'Online sellers', hint: 'Sellers online now' },
];

type FilterBarProps = {
  state: SearchState;
  /** Undefined until the first results arrive. */
  facets: SearchFacets | undefined;
  onChange: (change: Partial<SearchState>) => void;
  /** More choices under the Category menu's own (the subcategory page's neighbours). */
  related?: ReactNode;
};

/** The five filter menus and the three switches; every change goes straight to the address. */
export function FilterBar({ state, facets, onChange, related }: FilterBarProps) {
  const [open, setOpen] = useState<MenuName | null>(null);
  const close = useCallback(() => setOpen(null), []);
  const menu = (name: MenuName) => ({
    open: open === name,
    onOpen: () => setOpen(name),
    onClose: close,
  });
  const apply = (change: Partial<SearchState>) => {
    onChange(change);
    close();
  };

  return (
    <div className="flex flex-col gap-4">
      {/* One row that scrolls sideways on phones (their menus open as sheets), wrapping above. */}
      <div
        className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0"
        role="group"
        aria-label="Filters"
      >
        <FilterMenu label="Category" activeCount={state.subcategories.length} {...menu('category')}>
          <ListPanel
            legend="Category"
            name="category"
            type="checkbox"
            loading={!facets}
            empty="No categories for these results."
            choices={(facets?.subcategories ?? []).map((entry) => ({
              value: entry.id,
              label: entry.name,
              count: entry.count,
            }))}
            initial={state.subcategories}
            onApply={(subcategories) => apply({ subcategories })}
            extra={related}
          />
        </FilterMenu>
        <FilterMenu label="Logo Option" activeCount={state.styles.length} {...menu('style')}>
          <ListPanel
            legend="Logo style"
            name="style"
            type="checkbox"
            loading={!facets}
            note="Gigs whose title names the style"
            empty="None of these results names a logo style."
            choices={(facets?.styles ?? [])
              .filter((entry) => entry.count > 0 || state.styles.includes(entry.style))
              .map((entry) => ({ value: entry.style, label: entry.style, count: entry.count }))}
            initial={state.styles}
            onApply={(styles) => apply({ styles })}
          />
        </FilterMenu>
        <FilterMenu
          label="Seller Details"
          activeCount={state.sellerLevels.length}
          {...menu('seller')}
        >
          <ListPanel
            legend="Seller level"
            name="sellerLevel"
            type="checkbox"
            loading={!facets}
            note="Seller level"
            choices={[...(facets?.sellerLevels ?? [])].reverse().map((entry) => ({
              value: entry.level,
              label: SELLER_LEVEL_NAMES[entry.level] ?? `Level ${entry.level}`,
              count: entry.count,
            }))}
            initial={state.sellerLevels}
            onApply={(sellerLevels) => apply({ sellerLevels })}
          />
        </FilterMenu>
        <FilterMenu
          label="Budget"
          activeCount={Number(state.minPrice !== undefined || state.maxPrice !== undefined)}
          {...menu('budget')}
        >
          <BudgetPanel state={state} range={facets?.priceRange} onApply={apply} />
        </FilterMenu>
        <FilterMenu
          label="Delivery Time"
          activeCount={Number(state.deliveryDays !== undefined)}
          align="right"
          {...menu('delivery')}
        >
          <ListPanel
            legend="Delivery time"
            name="deliveryDays"
            type="radio"
            loading={!facets}
            choices={[
              ...(facets?.deliveryTimes ?? []).map((entry) => ({
                value: entry.days,
                label: DELIVERY_LABELS[entry.days] ?? `Up to ${entry.days} days`,
                count: entry.count,
              })),
              { value: 0, label: 'Anytime' },
            ]}
            initial={[state.deliveryDays ?? 0]}
            onApply={([days]) => apply({ deliveryDays: days || undefined })}
            clearTo={[0]}
          />
        </FilterMenu>
      </div>
      <div className="flex flex-wrap gap-x-6 gap-y-3" role="group" aria-label="Seller options">
        {TOGGLES.map((toggle) => (
          <ToggleSwitch
            key={toggle.name}
            label={toggle.label}
            hint={toggle.hint}
            checked={state[toggle.name]}
            onChange={(checked) => onChange({ [toggle.name]: checked })}
          />
        ))}
      </div>
    </div>
  );
}

/** A menu of choices, drafted in the panel and applied together. */
function ListPanel<T extends string | number>({
  legend,
  name,
  type,
  choices,
  initial,
  onApply,
  loading,
  note,
  empty,
  extra,
  clearTo = [],
}: {
  legend: string;
  name: string;
  type: 'checkbox' | 'radio';
  choices: Choice<T>[];
  initial: T[];
  onApply: (selected: T[]) => void;
  loading: boolean;
  note?: string;
  empty?: string;
  extra?: ReactNode;
  clearTo?: T[];
}) {
  const [draft, setDraft] = useState(initial);
  const unchanged = (list: T[]) =>
    list.length === clearTo.length && list.every((value) => clearTo.includes(value));
  return (
    <MenuPanel
      onApply={() => onApply(draft)}
      onClear={() => onApply(clearTo)}
      canClear={!unchanged(initial) || !unchanged(draft)}
    >
      {note && <p className="mb-2 text-sm text-slate-500">{note}</p>}
      {loading ? (
        <div className="space-y-3 py-2" aria-hidden>
          {[0, 1, 2].map((line) => (
            <div key={line} className="h-4 animate-pulse rounded bg-slate-100" />
          ))}
        </div>
      ) : (
        <ChoiceList
          legend={legend}
          name={name}
          type={type}
          choices={choices}
          selected={draft}
          onChange={setDraft}
          empty={empty}
        />
      )}
      {extra}
    </MenuPanel>
  );
}

function BudgetPanel({
  state,
  range,
  onApply,
}: {
  state: SearchState;
  range: SearchFacets['priceRange'] | undefined;
  onApply: (budget: Pick<SearchState, 'minPrice' | 'maxPrice'>) => void;
}) {
  const [min, setMin] = useState(state.minPrice?.toString() ?? '');
  const [max, setMax] = useState(state.maxPrice?.toString() ?? '');
  const [error, setError] = useState<string | null>(null);
  const minId = useId();
  const maxId = useId();
  const errorId = useId();

  const read = (text: string) => (text.trim() === '' ? undefined : Number(text.trim()));
  const submit = () => {
    const minPrice = read(min);
    const maxPrice = read(max);
    const bad = [minPrice, maxPrice].some(
      (value) => value !== undefined && !(Number.isInteger(value) && value >= 0),
    );
    if (bad) return setError('Enter whole dollar amounts, 0 or more.');
    if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice)
      return setError('The minimum must not be above the maximum.');
    onApply({ minPrice, maxPrice });
  };

  const field = (
    id: string,
    label: string,
    value: string,
    set: (text: string) => void,
    placeholder: string,
  ) => (
    <div className="min-w-0 flex-1">
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      <div className="mt-1.5 flex h-11 items-center rounded-lg border border-slate-300 bg-white focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-600/20">
        <span className="pl-3 text-sm text-slate-500" aria-hidden>
          US$
        </span>
        <input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={value}
          placeholder={placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            set(event.target.value);
            setError(null);
          }}
          className="h-full min-w-0 flex-1 rounded-lg bg-transparent px-2 text-sm text-slate-900 placeholder:text-slate-400 focus:outline-none"
        />
      </div>
    </div>
  );

  return (
    <MenuPanel
      onApply={submit}
      onClear={() => onApply({ minPrice: undefined, maxPrice: undefined })}
      canClear={
        state.minPrice !== undefined || state.maxPrice !== undefined || min !== '' || max !== ''
      }
    >
      {range?.min != null && range.max != null && (
        <p className="mb-3 text-sm text-slate-500">
          These services cost from US${range.min} to US${range.max}.
        </p>
      )}
      <div className="flex gap-3">
        {field(minId, 'Min.', min, setMin, 'Any')}
        {field(maxId, 'Max.', max, setMax, 'Any')}
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-2 text-sm font-medium text-rose-700">
          {error}
        </p>
      )}
    </MenuPanel>
  );
}
