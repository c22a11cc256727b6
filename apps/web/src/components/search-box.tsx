import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { pagePaths } from '@giglane/contract/page-paths';
import { Icon } from './icon';

/** Empty keyword → /home; otherwise /search/{keyword}, as the specification says. */
export function SearchBox({
  initial = '',
  size = 'md',
  placeholder = 'What service are you looking for today?',
  id,
}: {
  initial?: string;
  size?: 'md' | 'lg';
  placeholder?: string;
  id: string;
}) {
  const [keyword, setKeyword] = useState(initial);
  const navigate = useNavigate();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = keyword.trim();
    void navigate(trimmed ? pagePaths.search(trimmed) : pagePaths.home());
  };
  const height = size === 'lg' ? 'h-14 text-base' : 'h-10 text-sm';
  return (
    <form role="search" onSubmit={submit} className="flex w-full">
      <label htmlFor={id} className="sr-only">
        Search services
      </label>
      <input
        id={id}
        type="search"
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
        placeholder={placeholder}
        className={`${height} min-w-0 flex-1 rounded-l-md border border-r-0 border-slate-300 bg-white px-4 text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none`}
      />
      <button
        type="submit"
        className={`${height} flex items-center gap-2 rounded-r-md bg-slate-900 px-4 font-semibold text-white hover:bg-slate-700`}
      >
        <Icon name="magnifier" className="size-4" />
        <span className={size === 'lg' ? '' : 'sr-only'}>Search</span>
      </button>
    </form>
  );
}
