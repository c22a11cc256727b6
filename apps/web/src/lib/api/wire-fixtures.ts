import type { MenuEntry } from '@giglane/contract/categories';
import type { GigOffer, GigPicture } from '@giglane/contract/gig-offers';
import type { Gig, GigView } from '@giglane/contract/gigs';
import type {
  Checkout,
  OrderedGig,
  OrderList,
  OrderRow,
  OrderView,
  SellerOrderStats,
} from '@giglane/contract/orders';
import type { Paging } from '@giglane/contract/paging';
import type { ProfileDetails } from '@giglane/contract/profiles';
import type { GigReviewSummary, Review, ReviewView } from '@giglane/contract/reviews';
import type { SearchReply } from '@giglane/contract/search';
import type {
  SellerLevelStanding,
  SellerPage,
  SellerProfile,
  SellerReview,
} from '@giglane/contract/sellers';
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

/** A gallery picture as the server sends it: every stored size, narrowest first, for a srcset. */
function picture(name: string, width: number, height: number): GigPicture {
  const url = (suffix = '') => `http://127.0.0.1:4173/images/${name}${suffix}.webp`;
  return {
    url: url(),
    width,
    height,
    sizes: [
      { width: 480, url: url('-w480') },
      { width: 960, url: url('-w960') },
      { width, url: url() },
    ],
  };
}

export const wireGigCard: GigView = {
  id: 2,
  congViec: wireGig,
  tenLoaiCongViec: 'Business',
  tenNhomChiTietLoai: 'Sales & Customer Care',
  tenChiTietLoai: 'Sales Funnels',
  tenNguoiTao: 'huy.hoang',
  sellerName: 'Huy Hoang',
  avatar: 'http://127.0.0.1:4173/avatar/avatar-dbac8df0869c.webp',
  sellerLevel: 2,
  deliveryDays: 3,
  cover: picture('gig-adb842d9964c', 1280, 720),
};

export const wireGigReviews: ReviewView[] = [
  {
    id: 207,
    ngayBinhLuan: '01/11/2025',
    noiDung: 'Outstanding service. Worth every penny.',
    saoBinhLuan: 5,
    tenNguoiBinhLuan: 'Bilal Malik',
    avatar: 'http://127.0.0.1:4173/avatar/avatar-6baf6d6c8412.webp',
    country: 'Pakistan',
    verified: false,
    counted: false,
    ratings: null,
    reply: null,
  },
  {
    id: 212,
    ngayBinhLuan: '20/11/2025',
    noiDung: 'The funnel converts: 40 sign-ups in the first week.',
    saoBinhLuan: 4,
    tenNguoiBinhLuan: 'Anna Nguyen',
    avatar: '',
    country: 'Canada',
    verified: true,
    counted: true,
    ratings: { communication: 5, asDescribed: 4, recommend: 4 },
    reply: { text: 'Thank you, Anna! Glad the sign-ups came in.', at: '2025-11-21T09:00:00.000Z' },
  },
];

/**
 * Gig 2's summary as the server makes it: over the one review that counts (from an order, with its
 * three ratings); the open-form comment is listed, not counted.
 */
export const wireGigReviewSummary: GigReviewSummary = {
  count: 1,
  average: 4,
  starCounts: [
    { stars: 5, count: 0 },
    { stars: 4, count: 1 },
    { stars: 3, count: 0 },
    { stars: 2, count: 0 },
    { stars: 1, count: 0 },
  ],
  ratings: { communication: 5, asDescribed: 4, recommend: 4 },
  verifiedCount: 1,
};

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
  totalIsEstimate: false,
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

/** Gig 2's offer: two packages (no Premium), its own FAQ and two pictures. */
export const wireGigOffer: GigOffer = {
  id: 2,
  status: 'active',
  tags: ['sales funnel', 'clickfunnels'],
  description:
    'I build **ClickFunnels** funnels that sell.\n\nWhat you get:\n- A funnel map\n- Landing and thank-you pages',
  packages: [
    {
      tier: 'basic',
      name: 'Starter funnel',
      description: 'A two-page funnel: opt-in and thank-you.',
      price: 60,
      deliveryDays: 3,
      revisions: 1,
      features: ['Landing page', 'Thank-you page'],
      extra: '',
    },
    {
      tier: 'standard',
      name: 'Sales funnel',
      description: 'A four-page funnel with an order form and an upsell.',
      price: 150,
      deliveryDays: 7,
      revisions: null,
      features: ['Landing page', 'Thank-you page', 'Order form', 'Upsell page'],
      extra: 'Email sequence of 3 messages',
    },
  ],
  faq: [
    {
      question: 'Do I need a ClickFunnels account?',
      answer: 'Yes: the funnel is built in your own account, which you keep.',
    },
  ],
  pictures: [picture('gig-adb842d9964c', 1280, 720), picture('gig-5e1f0c2a9b77', 1280, 720)],
  queue: 4,
  seller: {
    id: 61,
    name: 'Huy Hoang',
    avatar: 'http://127.0.0.1:4173/avatar/avatar-dbac8df0869c.webp',
    level: 2,
    headline: 'Sales funnels that turn visitors into buyers',
    country: 'Vietnam',
    rating: 4.8,
    ratingCount: 37,
  },
};

/** Seller 61's own profile, as the seller page and the onboarding read it. */
export const wireSellerProfile: SellerProfile = {
  id: 61,
  displayName: 'Huy Hoang',
  headline: 'Sales funnels that turn visitors into buyers',
  avatar: 'http://127.0.0.1:4173/avatar/avatar-dbac8df0869c.webp',
  level: 2,
  rating: 4.8,
  ratingCount: 37,
  memberSince: '2024-03-18T08:00:00.000Z',
  sellerSince: '2024-04-02T08:00:00.000Z',
  skills: ['ClickFunnels', 'Copywriting'],
  languages: ['English', 'Vietnamese'],
  country: 'Vietnam',
  online: true,
};

export const wireSellerPage: SellerPage = { seller: wireSellerProfile, gigs: [wireGigCard] };

/** Seller 61's profile sections: a language listed at onboarding has no level yet, no schools. */
export const wireProfileDetails: ProfileDetails = {
  id: 61,
  country: 'Vietnam',
  languages: [
    { name: 'English', level: 'fluent' },
    { name: 'Vietnamese', level: null },
  ],
  education: [],
  certifications: ['HubSpot Inbound Marketing'],
};

/** The first page of five of the reviews of seller 61's gigs. */
export const wireSellerReviews: Paging<SellerReview> = {
  pageIndex: 1,
  pageSize: 5,
  totalRow: 6,
  keywords: null,
  data: [
    {
      id: 207,
      gigId: 2,
      gigTitle: 'I will build a simple sales funnel in ClickFunnels',
      author: 'Bilal Malik',
      authorAvatar: 'http://127.0.0.1:4173/avatar/avatar-6baf6d6c8412.webp',
      authorCountry: 'Pakistan',
      stars: 5,
      content: 'Outstanding service. Worth every penny.',
      date: '01/11/2025',
      verified: true,
      counted: true,
      reply: { text: 'Thank you, Bilal!', at: '2025-11-02T09:30:00.000Z' },
    },
  ],
};

/** Gig 2 at checkout: its two packages and two questions of its seller. */
export const wireCheckout: Checkout = {
  gig: {
    id: 2,
    title: 'I will build a simple sales funnel in ClickFunnels',
    cover: picture('gig-adb842d9964c', 1280, 720),
    stars: 5,
    ratingCount: 37,
    seller: {
      id: 61,
      name: 'Huy Hoang',
      avatar: 'http://127.0.0.1:4173/avatar/avatar-dbac8df0869c.webp',
    },
  },
  packages: wireGigOffer.packages,
  requirements: ['What do you sell, and to whom?', 'Which ClickFunnels plan do you have?'],
  quotes: wireGigOffer.packages.map((offered, index) => ({
    tier: offered.tier,
    name: offered.name,
    price: offered.price,
    deliveryDays: offered.deliveryDays,
    dueAt: '2025-11-20T09:00:00.000Z',
    revisions: offered.revisions,
    fees: [],
    total: offered.price,
    version: `${index + 1}`.repeat(32),
  })),
};

/** Anna's order 123 of gig 2's Standard package as its list shows it: in progress, due soon. */
export const wireOrderRow: OrderRow = {
  id: 123,
  number: 'GL000123',
  state: 'in_progress',
  late: false,
  gig: { id: 2, title: wireCheckout.gig.title, cover: wireCheckout.gig.cover },
  package: { tier: 'standard', name: 'Sales funnel' },
  total: 150,
  buyer: { id: 42, name: 'Anna Nguyen', avatar: '' },
  seller: wireCheckout.gig.seller,
  placedAt: '2026-11-20T08:00:00.000Z',
  dueAt: '2026-11-27T08:05:00.000Z',
  deliveredAt: null,
  completedAt: null,
  cancelledAt: null,
};

/** Order 123's page as its buyer sees it: the requirements answered, no delivery yet. */
export const wireOrderView: OrderView = {
  ...wireOrderRow,
  package: wireGigOffer.packages[1]!,
  startedAt: '2026-11-20T08:05:00.000Z',
  autoCompleteAt: null,
  cancelReason: null,
  request: null,
  dispute: null,
  revisionsUsed: 0,
  revisionsLeft: null,
  requirements: [
    { question: 'What do you sell, and to whom?', answer: 'Online yoga classes, to beginners.' },
    { question: 'Which ClickFunnels plan do you have?', answer: 'Basic.' },
  ],
  requirementsAnsweredAt: '2026-11-20T08:05:00.000Z',
  deliveries: [],
  timeline: [
    {
      type: 'placed',
      actor: { id: 42, name: 'Anna Nguyen' },
      at: '2026-11-20T08:00:00.000Z',
      note: null,
    },
    {
      type: 'requirements_answered',
      actor: { id: 42, name: 'Anna Nguyen' },
      at: '2026-11-20T08:05:00.000Z',
      note: null,
    },
  ],
  actions: [],
  partyActions: { buyer: [], seller: [] },
  review: null,
  buyerReview: null,
  reviewWindow: null,
  canReview: false,
};

/** The first page of Anna's active orders as a buyer, with every tab's count. */
export const wireOrderList: OrderList = {
  pageIndex: 1,
  pageSize: 10,
  totalRow: 1,
  keywords: null,
  data: [wireOrderRow],
  counts: { active: 1, late: 0, delivered: 2, completed: 5, cancelled: 1 },
};

/** Seller 61's dashboard figures. */
export const wireSellerOrderStats: SellerOrderStats = {
  earnings: 1_840,
  queue: 4,
  counts: { active: 3, late: 1, delivered: 1, completed: 16, cancelled: 2 },
};

/**
 * Seller 61's level on their dashboard: Level 1, with twenty of Level 2's fifty orders, and every
 * other requirement met.
 */
export const wireSellerLevel: SellerLevelStanding = {
  level: 1,
  name: 'Level 1',
  next: {
    level: 2,
    name: 'Level 2',
    requirements: [
      { key: 'completedOrders', required: 50, current: 20, met: false },
      { key: 'onTimeRate', required: 0.9, current: 0.95, met: true },
      { key: 'rating', required: 4.6, current: 4.8, met: true },
      { key: 'responseHours', required: 12, current: 5.2, met: true },
      { key: 'accountAgeDays', required: 120, current: 130, met: true },
    ],
  },
};

/** The profile's list of a buyer: an order waiting for its answers, newest first, and one started. */
export const wireOrderedGigs: OrderedGig[] = [
  {
    id: 31,
    ngayThue: '20/11/2026',
    hoanThanh: false,
    state: 'placed',
    congViec: wireGig,
    // The gig's Basic package is US$60 today; this order bought its Standard one, at US$80.
    package: {
      tier: 'standard',
      name: 'Funnel and emails',
      description: 'A three-page funnel with its follow-up emails',
      price: 80,
      deliveryDays: 5,
      revisions: 2,
      features: ['Landing page', 'Email sequence'],
      extra: '',
    },
  },
  {
    id: 30,
    ngayThue: '18/11/2026',
    hoanThanh: false,
    state: 'in_progress',
    congViec: { ...wireGig, id: 3, tenCongViec: 'I will write your landing page' },
    package: {
      tier: 'basic',
      name: 'Landing page',
      description: 'One landing page, up to 500 words',
      price: 60,
      deliveryDays: 3,
      revisions: null,
      features: [],
      extra: '',
    },
  },
];

/** Anna's review of gig 2 as `POST /api/binh-luan` answers it. */
export const wirePostedReview: Review = {
  id: 999,
  maCongViec: 2,
  maNguoiBinhLuan: anna.id,
  ngayBinhLuan: '28/11/2026',
  noiDung: 'Blind words',
  saoBinhLuan: 2,
};
