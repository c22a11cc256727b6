import { useId, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import { FieldMessage, fieldDescribedBy } from './field-message';

/**
 * A labelled multi-line field with its rule message beside it, announced to screen readers;
 * `aside` sits at the label's end (a character count).
 */
export function TextAreaField({
  label,
  error,
  hint,
  aside,
  ref,
  className = '',
  ...textarea
}: TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  error?: string;
  hint?: string;
  aside?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
}) {
  const id = useId();
  return (
    <div>
      <div className="mb-1.5 flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-semibold text-slate-800">
          {label}
        </label>
        {aside}
      </div>
      <textarea
        id={id}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescribedBy(id, error, hint)}
        className={`w-full rounded-md border bg-white px-3 py-2.5 text-[0.95rem] leading-relaxed text-slate-900 placeholder:text-slate-400 focus:outline-none focus:ring-2 disabled:bg-slate-50 disabled:text-slate-400 ${
          error
            ? 'border-rose-500 focus:ring-rose-200'
            : 'border-slate-300 focus:border-brand-600 focus:ring-brand-100'
        } ${className}`}
        {...textarea}
      />
      <FieldMessage id={id} error={error} hint={hint} />
    </div>
  );
}
