import { useId } from 'react';

/** An on/off switch (role="switch"): the label names it, the hint says what "on" keeps. */
export function ToggleSwitch({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const switchId = useId();
  const hintId = useId();
  return (
    <div className="flex items-center gap-2.5">
      <button
        id={switchId}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-describedby={hintId}
        onClick={() => onChange(!checked)}
        className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors ${
          checked ? 'bg-brand-700' : 'bg-slate-300 hover:bg-slate-400'
        }`}
      >
        <span
          aria-hidden
          className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${
            checked ? 'translate-x-[1.375rem]' : 'translate-x-0.5'
          }`}
        />
      </button>
      {/* A label of a button names it and, like any label, passes its clicks on. */}
      <label
        htmlFor={switchId}
        className="cursor-pointer select-none whitespace-nowrap text-sm font-semibold text-slate-800"
      >
        {label}
      </label>
      <span id={hintId} className="sr-only">
        {hint}
      </span>
    </div>
  );
}
