import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import { FieldMessage, fieldDescribedBy } from './field-message';

/** A labelled drop-down with its rule message beside it, announced to screen readers. */
export function SelectField({
  label,
  error,
  hint,
  children,
  ref,
  ...select
}: SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  error?: string;
  hint?: string;
  children: ReactNode;
  ref?: Ref<HTMLSelectElement>;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <select
        id={id}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescribedBy(id, error, hint)}
        className={`h-11 w-full rounded-md border bg-white px-3 text-[0.95rem] text-slate-900 focus:outline-none focus:ring-2 ${
          error
            ? 'border-rose-500 focus:ring-rose-200'
            : 'border-slate-300 focus:border-brand-600 focus:ring-brand-100'
        }`}
        {...select}
      >
        {children}
      </select>
      <FieldMessage id={id} error={error} hint={hint} />
    </div>
  );
}
