import { Link } from 'react-router';
import type { GigView } from '@giglane/contract/gigs';
import { useMenu } from '../../../components/site-header/use-menu';

/**
 * Job type › group › detail type. The gig carries only the names and the detail id, so the job
 * type comes from the menu (already loaded by the header): the type links to its own page, the
 * group to its place on that page, and the detail to its result list. Until the menu is there,
 * all three lead to the detail's results, which are never wrong.
 */
export function GigBreadcrumb({ gig }: { gig: GigView }) {
  const { data: menu } = useMenu();
  const detailId = gig.congViec.maChiTietLoaiCongViec;
  const detailLink = `/categories/${detailId}`;

  let typeLink = detailLink;
  let groupLink = detailLink;
  for (const type of menu ?? []) {
    if (type.tenLoaiCongViec !== gig.tenLoaiCongViec) continue;
    // A detail may sit in several groups: prefer the one the gig names.
    const groups = type.dsNhomChiTietLoai.filter((group) =>
      group.dsChiTietLoai.some((detail) => detail.id === detailId),
    );
    const group =
      groups.find((candidate) => candidate.tenNhom === gig.tenNhomChiTietLoai) ?? groups[0];
    if (!group) continue;
    typeLink = `/jobtype/${type.id}`;
    groupLink = `/jobtype/${type.id}#group-${group.id}`;
    break;
  }

  const crumbs = [
    { label: gig.tenLoaiCongViec, to: typeLink },
    { label: gig.tenNhomChiTietLoai, to: groupLink },
    { label: gig.tenChiTietLoai, to: detailLink },
  ];

  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-sm">
        {crumbs.map((crumb, index) => (
          <li key={index} className="flex items-center gap-1.5">
            {index > 0 && (
              <svg
                viewBox="0 0 20 20"
                className="size-3.5 text-slate-400"
                fill="currentColor"
                aria-hidden
              >
                <path d="M7.3 4.3a1 1 0 0 1 1.4 0l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 0 1-1.4-1.4L11.6 10 7.3 5.7a1 1 0 0 1 0-1.4z" />
              </svg>
            )}
            <Link
              to={crumb.to}
              className="font-medium text-brand-700 hover:text-brand-900 hover:underline"
            >
              {crumb.label}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
