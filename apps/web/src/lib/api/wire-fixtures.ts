import type { MenuEntry } from '@giglane/contract/categories';
import type { Gig, GigView } from '@giglane/contract/gigs';
import type { ReviewView } from '@giglane/contract/reviews';
import type { SearchReply } from '@giglane/contract/search';
import type { User } from '@giglane/contract/users';

/*
 * Replies as the server sends them (taken from the demo catalog), for tests only: the one place
 * outside the mappers where the wire's names are written, so tests of screens and loaders can
 * stub the server without spelling them.
 */

export const wireGig: Gig = {
  id: 2,
  tenCongViec: 'I will build a simple sales funnel in ClickFunnels',
  danhGia: 1,
  giaTien: 60,
  nguoiTao: 61,
  hinhAnh: 'http://127.0.0.1:4173/images/gig-adb842d9964c.webp',
  moTa: 'What you get:\n• A funnel map\n• Landing and thank-you pages',
  maChiTietLoaiCongViec: 122,
  moTaNgan: 'Premium Sales Funnels without the premium price.',
  saoCongViec: 5,
};

export const wireGigCard: GigView = {
  id: 2,
  congViec: wireGig,
  tenLoaiCongViec: 'Business',
  tenNhomChiTietLoai: 'Sales & Customer Care',
  tenChiTietLoai: 'Sales Funnels',
  tenNguoiTao: 'Huy Hoang',
  avatar: 'http://127.0.0.1:4173/avatar/avatar-dbac8df0869c.webp',
  sellerLevel: 2,
};

export const wireGigReviews: ReviewView[] = [
  {
    id: 207,
    ngayBinhLuan: '01/11/2025',
    noiDung: 'Outstanding service. Worth every penny.',
    saoBinhLuan: 5,
    tenNguoiBinhLuan: 'Bilal Malik',
    avatar: 'http://127.0.0.1:4173/avatar/avatar-6baf6d6c8412.webp',
  },
];

export const wireMenu: MenuEntry[] = [
  {
    id: 1,
    tenLoaiCongViec: 'Graphics & Design',
    dsNhomChiTietLoai: [
      {
        id: 146,
        tenNhom: 'Logo & Brand Identity',
        hinhAnh: 'http://127.0.0.1:4173/images/group-ec5a3460734d.webp',
        maLoaiCongviec: 1,
        dsChiTietLoai: [
          { id: 1, tenChiTiet: 'Logo Design' },
          { id: 2, tenChiTiet: 'Brand Style Guides' },
        ],
      },
    ],
  },
];

export const wireSearchReply: SearchReply = {
  pageIndex: 1,
  pageSize: 1,
  totalRow: 8,
  keywords: 'logo',
  data: [
    {
      ...wireGigCard,
      congViec: { ...wireGig, deliveryDays: 7, pro: true },
      country: 'Brazil',
      online: false,
    },
  ],
  facets: {
    categories: [
      { id: 72, tenChiTiet: 'Logo Animation', count: 3 },
      { id: 1, tenChiTiet: 'Logo Design', count: 3 },
    ],
    sellerLevels: [
      { level: 0, count: 1 },
      { level: 3, count: 7 },
    ],
    priceRange: { min: 25, max: 150 },
    deliveryTimes: [{ days: 7, count: 8 }],
    styles: [{ style: 'Modern', count: 2 }],
  },
};

/** A signed-up buyer as the server returns her: the password never leaves the server. */
export const anna: User = {
  id: 42,
  name: 'Anna Nguyen',
  email: 'anna@example.com',
  password: '',
  phone: '0912345678',
  birthday: '14/03/1996',
  avatar: '',
  gender: false,
  role: 'USER',
  skill: ['Copywriting'],
  certification: ['IELTS 8.0'],
  bookingJob: [],
  createdAt: '2026-01-05T09:30:00.000+07:00',
};
