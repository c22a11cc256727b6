import { useId, useState, type InputHTMLAttributes } from 'react';
import { Icon } from './icon';
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
            <Icon name={revealed ? 'eyeOff' : 'eye'} />
          </button>
        )}
      </div>
      <FieldMessage id={id} error={error} hint={hint} />
    </div>
  );
}
