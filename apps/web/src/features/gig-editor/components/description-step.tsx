import { useRef } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { gigDescriptionBody } from '@giglane/contract/gig-offers';
import {
  DESCRIPTION_MAX,
  DESCRIPTION_MIN_TO_PUBLISH,
  FAQ_MAX,
} from '@giglane/contract/gig-offer-values';
import { pagePaths } from '@giglane/contract/page-paths';
import { FormField } from '../../../components/form-field';
import { Icon } from '../../../components/icon';
import { RichText } from '../../../components/rich-text';
import { TextAreaField } from '../../../components/text-area-field';
import { showRefusal } from '../../../lib/refusal';
import { useUpdateGigDescription, type SellerGig } from '../../../lib/api/seller-gigs';
import { useUnsavedWarning } from '../hooks/use-unsaved-warning';
import { contractResolver } from '../../../lib/contract-resolver';
import { toggleBold, toggleList, type Edit } from '../utils/markup';
import { Counter, Panel, RefusalBanner, StepActions, StepHeading } from './editor-parts';
import { RequirementsPanel } from './requirements-panel';

type DescriptionForm = { description: string; faq: { question: string; answer: string }[] };

const resolver = contractResolver(gigDescriptionBody, (form: DescriptionForm) => form);

const tools = [
  { label: 'Bold', icon: 'B', edit: toggleBold },
  { label: 'Bulleted list', icon: '•', edit: (edit: Edit) => toggleList(edit, 'bullets') },
  { label: 'Numbered list', icon: '1.', edit: (edit: Edit) => toggleList(edit, 'numbers') },
] as const;

/** Step 3: the description in light markup with a live preview, and the gig's own FAQ. */
export function DescriptionStep({ gig }: { gig: SellerGig }) {
  const navigate = useNavigate();
  const save = useUpdateGigDescription(gig.id);
  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    formState: { errors, isSubmitted, isDirty },
  } = useForm<DescriptionForm, unknown, z.output<typeof gigDescriptionBody>>({
    resolver,
    defaultValues: { description: gig.description, faq: gig.faq },
  });
  const faq = useFieldArray({ control, name: 'faq' });
  const description = useWatch({ control, name: 'description' });
  const textarea = useRef<HTMLTextAreaElement | null>(null);
  const { ref: registerRef, ...descriptionField } = register('description');
  const unsaved = useUnsavedWarning(isDirty);

  const applyTool = (edit: (current: Edit) => Edit) => {
    const element = textarea.current;
    if (!element) return;
    const next = edit({
      text: element.value,
      start: element.selectionStart,
      end: element.selectionEnd,
    });
    setValue('description', next.text, { shouldDirty: true, shouldValidate: isSubmitted });
    // The seller carries on typing where the edit left the selection, at once: a key pressed
    // right after the click lands there, not on the button.
    element.focus();
    element.setSelectionRange(next.start, next.end);
  };

  const onSubmit = handleSubmit(async (body) => {
    try {
      await save.mutateAsync(body);
      unsaved.saved();
      void navigate(pagePaths.editSellerGig(gig.id, 'gallery'));
    } catch (error) {
      const names = faq.fields.flatMap((_, index) => [
        `faq.${index}.question` as const,
        `faq.${index}.answer` as const,
      ]);
      showRefusal(error, setError, ['description', 'faq', ...names]);
    }
  });

  const length = description.trim().length;

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <StepHeading title="Description & FAQ">
        Tell buyers what you do, how you work and what they get. Answer the questions they ask
        before ordering.
      </StepHeading>
      <RefusalBanner message={errors.root?.server?.message} />

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Panel title="Description">
          <div
            role="toolbar"
            aria-label="Formatting"
            className="mb-2 flex items-center gap-1 rounded-md border border-slate-200 bg-slate-50 p-1"
          >
            {tools.map((tool) => (
              <button
                key={tool.label}
                type="button"
                onClick={() => applyTool(tool.edit)}
                aria-label={tool.label}
                title={tool.label}
                className={`flex h-8 min-w-8 items-center justify-center rounded px-2 text-sm text-slate-700 hover:bg-white hover:shadow-sm ${
                  tool.label === 'Bold' ? 'font-bold' : 'font-semibold'
                }`}
              >
                {tool.icon}
              </button>
            ))}
            <span className="ml-auto pr-2 text-xs text-slate-500">**bold**, - list, 1. list</span>
          </div>
          <TextAreaField
            label="About this gig"
            rows={14}
            placeholder={
              'What you do, for whom, and how.\n\nWhat you get:\n- A first draft in 2 days\n- Source files'
            }
            aside={<Counter length={length} max={DESCRIPTION_MAX} />}
            hint={
              length < DESCRIPTION_MIN_TO_PUBLISH
                ? `At least ${DESCRIPTION_MIN_TO_PUBLISH} characters to publish: ${DESCRIPTION_MIN_TO_PUBLISH - length} to go.`
                : 'A blank line starts a new paragraph.'
            }
            error={errors.description?.message}
            ref={(element) => {
              registerRef(element);
              textarea.current = element;
            }}
            {...descriptionField}
          />
        </Panel>
        <Panel title="Preview" hint="As buyers will read it on your gig's page.">
          {description.trim() ? (
            <RichText text={description} className="text-[0.95rem]" />
          ) : (
            <p className="rounded-lg border border-dashed border-slate-300 px-4 py-10 text-center text-sm text-slate-500">
              Your description will show here as you write it.
            </p>
          )}
        </Panel>
      </div>

      <Panel
        title="Frequently asked questions"
        hint={`Up to ${FAQ_MAX}. Your gig's page shows them under the description.`}
        className="mt-6"
      >
        {faq.fields.length === 0 && (
          <p className="rounded-lg bg-slate-50 px-4 py-6 text-center text-sm text-slate-500">
            No questions yet. Add the ones buyers ask you most.
          </p>
        )}
        <ol className="space-y-4">
          {faq.fields.map((item, index) => (
            <li key={item.id} className="rounded-lg border border-slate-200 p-4">
              <div className="mb-3 flex items-center justify-between">
                <p className="text-sm font-bold text-slate-900">Question {index + 1}</p>
                <button
                  type="button"
                  onClick={() => faq.remove(index)}
                  aria-label={`Remove question ${index + 1}`}
                  className="inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-sm font-semibold text-slate-500 hover:bg-rose-50 hover:text-rose-700"
                >
                  <Icon name="trash" className="size-4" />
                  Remove
                </button>
              </div>
              <div className="space-y-3">
                <FormField
                  label="Question"
                  placeholder="e.g. What do you need from me to start?"
                  error={errors.faq?.[index]?.question?.message}
                  {...register(`faq.${index}.question`)}
                />
                <TextAreaField
                  label="Answer"
                  rows={3}
                  error={errors.faq?.[index]?.answer?.message}
                  {...register(`faq.${index}.answer`)}
                />
              </div>
            </li>
          ))}
        </ol>
        {errors.faq?.message && (
          <p role="alert" className="mt-3 text-sm text-rose-600">
            {errors.faq.message}
          </p>
        )}
        <button
          type="button"
          disabled={faq.fields.length >= FAQ_MAX}
          onClick={() => faq.append({ question: '', answer: '' })}
          className="mt-4 inline-flex h-10 items-center gap-2 rounded-lg border border-dashed border-brand-600 px-4 text-sm font-semibold text-brand-700 transition hover:bg-brand-50 disabled:cursor-not-allowed disabled:border-slate-300 disabled:text-slate-400 disabled:hover:bg-transparent"
        >
          <Icon name="plus" className="size-4" />
          {faq.fields.length >= FAQ_MAX ? `${FAQ_MAX} questions at most` : 'Add a question'}
        </button>
      </Panel>

      <RequirementsPanel gigId={gig.id} />

      <StepActions back={pagePaths.editSellerGig(gig.id, 'pricing')} saving={save.isPending} />
    </form>
  );
}
