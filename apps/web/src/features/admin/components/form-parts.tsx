import {
  useId,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { FieldMessage, fieldDescribedBy } from '../../../components/field-message';

/*
 * Form controls the shared FormField does not cover (a textarea, a select, a radio group), drawn
 * like it: label above, rule message under, announced with the control.
 */

const control = (error?: string) =>
  `w-full rounded-md border bg-white px-3 text-[0.95rem] text-slate-900 placeholder:text-slate-400 focus:outline-none focus:ring-2 ${
    error
      ? 'border-rose-500 focus:ring-rose-200'
      : 'border-slate-300 focus:border-brand-600 focus:ring-brand-100'
  }`;

/** Classes for a read-only FormField (an id): it reads as a value, not as something to type in. */
export const readOnlyInput =
  'h-11 w-full cursor-default rounded-md border border-slate-200 bg-slate-100 px-3 text-[0.95rem] text-slate-600 focus:outline-none focus:ring-2 focus:ring-brand-100';

/** The label above a control and its messages under it, tied to the control by `id`. */
function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-800">
        {label}
      </label>
      {children}
      <FieldMessage id={id} error={error} hint={hint} />
    </div>
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  ref,
  ...textarea
}: TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  error?: string;
  hint?: string;
  ref?: React.Ref<HTMLTextAreaElement>;
}) {
  const id = useId();
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <textarea
        id={id}
        ref={ref}
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescribedBy(id, error, hint)}
        className={`${control(error)} block resize-y py-2.5 leading-relaxed`}
        {...textarea}
      />
    </Field>
  );
}

export function SelectField({
  label,
  error,
  hint,
  ref,
  children,
  ...select
}: SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  error?: string;
  hint?: string;
  ref?: React.Ref<HTMLSelectElement>;
}) {
  const id = useId();
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <select
        id={id}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescribedBy(id, error, hint)}
        className={`${control(error)} h-11`}
        {...select}
      >
        {children}
      </select>
    </Field>
  );
}

/** A group of radio buttons drawn as segmented choices; `register` each input yourself. */
export function ChoiceGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-semibold text-slate-800">{legend}</legend>
      <div className="flex flex-wrap gap-2">{children}</div>
    </fieldset>
  );
}

export function Choice({
  label,
  tone = 'neutral',
  ref,
  ...input
}: Omit<React.InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: string;
  tone?: 'neutral' | 'good' | 'pending';
  ref?: React.Ref<HTMLInputElement>;
}) {
  const checked = {
    neutral:
      'has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-900',
    good: 'has-[:checked]:border-emerald-600 has-[:checked]:bg-emerald-50 has-[:checked]:text-emerald-900',
    pending:
      'has-[:checked]:border-amber-500 has-[:checked]:bg-amber-50 has-[:checked]:text-amber-900',
  }[tone];
  return (
    <label
      className={`flex h-11 cursor-pointer items-center gap-2.5 rounded-md border border-slate-300 bg-white px-4 text-sm font-medium text-slate-700 transition hover:border-slate-400 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600 ${checked}`}
    >
      <input ref={ref} type="radio" className="size-4 accent-brand-700" {...input} />
      {label}
    </label>
  );
}
