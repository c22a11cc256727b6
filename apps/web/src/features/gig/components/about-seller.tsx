import type { GigView } from '@giglane/contract/gigs';
import { Avatar } from '../../../components/avatar';
import { sellerLevelLine } from '../../../components/gig-card';
import { useSeller } from '../api/get-seller';
import { GigScore } from './gig-score';

function TagList({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <div>
      <h3 className="text-sm font-semibold text-slate-500">{title}</h3>
      <ul className="mt-2 flex flex-wrap gap-2">
        {items.map((item) => (
          <li
            key={item}
            className="rounded-full border border-slate-200 bg-white px-3 py-1 text-sm text-slate-700"
          >
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function AboutSeller({ gig, onContact }: { gig: GigView; onContact: () => void }) {
  const { congViec: job } = gig;
  const seller = useSeller(job.nguoiTao);
  return (
    <section aria-labelledby="about-seller-title">
      <h2 id="about-seller-title" className="text-xl font-bold text-slate-900">
        About The Seller
      </h2>
      <div className="mt-4 flex flex-col gap-5 sm:flex-row sm:items-center">
        <Avatar name={gig.tenNguoiTao} src={gig.avatar} size={96} lazy />
        <div className="min-w-0">
          <p className="text-lg font-bold text-slate-900">{gig.tenNguoiTao}</p>
          <p className="text-[0.95rem] text-slate-600">
            {gig.tenLoaiCongViec} · {sellerLevelLine(gig.sellerLevel)}
          </p>
          <div className="mt-1">
            <GigScore stars={job.saoCongViec} count={job.danhGia} spelled />
          </div>
          <button
            type="button"
            onClick={onContact}
            className="mt-3 rounded-lg border border-slate-800 px-5 py-2 text-sm font-semibold text-slate-800 transition-colors hover:bg-slate-800 hover:text-white"
          >
            Contact Me
          </button>
        </div>
      </div>
      {seller.isPending ? (
        <div className="mt-6 h-28 animate-pulse rounded-xl bg-slate-100" aria-hidden />
      ) : (
        seller.data &&
        (seller.data.skill.length > 0 || seller.data.certification.length > 0) && (
          <div className="mt-6 space-y-5 rounded-xl border border-slate-200 bg-slate-50 p-5">
            <TagList title="Skills" items={seller.data.skill} />
            <TagList title="Certifications" items={seller.data.certification} />
          </div>
        )
      )}
    </section>
  );
}
