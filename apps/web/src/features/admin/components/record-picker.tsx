import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { FieldMessage } from '../../../components/field-message';

export type PickerOption = { id: number; label: string; detail?: string };

/**
 * A searchable picker for a record id (WAI-ARIA combobox with a listbox popup): typing asks the
 * caller for matches, the arrows move, Enter or a click picks, Escape closes the list (and only the
 * list, not the dialog around it). The picked record's id shows beside its name.
 */
export function RecordPicker({
  label,
  placeholder,
  hint,
  error,
  selected,
  text,
  onText,
  options,
  searching,
  onPick,
  onBlur,
}: {
  label: string;
  placeholder: string;
  hint?: string;
  error?: string;
  /** The picked record, or null. */
  selected: PickerOption | null;
  /** What is typed in the box. */
  text: string;
  onText: (text: string) => void;
  /** Matches for the typed text. */
  options: PickerOption[];
  searching: boolean;
  onPick: (option: PickerOption | null) => void;
  onBlur?: () => void;
}) {
  const id = useId();
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const shown = open && text.trim() !== '' && (selected === null || selected.label !== text);

  const pick = (option: PickerOption) => {
    onPick(option);
    onText(option.label);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + options.length) % options.length);
    } else if (event.key === 'Enter' && shown && options[active]) {
      event.preventDefault();
      pick(options[active]);
    } else if (event.key === 'Escape' && shown) {
      // Closing the list must not also close the modal dialog the picker sits in.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  };

  const describedBy =
    [hint && `${id}-hint`, `${id}-picked`, error && `${id}-error`].filter(Boolean).join(' ') ||
    undefined;

  return (
    <div className="relative">
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <div className="relative">
        <input
          ref={input}
          id={id}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={shown}
          aria-controls={shown ? listId : undefined}
          aria-activedescendant={
            shown && options[active] ? `${id}-option-${options[active].id}` : undefined
          }
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          autoComplete="off"
          placeholder={placeholder}
          value={text}
          onChange={(event) => {
            onText(event.target.value);
            // Typing again means choosing again.
            if (selected) onPick(null);
            setActive(0);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => {
            setOpen(false);
            onBlur?.();
          }}
          onKeyDown={onKeyDown}
          className={`h-11 w-full rounded-md border bg-white pl-3 pr-24 text-[0.95rem] text-slate-900 placeholder:text-slate-400 focus:outline-none focus:ring-2 ${
            error
              ? 'border-rose-500 focus:ring-rose-200'
              : 'border-slate-300 focus:border-brand-600 focus:ring-brand-100'
          }`}
        />
        <span
          id={`${id}-picked`}
          className={`pointer-events-none absolute inset-y-0 right-2 my-auto flex h-7 items-center rounded-md px-2 font-mono text-xs font-semibold ${
            selected ? 'bg-brand-50 text-brand-800 ring-1 ring-brand-100' : 'text-slate-500'
          }`}
        >
          {selected ? `ID ${selected.id}` : 'No ID'}
        </span>
      </div>
      {shown && (
        <ul
          id={listId}
          role="listbox"
          aria-label={label}
          className="absolute inset-x-0 top-full z-10 mt-1 max-h-64 overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-xl"
        >
          {options.length === 0 ? (
            <li role="presentation" className="px-3 py-2.5 text-sm text-slate-500">
              {searching ? 'Searching…' : 'Nothing matches'}
            </li>
          ) : (
            options.map((option, index) => (
              <li
                key={option.id}
                id={`${id}-option-${option.id}`}
                role="option"
                aria-selected={index === active}
                // Keep the focus in the box: a pick by mouse must not blur it first.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(option)}
                onMouseEnter={() => setActive(index)}
                className={`flex cursor-pointer items-center gap-3 px-3 py-2 text-sm ${
                  index === active ? 'bg-brand-50 text-brand-900' : 'text-slate-700'
                }`}
              >
                <span className="w-14 shrink-0 font-mono text-xs text-slate-500">#{option.id}</span>
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium">{option.label}</span>
                  {option.detail && (
                    <span className="block truncate text-xs text-slate-500">{option.detail}</span>
                  )}
                </span>
              </li>
            ))
          )}
        </ul>
      )}
      <FieldMessage id={id} error={error} hint={hint} />
    </div>
  );
}
