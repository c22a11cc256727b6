import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Controller, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { gigOverviewBody } from '@giglane/contract/gig-offers';
import {
  TAG_MAX,
  TAG_MIN,
  TAGS_MAX,
  TITLE_MAX,
  TITLE_PREFIX,
} from '@giglane/contract/gig-offer-values';
import { pagePaths } from '@giglane/contract/page-paths';
import { FieldMessage, fieldDescribedBy } from '../../../components/field-message';
import { showRefusal } from '../../../lib/refusal';
import { categoryQueries, type MenuEntry, type Subcategory } from '../../../lib/api/categories';
import {
  useCreateSellerGig,
  useUpdateGigOverview,
  type SellerGig,
} from '../../../lib/api/seller-gigs';
import { useNewGigDraft } from '../hooks/use-new-gig-draft';
import { useUnsavedWarning } from '../hooks/use-unsaved-warning';
import { contractResolver } from '../../../lib/contract-resolver';
import {
  Counter,
  type EditorHome,
  Panel,
  RefusalBanner,
  SelectField,
  StepActions,
  StepHeading,
} from './editor-parts';
import { ChipInput } from '../../../components/chip-input';

type OverviewForm = {
  title: string;
  /** Only narrows the subcategories offered; the gig keeps its subcategory. */
  categoryId: string;
  subcategoryId: string;
  tags: string[];
};

const resolver = contractResolver(
  gigOverviewBody,
  ({ title, subcategoryId, tags }: OverviewForm) => ({
    title,
    subcategoryId,
    tags,
  }),
);

/** The list's rule, or the first rule one of its tags breaks ("Tag 2: Must be …"). */
function tagError(errors: FieldErrors<OverviewForm>['tags']): string | undefined {
  if (!errors || errors.message) return errors?.message;
  for (let index = 0; index < TAGS_MAX; index += 1) {
    const message = errors[index]?.message;
    if (message) return `Tag ${index + 1}: ${message}`;
  }
  return undefined;
}

/** The title after its fixed start, as the seller types it. */
const ending = (title: string) =>
  title.toLowerCase().startsWith(TITLE_PREFIX.toLowerCase())
    ? title.slice(TITLE_PREFIX.length).replace(/^ /, '')
    : title;

/** A category's subcategories, each once even when it sits in several of its groups. */
function subcategoriesOf(entry: MenuEntry | undefined): Subcategory[] {
  const seen = new Map<number, Subcategory>();
  for (const group of entry?.groups ?? [])
    for (const subcategory of group.subcategories)
      if (!seen.has(subcategory.id)) seen.set(subcategory.id, subcategory);
  return [...seen.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** Step 1: what the gig is, where it is listed, and the words buyers search it by. */
export function OverviewStep({ gig, home }: { gig: SellerGig | null; home: EditorHome }) {
  const navigate = useNavigate();
  const menu = useQuery(categoryQueries.menu());
  const create = useCreateSellerGig();
  const update = useUpdateGigOverview(gig?.id ?? 0);
  const kept = useNewGigDraft(gig === null);
  const [restored, setRestored] = useState(kept.restored !== null);
  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    subscribe,
    getValues,
    reset,
    formState: { errors, isDirty },
  } = useForm<OverviewForm, unknown, { title: string; subcategoryId: number; tags: string[] }>({
    resolver,
    defaultValues: kept.restored ?? {
      title: gig?.title || `${TITLE_PREFIX} `,
      categoryId: gig?.categoryId ? String(gig.categoryId) : '',
      subcategoryId: gig ? String(gig.subcategoryId) : '',
      tags: gig?.tags ?? [],
    },
  });
  // The selects' options come with the menu: show them the values the form already holds.
  useEffect(() => {
    if (!menu.data) return;
    const values = getValues();
    setValue('categoryId', values.categoryId);
    setValue('subcategoryId', values.subcategoryId);
  }, [menu.data, getValues, setValue]);
  // Every change of a new gig's overview is kept in the browser until the first save.
  const { keep } = kept;
  useEffect(
    () => subscribe({ formState: { values: true }, callback: ({ values }) => keep(values) }),
    [subscribe, keep],
  );
  const categoryId = useWatch({ control, name: 'categoryId' });
  const subcategoryId = useWatch({ control, name: 'subcategoryId' });
  const entry = menu.data?.find((category) => String(category.id) === categoryId);
  const subcategories = subcategoriesOf(entry);
  const saving = create.isPending || update.isPending;
  const unsaved = useUnsavedWarning(isDirty);

  const onSubmit = handleSubmit(async (body) => {
    try {
      const saved = gig ? await update.mutateAsync(body) : await create.mutateAsync(body);
      kept.forget();
      unsaved.saved();
      void navigate(pagePaths.editSellerGig(saved.id, 'pricing'));
    } catch (error) {
      showRefusal(error, setError, ['title', 'subcategoryId', 'tags']);
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <StepHeading title="Gig overview">
        Say in one line what you will do, choose where buyers will find it, and add the words they
        search for.
      </StepHeading>
      <RefusalBanner message={errors.root?.server?.message} />
      {restored && (
        <RestoredNotice
          onStartOver={() => {
            kept.forget();
            reset({ title: `${TITLE_PREFIX} `, categoryId: '', subcategoryId: '', tags: [] });
            setRestored(false);
          }}
        />
      )}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="space-y-6">
          <Panel title="Gig title" hint="As your gig's card and page will show it.">
            <Controller
              control={control}
              name="title"
              render={({ field, fieldState }) => (
                <TitleInput
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  error={fieldState.error?.message}
                />
              )}
            />
          </Panel>

          <Panel
            title="Category & subcategory"
            hint="Where buyers browsing the catalog will find your gig."
          >
            <div className="grid gap-4 sm:grid-cols-2">
              <SelectField
                label="Category"
                disabled={!menu.data}
                {...register('categoryId', {
                  onChange: () => setValue('subcategoryId', ''),
                })}
              >
                <option value="">{menu.isPending ? 'Loading…' : 'Choose a category'}</option>
                {menu.data?.map((category) => (
                  <option key={category.id} value={category.id}>
                    {category.name}
                  </option>
                ))}
              </SelectField>
              <SelectField
                label="Subcategory"
                disabled={!entry}
                error={
                  subcategoryId === '' && errors.subcategoryId
                    ? 'Choose a category, then a subcategory'
                    : errors.subcategoryId?.message
                }
                {...register('subcategoryId')}
              >
                <option value="">Choose a subcategory</option>
                {subcategories.map((subcategory) => (
                  <option key={subcategory.id} value={subcategory.id}>
                    {subcategory.name}
                  </option>
                ))}
              </SelectField>
            </div>
          </Panel>

          <Panel title="Search tags" hint="Words buyers would type to find a gig like yours.">
            <Controller
              control={control}
              name="tags"
              render={({ field, fieldState }) => (
                <ChipInput
                  label="Tags"
                  values={field.value}
                  onChange={field.onChange}
                  placeholder={field.value.length ? 'Add another tag' : 'e.g. logo design'}
                  removeLabel={(tag) => `Remove the tag ${tag}`}
                  showCount
                  max={TAGS_MAX}
                  minLength={TAG_MIN}
                  maxLength={TAG_MAX}
                  error={fieldState.error?.message ?? tagError(errors.tags)}
                  hint={`Press Enter after each tag: up to ${TAGS_MAX}, ${TAG_MIN} to ${TAG_MAX} characters each.`}
                />
              )}
            />
          </Panel>
        </div>
        <Tips />
      </div>
      <StepActions back={home.path} saving={saving} />
    </form>
  );
}

/** The title's input after a fixed "I will", with the whole title's length counted. */
function TitleInput({
  value,
  onChange,
  onBlur,
  inputRef,
  error,
}: {
  value: string;
  onChange: (title: string) => void;
  onBlur: () => void;
  inputRef: (element: HTMLInputElement | null) => void;
  error?: string;
}) {
  const id = useId();
  const hint = `Start with what you will do: "${TITLE_PREFIX} design a minimalist logo for your brand".`;
  return (
    <div>
      <div className="mb-1.5 flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-semibold text-slate-800">
          Title
        </label>
        <Counter length={value.trim().length} max={TITLE_MAX} />
      </div>
      <div
        className={`flex items-stretch overflow-hidden rounded-md border bg-white focus-within:ring-2 ${
          error
            ? 'border-rose-500 focus-within:ring-rose-200'
            : 'border-slate-300 focus-within:border-brand-600 focus-within:ring-brand-100'
        }`}
      >
        <span
          aria-hidden
          className="flex items-center border-r border-slate-200 bg-slate-50 px-3 text-[0.95rem] font-semibold text-slate-700"
        >
          {TITLE_PREFIX}
        </span>
        <input
          id={id}
          ref={inputRef}
          value={ending(value)}
          onChange={(event) => onChange(`${TITLE_PREFIX} ${event.target.value}`)}
          onBlur={onBlur}
          placeholder="design a minimalist logo for your brand"
          aria-invalid={error ? true : undefined}
          aria-describedby={fieldDescribedBy(id, error, hint)}
          className="h-12 min-w-0 flex-1 px-3 text-[0.95rem] text-slate-900 placeholder:text-slate-400 focus:outline-none"
        />
      </div>
      <FieldMessage id={id} error={error} hint={hint} />
    </div>
  );
}

/** Says the overview a reload interrupted is back, with a way to start from a blank page. */
function RestoredNotice({ onStartOver }: { onStartOver: () => void }) {
  return (
    <div
      role="status"
      className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-slate-800"
    >
      <p>
        <span className="font-semibold">Your unsaved gig is back.</span> We kept what you wrote
        before leaving this page; save it to create the draft.
      </p>
      <button
        type="button"
        onClick={onStartOver}
        className="rounded-lg border border-slate-300 bg-white px-3 py-1.5 font-semibold text-slate-700 hover:bg-slate-50"
      >
        Start over
      </button>
    </div>
  );
}

function Tips() {
  return (
    <aside className="h-fit rounded-xl border border-brand-100 bg-brand-50/60 p-5 text-sm text-slate-700">
      <h3 className="font-bold text-brand-900">Tips for a gig that sells</h3>
      <ul className="mt-3 list-disc space-y-2 pl-5">
        <li>Name the result the buyer gets, not the tool you use.</li>
        <li>Keep the title short and specific: buyers scan dozens of them.</li>
        <li>Use tags a buyer would search for, such as &ldquo;wordpress fix&rdquo;.</li>
      </ul>
    </aside>
  );
}
