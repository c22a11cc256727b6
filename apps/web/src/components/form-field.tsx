import { useId, useState, type InputHTMLAttributes } from 'react';
import { FieldMessage, fieldDescribedBy } from './field-message';

type Props = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string;
  /** Adds a show/hide toggle for passwords. */
  revealable?: boolean;
  /** A short help line under the input, read with it. */
  hint?: string;
};

/** A labelled input with its rule message beside it, announced to screen readers. */
export function FormField({
  label,
  error,
  revealable,
  hint,
  type,
  ref,
  ...input
}: Props & { ref?: React.Ref<HTMLInputElement> }) {
  const id = useId();
  const [revealed, setRevealed] = useState(false);
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          ref={ref}
          type={revealable ? (revealed ? 'text' : 'password') : type}
          aria-invalid={error ? true : undefined}
          aria-describedby={fieldDescribedBy(id, error, hint)}
          className={`h-11 w-full rounded-md border bg-white px-3 text-[0.95rem] text-slate-900 placeholder:text-slate-400 focus:outline-none focus:ring-2 ${
            error
              ? 'border-rose-500 focus:ring-rose-200'
              : 'border-slate-300 focus:border-brand-600 focus:ring-brand-100'
          } ${revealable ? 'pr-12' : ''}`}
          {...input}
        />
        {revealable && (
          <button
            type="button"
            onClick={() => setRevealed((value) => !value)}
            // One name, its state in aria-pressed: "Show password, pressed" reads as the password shown.
            aria-pressed={revealed}
            aria-label={`Show ${label.toLowerCase()}`}
            title={revealed ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-md text-slate-500 hover:text-slate-900"
          >
            <svg
              viewBox="0 0 24 24"
              className="size-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              aria-hidden
            >
              <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" strokeLinejoin="round" />
              <circle cx="12" cy="12" r="3" />
              {revealed && <path d="M4 4l16 16" strokeLinecap="round" />}
            </svg>
          </button>
        )}
      </div>
      <FieldMessage id={id} error={error} hint={hint} />
    </div>
  );
}
