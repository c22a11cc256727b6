import { useEffect, useId, useRef, useState } from 'react';
import { Icon } from '../../../components/icon';

const TYPING_PAUSE_MS = 400;

/**
 * The list's keyword: it searches once typing pauses (or at once on Enter), and follows the address
 * when the back button brings an older keyword.
 */
export function KeywordBox({
  keyword,
  label,
  placeholder,
  onSearch,
}: {
  keyword: string;
  label: string;
  placeholder: string;
  onSearch: (keyword: string) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState(keyword);
  const [shown, setShown] = useState(keyword);
  if (keyword !== shown) {
    setShown(keyword);
    setDraft(keyword);
  }

  const timer = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (draft.trim() === keyword) return;
    timer.current = window.setTimeout(() => onSearch(draft.trim()), TYPING_PAUSE_MS);
    return () => window.clearTimeout(timer.current);
  }, [draft, keyword, onSearch]);

  return (
    <form
      role="search"
      aria-label={label}
      className="relative w-full sm:max-w-sm"
      onSubmit={(event) => {
        event.preventDefault();
        // Enter searches now: the pause's search would only repeat it.
        window.clearTimeout(timer.current);
        if (draft.trim() !== keyword) onSearch(draft.trim());
      }}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-400">
        <Icon name="search" className="size-[1.1rem]" />
      </span>
      <input
        id={id}
        type="search"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        placeholder={placeholder}
        maxLength={200}
        className="h-10 w-full rounded-lg border border-slate-300 bg-white pl-10 pr-3 text-sm text-slate-900 placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100 [&::-webkit-search-cancel-button]:cursor-pointer"
      />
    </form>
  );
}
