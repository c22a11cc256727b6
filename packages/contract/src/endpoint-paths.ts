export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Every endpoint of the API by name: its method and path, `:name` marking a path parameter. This
 * table holds no schemas so that the web client can import it without loading zod; `endpoints.ts`
 * adds the schemas under the same names.
 */
export const endpointPaths = {
  signUp: { method: 'POST', path: '/api/auth/signup' },
  signIn: { method: 'POST', path: '/api/auth/signin' },
  signOutEverywhere: { method: 'POST', path: '/api/auth/signout-everywhere' },

  listUsers: { method: 'GET', path: '/api/users' },
  createUser: { method: 'POST', path: '/api/users' },
  deleteUser: { method: 'DELETE', path: '/api/users' },
  pageUsers: { method: 'GET', path: '/api/users/phan-trang-tim-kiem' },
  getUser: { method: 'GET', path: '/api/users/:id' },
  updateUser: { method: 'PUT', path: '/api/users/:id' },
  searchUsers: { method: 'GET', path: '/api/users/search/:TenNguoiDung' },
  uploadAvatar: { method: 'POST', path: '/api/users/upload-avatar' },

  listSkills: { method: 'GET', path: '/api/skill' },

  listCategories: { method: 'GET', path: '/api/loai-cong-viec' },
  pageCategories: { method: 'GET', path: '/api/loai-cong-viec/phan-trang-tim-kiem' },
  getCategory: { method: 'GET', path: '/api/loai-cong-viec/:id' },
  createCategory: { method: 'POST', path: '/api/loai-cong-viec' },
  updateCategory: { method: 'PUT', path: '/api/loai-cong-viec/:id' },
  deleteCategory: { method: 'DELETE', path: '/api/loai-cong-viec/:id' },

  listCategoryGroups: { method: 'GET', path: '/api/chi-tiet-loai-cong-viec' },
  pageCategoryGroups: { method: 'GET', path: '/api/chi-tiet-loai-cong-viec/phan-trang-tim-kiem' },
  getCategoryNode: { method: 'GET', path: '/api/chi-tiet-loai-cong-viec/:id' },
  createSubcategory: { method: 'POST', path: '/api/chi-tiet-loai-cong-viec' },
  updateCategoryNode: { method: 'PUT', path: '/api/chi-tiet-loai-cong-viec/:id' },
  deleteCategoryNode: { method: 'DELETE', path: '/api/chi-tiet-loai-cong-viec/:id' },
  createCategoryGroup: {
    method: 'POST',
    path: '/api/chi-tiet-loai-cong-viec/them-nhom-chi-tiet-loai',
  },
  updateCategoryGroup: {
    method: 'PUT',
    path: '/api/chi-tiet-loai-cong-viec/sua-nhom-chi-tiet-loai/:id',
  },
  uploadCategoryGroupImage: {
    method: 'POST',
    path: '/api/chi-tiet-loai-cong-viec/upload-hinh-nhom-loai-cong-viec/:MaNhomLoaiCongViec',
  },
  getCategoryMenu: { method: 'GET', path: '/api/cong-viec/lay-menu-loai-cong-viec' },
  getCategoryMenuEntry: {
    method: 'GET',
    path: '/api/cong-viec/lay-chi-tiet-loai-cong-viec/:MaLoaiCongViec',
  },

  listGigs: { method: 'GET', path: '/api/cong-viec' },
  pageGigs: { method: 'GET', path: '/api/cong-viec/phan-trang-tim-kiem' },
  getGig: { method: 'GET', path: '/api/cong-viec/:id' },
  createGig: { method: 'POST', path: '/api/cong-viec' },
  updateGig: { method: 'PUT', path: '/api/cong-viec/:id' },
  deleteGig: { method: 'DELETE', path: '/api/cong-viec/:id' },
  uploadGigImage: { method: 'POST', path: '/api/cong-viec/upload-hinh-cong-viec/:MaCongViec' },
  listSubcategoryGigCards: {
    method: 'GET',
    path: '/api/cong-viec/lay-cong-viec-theo-chi-tiet-loai/:MaChiTietLoai',
  },
  getGigCard: { method: 'GET', path: '/api/cong-viec/lay-cong-viec-chi-tiet/:MaCongViec' },
  findGigCardsByName: {
    method: 'GET',
    path: '/api/cong-viec/lay-danh-sach-cong-viec-theo-ten/:TenCongViec',
  },
  searchGigs: { method: 'GET', path: '/api/cong-viec/tim-kiem' },

  getGigOffer: { method: 'GET', path: '/api/gigs/:id/offer' },
  getCheckout: { method: 'GET', path: '/api/gigs/:id/checkout' },
  getGigReviewSummary: { method: 'GET', path: '/api/gigs/:id/review-summary' },
  listSubcategoryFeatures: { method: 'GET', path: '/api/subcategories/:id/features' },
  listSellerGigs: { method: 'GET', path: '/api/seller-gigs' },
  createSellerGig: { method: 'POST', path: '/api/seller-gigs' },
  getSellerGig: { method: 'GET', path: '/api/seller-gigs/:id' },
  updateGigOverview: { method: 'PUT', path: '/api/seller-gigs/:id/overview' },
  updateGigPricing: { method: 'PUT', path: '/api/seller-gigs/:id/pricing' },
  updateGigDescription: { method: 'PUT', path: '/api/seller-gigs/:id/description' },
  uploadGigPicture: { method: 'POST', path: '/api/seller-gigs/:id/pictures' },
  makeGigPictureCover: { method: 'PUT', path: '/api/seller-gigs/:id/pictures/:position/cover' },
  deleteGigPicture: { method: 'DELETE', path: '/api/seller-gigs/:id/pictures/:position' },
  setGigStatus: { method: 'PUT', path: '/api/seller-gigs/:id/status' },
  deleteSellerGig: { method: 'DELETE', path: '/api/seller-gigs/:id' },
  getGigRequirements: { method: 'GET', path: '/api/seller-gigs/:id/requirements' },
  saveGigRequirements: { method: 'PUT', path: '/api/seller-gigs/:id/requirements' },

  getSellerProfile: { method: 'GET', path: '/api/seller-profile' },
  saveSellerProfile: { method: 'PUT', path: '/api/seller-profile' },
  getSeller: { method: 'GET', path: '/api/sellers/:id' },
  pageSellerReviews: { method: 'GET', path: '/api/sellers/:id/reviews' },

  getProfileDetails: { method: 'GET', path: '/api/profiles/:id' },
  updateProfileDetails: { method: 'PUT', path: '/api/profiles/:id' },

  listOrders: { method: 'GET', path: '/api/thue-cong-viec' },
  pageOrders: { method: 'GET', path: '/api/thue-cong-viec/phan-trang-tim-kiem' },
  listMyOrders: { method: 'GET', path: '/api/thue-cong-viec/lay-danh-sach-da-thue' },
  getOrder: { method: 'GET', path: '/api/thue-cong-viec/:id' },
  createOrder: { method: 'POST', path: '/api/thue-cong-viec' },
  updateOrder: { method: 'PUT', path: '/api/thue-cong-viec/:id' },
  deleteOrder: { method: 'DELETE', path: '/api/thue-cong-viec/:id' },
  completeOrder: {
    method: 'POST',
    path: '/api/thue-cong-viec/hoan-thanh-cong-viec/:MaThueCongViec',
  },

  placeOrder: { method: 'POST', path: '/api/orders' },
  listBuyerOrders: { method: 'GET', path: '/api/orders' },
  getOrderView: { method: 'GET', path: '/api/orders/:id' },
  answerRequirements: { method: 'PUT', path: '/api/orders/:id/requirements' },
  deliverOrder: { method: 'POST', path: '/api/orders/:id/deliveries' },
  requestRevision: { method: 'POST', path: '/api/orders/:id/revision-requests' },
  acceptOrder: { method: 'POST', path: '/api/orders/:id/accept' },
  cancelOrder: { method: 'POST', path: '/api/orders/:id/cancel' },
  reviewOrder: { method: 'POST', path: '/api/orders/:id/review' },
  editOrderReview: { method: 'PUT', path: '/api/orders/:id/review' },
  listSellerOrders: { method: 'GET', path: '/api/seller-orders' },
  getSellerOrderStats: { method: 'GET', path: '/api/seller-orders/stats' },

  getPaymentSettings: { method: 'GET', path: '/api/payments/settings' },
  getOrderPayment: { method: 'GET', path: '/api/orders/:id/payment' },
  payOrder: { method: 'POST', path: '/api/orders/:id/payment' },
  confirmOrderPayment: { method: 'POST', path: '/api/orders/:id/payment/confirm' },
  pageBilling: { method: 'GET', path: '/api/billing' },
  getEarnings: { method: 'GET', path: '/api/earnings' },
  pageEarnings: { method: 'GET', path: '/api/earnings/history' },
  pageWithdrawals: { method: 'GET', path: '/api/withdrawals' },
  requestWithdrawal: { method: 'POST', path: '/api/withdrawals' },
  pageAllWithdrawals: { method: 'GET', path: '/api/admin/withdrawals' },
  approveWithdrawal: { method: 'POST', path: '/api/admin/withdrawals/:id/approve' },
  markWithdrawalPaid: { method: 'POST', path: '/api/admin/withdrawals/:id/paid' },
  rejectWithdrawal: { method: 'POST', path: '/api/admin/withdrawals/:id/reject' },
  getFinanceSummary: { method: 'GET', path: '/api/admin/finance' },
  reconcileBooks: { method: 'GET', path: '/api/admin/finance/reconciliation' },

  listReviews: { method: 'GET', path: '/api/binh-luan' },
  pageReviews: { method: 'GET', path: '/api/binh-luan/phan-trang-tim-kiem' },
  listGigReviews: {
    method: 'GET',
    path: '/api/binh-luan/lay-binh-luan-theo-cong-viec/:MaCongViec',
  },
  createReview: { method: 'POST', path: '/api/binh-luan' },
  updateReview: { method: 'PUT', path: '/api/binh-luan/:id' },
  deleteReview: { method: 'DELETE', path: '/api/binh-luan/:id' },
  replyToReview: { method: 'POST', path: '/api/reviews/:id/reply' },

  getSettings: { method: 'GET', path: '/api/settings' },

  startConversation: { method: 'POST', path: '/api/conversations' },
  listConversations: { method: 'GET', path: '/api/conversations' },
  getConversation: { method: 'GET', path: '/api/conversations/:id' },
  listMessages: { method: 'GET', path: '/api/conversations/:id/messages' },
  sendMessage: { method: 'POST', path: '/api/conversations/:id/messages' },
  markConversationRead: { method: 'PUT', path: '/api/conversations/:id/read' },
  sendTyping: { method: 'POST', path: '/api/conversations/:id/typing' },
  getOrderConversation: { method: 'GET', path: '/api/orders/:id/conversation' },
  getMessageAttachment: { method: 'GET', path: '/api/message-attachments/:id' },
  createFileLink: { method: 'POST', path: '/api/file-links' },
  blockUser: { method: 'PUT', path: '/api/blocks/:userId' },
  unblockUser: { method: 'DELETE', path: '/api/blocks/:userId' },

  listNotifications: { method: 'GET', path: '/api/notifications' },
  markNotificationRead: { method: 'PUT', path: '/api/notifications/:id/read' },
  markAllNotificationsRead: { method: 'PUT', path: '/api/notifications/read' },
  getUnreadCounts: { method: 'GET', path: '/api/me/unread' },
} as const satisfies Record<string, { method: Method; path: string }>;

export type EndpointName = keyof typeof endpointPaths;
