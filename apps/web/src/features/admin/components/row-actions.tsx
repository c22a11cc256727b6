import { Icon } from '../../../components/icon';

/** A row's Edit and Delete buttons: compact icons whose names say which row they act on. */
export function RowActions({
  name,
  onEdit,
  onDelete,
  busy = false,
}: {
  /** What the row is, for the buttons' accessible names: "Edit Logo Design". */
  name: string;
  onEdit?: () => void;
  onDelete: () => void;
  busy?: boolean;
}) {
  return (
    <div className="flex items-center justify-end gap-1.5">
      {onEdit && (
        <button
          type="button"
          onClick={onEdit}
          aria-label={`Edit ${name}`}
          title="Edit"
          className="flex size-8 items-center justify-center rounded-md border border-slate-200 bg-white text-slate-600 shadow-sm transition hover:border-brand-600 hover:bg-brand-50 hover:text-brand-800"
        >
          <Icon name="pencil" className="size-4" />
        </button>
      )}
      <button
        type="button"
        onClick={onDelete}
        disabled={busy}
        aria-label={`Delete ${name}`}
        title="Delete"
        className="flex size-8 items-center justify-center rounded-md border border-slate-200 bg-white text-rose-600 shadow-sm transition hover:border-rose-400 hover:bg-rose-50 hover:text-rose-700 disabled:cursor-wait disabled:opacity-50"
      >
        <Icon name="trash" className="size-4" />
      </button>
    </div>
  );
}
