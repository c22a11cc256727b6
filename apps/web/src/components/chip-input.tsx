import { useId, useState, type KeyboardEvent } from 'react';
import { FieldMessage, fieldDescribedBy } from './field-message';
import { Icon } from './icon';

/**
 * A list of short names typed one at a time (skills, languages, search tags): Enter or a comma
 * adds what was typed as a chip, Backspace in the empty box takes the last one back, and each chip
 * has its own remove button. What is left in the box when it loses focus is added too, so nothing
 * typed is lost; a name already there (ignoring case) is not added twice, and one shorter than
 * `minLength` stays in the box to be finished.
 */
export function ChipInput({
  label,
  values,
  onChange,
  onBlur,
  max,
  minLength = 1,
  maxLength,
  placeholder,
  hint,
  error,
  removeLabel = (value) => `Remove ${value}`,
  showCount = false,
}: {
  label: string;
  values: string[];
  onChange: (values: string[]) => void;
  onBlur?: () => void;
  max: number;
  minLength?: number;
  maxLength: number;
  placeholder: string;
  hint?: string;
  error?: string;
  removeLabel?: (value: string) => string;
  /** Shows "n / max" beside the label. */
  showCount?: boolean;
}) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const full = values.length >= max;

  const add = () => {
    const value = draft.trim().replace(/,+$/, '').trim();
    if (value.length < minLength) return;
    setDraft('');
    if (values.some((known) => known.toLowerCase() === value.toLowerCase())) return;
    onChange([...values, value]);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add();
    } else if (event.key === 'Backspace' && draft === '' && values.length > 0) {
      onChange(values.slice(0, -1));
    }
  };

  return (
    <div>
      <div className="mb-1.5 flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-semibold text-slate-800">
          {label}
        </label>
        {showCount && (
          <span className="text-xs tabular-nums text-slate-500">
            {values.length} / {max}
          </span>
        )}
      </div>
      <div
        className={`flex min-h-11 flex-wrap items-center gap-1.5 rounded-md border bg-white px-2 py-1.5 focus-within:ring-2 ${
          error
            ? 'border-rose-500 focus-within:ring-rose-200'
            : 'border-slate-300 focus-within:border-brand-600 focus-within:ring-brand-100'
        }`}
      >
        {values.length > 0 && (
          <ul aria-label={`Your ${label.toLowerCase()}`} className="contents">
            {values.map((value) => (
              <li
                key={value}
                className="flex items-center gap-1 rounded-full bg-brand-50 py-1 pl-3 pr-1 text-sm font-medium text-brand-900"
              >
                {value}
                <button
                  type="button"
                  aria-label={removeLabel(value)}
                  onClick={() => onChange(values.filter((known) => known !== value))}
                  className="flex size-5 items-center justify-center rounded-full text-brand-800 hover:bg-brand-100"
                >
                  <Icon name="close" className="size-3.5" />
                </button>
              </li>
            ))}
          </ul>
        )}
        <input
          id={id}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => {
            add();
            onBlur?.();
          }}
          disabled={full}
          maxLength={maxLength}
          placeholder={full ? `Up to ${max}` : placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={fieldDescribedBy(id, error, hint)}
          className="h-8 min-w-[8rem] flex-1 border-0 bg-transparent px-1 text-[0.95rem] text-slate-900 placeholder:text-slate-400 focus:outline-none disabled:cursor-not-allowed"
        />
      </div>
      <FieldMessage id={id} error={error} hint={hint} />
    </div>
  );
}
