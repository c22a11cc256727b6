import {
  useEffect,
  useId,
  useRef,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { Icon } from '../../../components/icon';

/** Where focus goes on open: the first choice, past the panel's close button. */
const FIRST_CHOICE = 'input:not([disabled]), a[href]';

type FilterMenuProps = {
  label: string;
  /** How many choices of this filter are in force: shown on the button. */
  activeCount: number;
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
  /** The panel. It mounts on open, so its drafts start afresh. */
  children: ReactNode;
  /** Keeps the panel inside the window for the menus at the row's right end. */
  align?: 'left' | 'right';
};

/**
 * A filter dropdown: a button that opens a non-modal panel (a dialog, as its choices are applied
 * together). Focus moves into the panel; Escape closes it and returns to the button; a click
 * outside or tabbing away closes it. On small screens the panel is a sheet at the bottom.
 */
export function FilterMenu({
  label,
  activeCount,
  open,
  onOpen,
  onClose,
  children,
  align = 'left',
}: FilterMenuProps) {
  const wrapper = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const titleId = useId();

  const wasOpen = useRef(false);
  useEffect(() => {
    if (open) panel.current?.querySelector<HTMLElement>(FIRST_CHOICE)?.focus();
    else if (wasOpen.current) {
      // Closed from inside (Apply, Escape, the close button): focus was in the panel, which is
      // gone, so it returns to the button. A click elsewhere keeps the focus it gave.
      const active = document.activeElement;
      if (!active || active === document.body || wrapper.current?.contains(active))
        trigger.current?.focus();
    }
    wasOpen.current = open;
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) onClose();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, onClose]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    onClose();
  };

  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (open && next && !wrapper.current?.contains(next)) onClose();
  };

  const active = activeCount > 0;
  return (
    <div ref={wrapper} className="relative" onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-haspopup="dialog"
        onClick={() => (open ? onClose() : onOpen())}
        className={`flex h-10 shrink-0 items-center gap-2 whitespace-nowrap rounded-lg border px-3.5 text-sm font-semibold transition ${
          open
            ? 'border-slate-900 bg-white text-slate-900 shadow-sm'
            : active
              ? 'border-brand-700 bg-brand-50 text-brand-900 hover:border-brand-800'
              : 'border-slate-300 bg-white text-slate-800 hover:border-slate-500'
        }`}
      >
        {label}
        {active && (
          <span className="flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-700 px-1.5 text-xs font-bold text-white">
            {activeCount}
            <span className="sr-only"> selected</span>
          </span>
        )}
        <Icon
          name="chevronDownWide"
          className={`size-4 text-slate-500 transition ${open ? 'rotate-180' : ''}`}
        />
      </button>
      {open && (
        <>
          <div
            className="fixed inset-0 z-[55] bg-slate-950/40 sm:hidden"
            aria-hidden
            onClick={onClose}
          />
          <div
            ref={panel}
            id={panelId}
            role="dialog"
            aria-labelledby={titleId}
            className={`fixed inset-x-0 bottom-0 z-[56] flex max-h-[80vh] flex-col rounded-t-2xl bg-white shadow-2xl ring-1 ring-slate-900/10 sm:absolute sm:bottom-auto sm:top-full sm:z-30 sm:mt-2 sm:max-h-[28rem] sm:w-80 sm:rounded-xl ${
              align === 'right' ? 'sm:left-auto sm:right-0' : 'sm:inset-x-auto sm:left-0'
            }`}
          >
            <div className="flex items-center justify-between gap-3 pl-5 pr-3 pt-3">
              <h2 id={titleId} className="text-base font-bold text-slate-900">
                {label}
              </h2>
              <button
                type="button"
                onClick={onClose}
                aria-label={`Close ${label}`}
                className="flex size-9 items-center justify-center rounded-full text-slate-500 transition hover:bg-slate-100 hover:text-slate-900"
              >
                {/* The set's cross drawn at this menu's weight: 2 px at 20 px. */}
                <Icon name="close" strokeWidth={2.4} />
              </button>
            </div>
            {children}
          </div>
        </>
      )}
    </div>
  );
}

/** The panel's body and its Clear and Apply buttons. */
export function MenuPanel({
  children,
  onClear,
  onApply,
  canClear,
  applyLabel = 'Apply',
}: {
  children: ReactNode;
  onClear: () => void;
  onApply: () => void;
  canClear: boolean;
  applyLabel?: string;
}) {
  return (
    <form
      className="flex min-h-0 flex-1 flex-col"
      onSubmit={(event) => {
        event.preventDefault();
        onApply();
      }}
      onKeyDown={(event) => {
        // Enter applies from a checkbox or radio too, as it does from the budget's text boxes.
        const target = event.target as HTMLInputElement;
        if (event.key === 'Enter' && (target.type === 'checkbox' || target.type === 'radio')) {
          event.preventDefault();
          event.currentTarget.requestSubmit();
        }
      }}
    >
      <div className="min-h-0 flex-1 overflow-y-auto px-5 py-3">{children}</div>
      <div className="flex items-center justify-between gap-3 border-t border-slate-200 px-5 py-3">
        <button
          type="button"
          onClick={onClear}
          disabled={!canClear}
          className="rounded-md px-1 py-2 text-sm font-semibold text-slate-700 underline-offset-4 hover:underline disabled:cursor-not-allowed disabled:text-slate-400 disabled:no-underline"
        >
          Clear all
        </button>
        <button
          type="submit"
          className="h-10 rounded-lg bg-slate-900 px-5 text-sm font-bold text-white transition hover:bg-slate-700"
        >
          {applyLabel}
        </button>
      </div>
    </form>
  );
}

export type Choice<T> = { value: T; label: string; count?: number };

/** Checkboxes (several choices) or radio buttons (one), each with its number of results. */
export function ChoiceList<T extends string | number>({
  legend,
  name,
  type,
  choices,
  selected,
  onChange,
  empty,
}: {
  legend: string;
  name: string;
  type: 'checkbox' | 'radio';
  choices: readonly Choice<T>[];
  selected: readonly T[];
  onChange: (selected: T[]) => void;
  empty?: string;
}) {
  const toggle = (value: T, checked: boolean) => {
    if (type === 'radio') onChange([value]);
    else onChange(checked ? [...selected, value] : selected.filter((item) => item !== value));
  };
  return (
    <fieldset>
      <legend className="sr-only">{legend}</legend>
      {choices.length === 0 ? (
        <p className="py-2 text-sm text-slate-500">{empty}</p>
      ) : (
        <ul className="space-y-0.5">
          {choices.map((choice) => {
            const checked = selected.includes(choice.value);
            const none = choice.count === 0 && !checked;
            return (
              <li key={choice.value}>
                <label
                  className={`flex cursor-pointer items-center gap-3 rounded-lg px-2 py-2 text-sm transition hover:bg-slate-50 ${
                    none ? 'text-slate-400' : 'text-slate-800'
                  }`}
                >
                  <input
                    type={type}
                    name={name}
                    checked={checked}
                    onChange={(event) => toggle(choice.value, event.target.checked)}
                    className="size-4 shrink-0 accent-brand-700"
                  />
                  <span className="min-w-0 flex-1">{choice.label}</span>
                  {choice.count !== undefined && (
                    <span className="shrink-0 tabular-nums text-slate-500">
                      ({choice.count.toLocaleString('en-US')})
                    </span>
                  )}
                </label>
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}
