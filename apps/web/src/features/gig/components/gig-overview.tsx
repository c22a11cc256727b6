import type { GigView } from '@giglane/contract/gigs';
import { Avatar } from '../../../components/avatar';
import { sellerLevelLine } from '../../../components/gig-card';
import { GigBreadcrumb } from './gig-breadcrumb';
import { GigScore } from './gig-score';

/** Breadcrumb, title, the seller's line and the gig picture: the top of the page. */
export function GigOverview({ gig }: { gig: GigView }) {
  const { congViec: job } = gig;
  return (
    <div className="space-y-5">
      <GigBreadcrumb gig={gig} />
      <h1 className="text-2xl font-bold leading-tight text-slate-900 sm:text-[2rem]">
        {job.tenCongViec}
      </h1>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <div className="flex items-center gap-3">
          <Avatar name={gig.tenNguoiTao} src={gig.avatar} size={48} />
          <div>
            <p className="font-bold text-slate-900">{gig.tenNguoiTao}</p>
            <p className="text-sm text-slate-500">{sellerLevelLine(gig.sellerLevel)}</p>
          </div>
        </div>
        <span className="hidden h-8 w-px bg-slate-200 sm:block" aria-hidden />
        <GigScore stars={job.saoCongViec} count={job.danhGia} />
        <span className="hidden h-8 w-px bg-slate-200 sm:block" aria-hidden />
        <p className="text-sm text-slate-500">4 Orders in Queue</p>
      </div>
      <img
        src={job.hinhAnh}
        alt={job.tenCongViec}
        width={800}
        height={450}
        loading="eager"
        fetchPriority="high"
        className="aspect-[16/9] w-full rounded-xl border border-slate-200 bg-slate-100 object-cover"
      />
    </div>
  );
}
