import { Icon } from './icon';

/** A form's banner for a reason the server gave that names none of its fields. */
export function RefusalBanner({
  message,
  className = '',
}: {
  message?: string;
  className?: string;
}) {
  if (!message) return null;
  return (
    <div
      role="alert"
      className={`flex items-start gap-2.5 rounded-lg border border-rose-200 bg-rose-50 px-3.5 py-3 text-sm text-rose-800 ${className}`}
    >
      <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
      <p>
        <span className="font-semibold">The server refused this change:</span> {message}
      </p>
    </div>
  );
}
