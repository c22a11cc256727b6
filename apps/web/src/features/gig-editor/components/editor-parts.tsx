import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import { Link } from 'react-router';
import { FieldMessage, fieldDescribedBy } from '../../../components/field-message';
import { Icon } from '../../../components/icon';

/** Where the editor's "back to the list" links go: the seller's own gigs, or an admin's list. */
export type EditorHome = { path: string; label: string };

/** A step's title and what it asks for. */
export function StepHeading({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mb-6">
      <h2 className="text-2xl font-bold text-slate-900">{title}</h2>
      <p className="mt-1.5 max-w-3xl text-slate-600">{children}</p>
    </div>
  );
}

/** A white panel of the editor, with an optional title. */
export function Panel({
  title,
  hint,
  children,
  className = '',
}: {
  title?: string;
  hint?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={title ? id : undefined}
      className={`rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 ${className}`}
    >
      {title && (
        <h3 id={id} className="text-base font-bold text-slate-900">
          {title}
        </h3>
      )}
      {hint && <p className="mt-1 text-sm text-slate-500">{hint}</p>}
      <div className={title || hint ? 'mt-4' : ''}>{children}</div>
    </section>
  );
}

/** The whole text of the server's refusal, above the form, when it names no field shown here. */
export function RefusalBanner({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="mb-6 flex items-start gap-2.5 rounded-lg border border-rose-200 bg-rose-50 px-4 py-3 text-sm text-rose-800"
    >
      <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
      {message}
    </p>
  );
}

/** Back to the previous step (or to "My gigs") and the step's save. */
export function StepActions({
  back,
  saving,
  label = 'Save & continue',
}: {
  back: string;
  saving: boolean;
  label?: string;
}) {
  return (
    <div className="mt-8 flex items-center justify-between gap-3 border-t border-slate-200 pt-6">
      <Link
        to={back}
        className="inline-flex h-11 items-center rounded-lg border border-slate-300 bg-white px-5 text-sm font-semibold text-slate-700 transition hover:bg-slate-50"
      >
        Back
      </Link>
      <button
        type="submit"
        disabled={saving}
        className="inline-flex h-11 items-center gap-2 rounded-lg bg-brand-700 px-6 text-sm font-bold text-white shadow-sm transition hover:bg-brand-800 disabled:cursor-wait disabled:opacity-60"
      >
        {saving ? 'Saving…' : label}
        {!saving && <Icon name="arrowRight" className="size-4" />}
      </button>
    </div>
  );
}

const fieldLook = (error?: string) =>
  `w-full rounded-md border bg-white px-3 text-[0.95rem] text-slate-900 placeholder:text-slate-400 focus:outline-none focus:ring-2 disabled:bg-slate-50 disabled:text-slate-400 ${
    error
      ? 'border-rose-500 focus:ring-rose-200'
      : 'border-slate-300 focus:border-brand-600 focus:ring-brand-100'
  }`;

type Labelled = { label: string; error?: string; hint?: string; aside?: ReactNode };

function FieldLabel({ id, label, aside }: { id: string; label: string; aside?: ReactNode }) {
  return (
    <div className="mb-1.5 flex items-baseline justify-between gap-3">
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      {aside}
    </div>
  );
}

/** A labelled select with its rule message beside it. */
export function SelectField({
  label,
  error,
  hint,
  aside,
  ref,
  children,
  ...select
}: Labelled & SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> }) {
  const id = useId();
  return (
    <div>
      <FieldLabel id={id} label={label} aside={aside} />
      <select
        id={id}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescribedBy(id, error, hint)}
        className={`${fieldLook(error)} h-11`}
        {...select}
      >
        {children}
      </select>
      <FieldMessage id={id} error={error} hint={hint} />
    </div>
  );
}

/** "12 / 80": how much of a limit a text uses, red past it. */
export function Counter({ length, max }: { length: number; max: number }) {
  return (
    <span
      className={`text-xs tabular-nums ${length > max ? 'font-semibold text-rose-600' : 'text-slate-500'}`}
    >
      {length} / {max}
    </span>
  );
}
