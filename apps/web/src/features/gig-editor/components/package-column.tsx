import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import {
  EXTRA_MAX,
  PACKAGE_DAYS_MAX,
  PACKAGE_DESCRIPTION_MAX,
  PACKAGE_PRICE_MAX,
  PACKAGE_PRICE_MIN,
  REVISIONS_MAX,
  type PackageTier,
} from '@giglane/contract/gig-offer-values';
import { FormField } from '../../../components/form-field';
import { Icon } from '../../../components/icon';
import { TextAreaField } from '../../../components/text-area-field';
import { Counter, SelectField } from './editor-parts';
import type { PricingBody, PricingForm } from './pricing-step';

/** A package as its column edits it: numbers as typed, revisions "0"–"10" or "unlimited". */
export type PackageForm = {
  name: string;
  description: string;
  price: string;
  deliveryDays: string;
  revisions: string;
  features: string[];
  extra: string;
};

const revisionChoices = [
  ...Array.from({ length: REVISIONS_MAX + 1 }, (_, count) => ({
    value: String(count),
    label: count === 1 ? '1 revision' : `${count} revisions`,
  })),
  { value: 'unlimited', label: 'Unlimited revisions' },
];

const accents: Record<PackageTier, string> = {
  basic: 'bg-slate-500',
  standard: 'bg-brand-600',
  premium: 'bg-amber-500',
};

/** One package's fields; Standard and Premium have a switch that offers them or not. */
export function PackageColumn({
  tier,
  title,
  form,
  features,
}: {
  tier: PackageTier;
  title: string;
  form: UseFormReturn<PricingForm, unknown, PricingBody>;
  /** What a package of the gig's subcategory may include. */
  features: string[];
}) {
  const { register, control } = form;
  const errors = form.formState.errors[tier];
  const switchedOn = useWatch({ control, name: 'offers' });
  const offered = tier === 'basic' || switchedOn[tier];
  const description = useWatch({ control, name: `${tier}.description` });

  return (
    <fieldset
      className={`min-w-0 overflow-hidden rounded-xl border bg-white shadow-sm ${
        offered ? 'border-slate-200' : 'border-dashed border-slate-300 bg-slate-50/60 shadow-none'
      }`}
    >
      <legend className="sr-only">{title}</legend>
      <div className={`h-1 ${offered ? accents[tier] : 'bg-transparent'}`} aria-hidden />
      <div className="flex items-center justify-between gap-3 border-b border-slate-100 px-5 py-4">
        <p aria-hidden className="text-lg font-bold text-slate-900">
          {title}
        </p>
        {tier !== 'basic' ? (
          <Controller
            control={control}
            name={`offers.${tier}`}
            render={({ field }) => (
              <button
                type="button"
                role="switch"
                aria-checked={field.value}
                aria-label={`Offer a ${title} package`}
                onClick={() => field.onChange(!field.value)}
                className="inline-flex items-center gap-2 rounded-full text-sm font-medium text-slate-600"
              >
                <span
                  aria-hidden
                  className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors ${
                    field.value ? 'bg-brand-700' : 'bg-slate-300 hover:bg-slate-400'
                  }`}
                >
                  <span
                    className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${
                      field.value ? 'translate-x-[1.375rem]' : 'translate-x-0.5'
                    }`}
                  />
                </span>
                <span aria-hidden>{field.value ? 'Offered' : 'Off'}</span>
              </button>
            )}
          />
        ) : (
          <span className="text-xs font-semibold uppercase tracking-wide text-slate-500">
            Required
          </span>
        )}
      </div>

      {offered ? (
        <div className="space-y-4 px-5 py-5">
          <FormField
            label="Package name"
            placeholder={`e.g. ${title} logo`}
            error={errors?.name?.message}
            {...register(`${tier}.name`)}
          />
          <TextAreaField
            label="Description"
            rows={3}
            placeholder="What the buyer gets in this package"
            aside={<Counter length={description.trim().length} max={PACKAGE_DESCRIPTION_MAX} />}
            error={errors?.description?.message}
            {...register(`${tier}.description`)}
          />
          <div className="grid grid-cols-2 gap-3">
            <FormField
              label="Price (US$)"
              type="number"
              inputMode="numeric"
              min={PACKAGE_PRICE_MIN}
              max={PACKAGE_PRICE_MAX}
              placeholder={String(PACKAGE_PRICE_MIN)}
              error={errors?.price?.message}
              {...register(`${tier}.price`)}
            />
            <FormField
              label="Delivery (days)"
              type="number"
              inputMode="numeric"
              min={1}
              max={PACKAGE_DAYS_MAX}
              placeholder="3"
              error={errors?.deliveryDays?.message}
              {...register(`${tier}.deliveryDays`)}
            />
          </div>
          <SelectField
            label="Revisions"
            error={errors?.revisions?.message}
            {...register(`${tier}.revisions`)}
          >
            {revisionChoices.map(({ value, label }) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </SelectField>
          <Controller
            control={control}
            name={`${tier}.features`}
            render={({ field, fieldState }) => (
              <FeatureChoices
                choices={[...new Set([...features, ...field.value])]}
                chosen={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
          <FormField
            label="Also included"
            placeholder="e.g. 3 concepts and a favicon"
            hint={`Optional, up to ${EXTRA_MAX} characters.`}
            error={errors?.extra?.message}
            {...register(`${tier}.extra`)}
          />
        </div>
      ) : (
        <div className="flex flex-col items-center px-5 py-12 text-center text-sm text-slate-500">
          <Icon name="layers" className="size-8 text-slate-400" />
          <p className="mt-3 max-w-[16rem]">
            Not offered. Switch it on to add a {title} package with more included.
          </p>
        </div>
      )}
    </fieldset>
  );
}

function FeatureChoices({
  choices,
  chosen,
  onChange,
  error,
}: {
  choices: string[];
  chosen: string[];
  onChange: (features: string[]) => void;
  error?: string;
}) {
  if (choices.length === 0) return null;
  const toggle = (feature: string, on: boolean) =>
    onChange(on ? [...chosen, feature] : chosen.filter((name) => name !== feature));
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-slate-800">Included</legend>
      <ul className="space-y-1.5">
        {choices.map((feature) => (
          <li key={feature}>
            <label className="flex cursor-pointer items-center gap-2.5 rounded-md px-1 py-1 text-sm text-slate-700 hover:bg-slate-50">
              <input
                type="checkbox"
                checked={chosen.includes(feature)}
                onChange={(event) => toggle(feature, event.target.checked)}
                className="size-4 rounded border-slate-300 accent-brand-700"
              />
              {feature}
            </label>
          </li>
        ))}
      </ul>
      {error && (
        <p role="alert" className="mt-1.5 text-sm text-rose-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
