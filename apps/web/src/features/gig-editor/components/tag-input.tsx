import { useId, useState, type KeyboardEvent } from 'react';
import { FieldMessage, fieldDescribedBy } from '../../../components/field-message';
import { Icon } from '../../../components/icon';

/**
 * Search tags as chips: Enter or a comma adds what was typed (also leaving the field), Backspace
 * in an empty field takes the last one off, and each chip has its own remove button. A tag already
 * there (ignoring case) is not added twice; past `max` the field is closed.
 */
export function TagInput({
  label,
  tags,
  onChange,
  max,
  minLength,
  maxLength,
  error,
  hint,
}: {
  label: string;
  tags: string[];
  onChange: (tags: string[]) => void;
  max: number;
  minLength: number;
  maxLength: number;
  error?: string;
  hint?: string;
}) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const full = tags.length >= max;

  const add = () => {
    const tag = draft.trim().replace(/,+$/, '').trim();
    if (tag.length < minLength) return;
    if (!tags.some((existing) => existing.toLowerCase() === tag.toLowerCase()))
      onChange([...tags, tag]);
    setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add();
    } else if (event.key === 'Backspace' && draft === '' && tags.length > 0) {
      onChange(tags.slice(0, -1));
    }
  };

  return (
    <div>
      <div className="mb-1.5 flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-semibold text-slate-800">
          {label}
        </label>
        <span className="text-xs tabular-nums text-slate-500">
          {tags.length} / {max}
        </span>
      </div>
      <div
        className={`flex min-h-11 flex-wrap items-center gap-2 rounded-md border bg-white px-2 py-1.5 focus-within:ring-2 ${
          error
            ? 'border-rose-500 focus-within:ring-rose-200'
            : 'border-slate-300 focus-within:border-brand-600 focus-within:ring-brand-100'
        }`}
      >
        <ul className="contents">
          {tags.map((tag, index) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pl-3 pr-1 text-sm font-medium text-brand-800 ring-1 ring-brand-100"
            >
              {tag}
              <button
                type="button"
                onClick={() => onChange(tags.filter((_, i) => i !== index))}
                aria-label={`Remove the tag ${tag}`}
                className="flex size-5 items-center justify-center rounded-full text-brand-700 hover:bg-brand-100"
              >
                <Icon name="remove" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
        <input
          id={id}
          value={draft}
          disabled={full}
          maxLength={maxLength}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={add}
          placeholder={full ? '' : tags.length ? 'Add another tag' : 'e.g. logo design'}
          aria-invalid={error ? true : undefined}
          aria-describedby={fieldDescribedBy(id, error, hint)}
          className="h-8 min-w-[8rem] flex-1 bg-transparent px-1 text-[0.95rem] text-slate-900 placeholder:text-slate-400 focus:outline-none disabled:cursor-not-allowed"
        />
      </div>
      <FieldMessage id={id} error={error} hint={hint} />
    </div>
  );
}
