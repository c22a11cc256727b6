import { useState, type FocusEvent } from 'react';
import { Link } from 'react-router';
import { useMenu } from './use-menu';

/**
 * The category bar from the menu call: the first job types, each opening its first groups (with
 * their details) on hover or keyboard focus, and closing on Escape. Only the open dropdown is in
 * the page: all of them would add some 400 hidden elements to every page of the site.
 */
export function CategoryBar({
  limit,
  groupLimit,
  layout = 'bar',
}: {
  limit: number;
  groupLimit: number;
  layout?: 'bar' | 'list';
}) {
  const { data: menu } = useMenu();
  const types = (menu ?? []).slice(0, limit);
  const [openId, setOpenId] = useState<number | null>(null);

  if (layout === 'list')
    return (
      <ul className="grid grid-cols-1 gap-1 sm:grid-cols-2">
        {types.map((type) => (
          <li key={type.id}>
            <Link
              to={`/jobtype/${type.id}`}
              className="block rounded px-2 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50"
            >
              {type.tenLoaiCongViec}
            </Link>
          </li>
        ))}
      </ul>
    );

  return (
    <nav aria-label="Categories" className="hidden border-t border-slate-200 lg:block">
      <ul className="mx-auto flex h-11 max-w-7xl items-stretch justify-between px-6">
        {types.map((type, index) => (
          <li
            key={type.id}
            className="relative flex"
            onMouseEnter={() => setOpenId(type.id)}
            onMouseLeave={() => setOpenId(null)}
            onFocus={() => setOpenId(type.id)}
            onBlur={(event: FocusEvent<HTMLLIElement>) => {
              if (!event.currentTarget.contains(event.relatedTarget)) setOpenId(null);
            }}
            onKeyDown={(event) => {
              if (event.key !== 'Escape') return;
              // Focus must not vanish with the dropdown: it goes back to the job type's link.
              event.currentTarget.querySelector('a')?.focus();
              setOpenId(null);
            }}
          >
            <Link
              to={`/jobtype/${type.id}`}
              className="flex items-center border-b-2 border-transparent text-[0.9rem] text-slate-600 hover:border-brand-600 hover:text-slate-900 focus-visible:border-brand-600"
            >
              {type.tenLoaiCongViec}
            </Link>
            {openId === type.id && groupLimit > 0 && type.dsNhomChiTietLoai.length > 0 && (
              <div
                className={`absolute top-full z-40 w-72 ${dropdownSide(index, types.length)} rounded-b-lg border border-slate-200 bg-white p-4 shadow-xl`}
              >
                <ul className="space-y-3">
                  {type.dsNhomChiTietLoai.slice(0, groupLimit).map((group) => (
                    <li key={group.id}>
                      <Link
                        to={`/jobtype/${type.id}`}
                        className="text-sm font-semibold text-slate-900 hover:text-brand-700"
                      >
                        {group.tenNhom}
                      </Link>
                      <ul className="mt-1 space-y-0.5">
                        {group.dsChiTietLoai.slice(0, 4).map((detail) => (
                          <li key={detail.id}>
                            <Link
                              to={`/categories/${detail.id}`}
                              className="text-sm text-slate-500 hover:text-brand-700"
                            >
                              {detail.tenChiTiet}
                            </Link>
                          </li>
                        ))}
                      </ul>
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The first and last dropdowns open inward so they never stick out of the window. */
function dropdownSide(index: number, count: number): string {
  if (index < 2) return 'left-0';
  if (index >= count - 2) return 'right-0';
  return 'left-1/2 -translate-x-1/2';
}
