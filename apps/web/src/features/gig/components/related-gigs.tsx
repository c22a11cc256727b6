import { Link } from 'react-router';
import type { GigView } from '@giglane/contract/gigs';
import { Avatar } from '../../../components/avatar';
import { useRelatedGigs } from '../api/get-related-gigs';
import { formatPrice } from '../utils/packages';
import { GigScore } from './gig-score';

const LIMIT = 4;

/** Other gigs of the same detail type: where a buyer who is not convinced goes next. */
export function RelatedGigs({ gig }: { gig: GigView }) {
  const related = useRelatedGigs(gig.congViec.maChiTietLoaiCongViec);
  const others = (related.data ?? [])
    .filter((item) => item.congViec.id !== gig.congViec.id)
    .slice(0, LIMIT);
  if (related.isPending)
    return (
      <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4" aria-hidden>
        {Array.from({ length: LIMIT }, (_, index) => (
          <div key={index} className="aspect-[4/5] animate-pulse rounded-xl bg-slate-100" />
        ))}
      </div>
    );
  if (others.length === 0) return null;

  return (
    <section aria-labelledby="related-gigs-title">
      <h2 id="related-gigs-title" className="text-xl font-bold text-slate-900">
        More in {gig.tenChiTietLoai}
      </h2>
      <ul className="mt-5 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {others.map((item) => (
          <li key={item.id}>
            <Link
              to={`/jobdetail/${item.congViec.id}`}
              className="group flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white transition-shadow hover:shadow-lg"
            >
              <img
                src={item.congViec.hinhAnh}
                alt=""
                width={800}
                height={450}
                loading="lazy"
                className="aspect-[16/9] w-full bg-slate-100 object-cover"
              />
              <div className="flex flex-1 flex-col p-4">
                <p className="flex items-center gap-2 text-sm font-semibold text-slate-800">
                  <Avatar name={item.tenNguoiTao} src={item.avatar} size={32} lazy />
                  <span className="truncate">{item.tenNguoiTao}</span>
                </p>
                <p className="mt-2 line-clamp-2 text-[0.95rem] text-slate-800 group-hover:text-brand-700">
                  {item.congViec.tenCongViec}
                </p>
                <div className="mt-2">
                  <GigScore stars={item.congViec.saoCongViec} count={item.congViec.danhGia} />
                </div>
                <div className="mt-auto pt-4">
                  <p className="border-t border-slate-100 pt-3 text-right text-xs font-semibold uppercase tracking-wide text-slate-500">
                    Starting at{' '}
                    <span className="text-base normal-case text-slate-900">
                      {formatPrice(item.congViec.giaTien)}
                    </span>
                  </p>
                </div>
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
