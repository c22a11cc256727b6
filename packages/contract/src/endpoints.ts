import { z } from 'zod';
import {
  category,
  categoryBody,
  categoryGroup,
  categoryGroupBody,
  categoryGroupIdParams,
  categoryIdParams,
  menuEntry,
  subcategory,
  subcategoryBody,
  updateCategoryGroupBody,
} from './categories';
import { endpointPaths, type EndpointName } from './endpoint-paths';
import { fileLink, fileLinkBody, signedLinkQuery } from './files';
import {
  gigDescriptionBody,
  gigOffer,
  gigOverviewBody,
  gigPictureParams,
  gigPricingBody,
  gigStatusBody,
  sellerGig,
  sellerGigParams,
  sellerGigRow,
  subcategoryFeatures,
} from './gig-offers';
import {
  createGigBody,
  gig,
  gigIdParams,
  gigNameParams,
  gigView,
  subcategoryIdParams,
  updateGigBody,
} from './gigs';
import {
  cancelOrderBody,
  checkout,
  completeOrderParams,
  createOrderBody,
  deliveryForm,
  gigRequirements,
  gigRequirementsBody,
  order,
  orderedGig,
  orderList,
  orderListQuery,
  orderView,
  pageOrdersQuery,
  placeOrderBody,
  quoteChanged,
  requirementsBody,
  revisionBody,
  sellerOrderStats,
  updateOrderBody,
} from './orders';
import { DELIVERY_FILES_MAX } from './order-values';
import { MESSAGE_ATTACHMENT_TYPES, MESSAGE_ATTACHMENTS_MAX } from './message-values';
import {
  blockReply,
  conversationList,
  conversationListQuery,
  conversationView,
  markAllReadReply,
  markReadBody,
  markReadReply,
  message,
  messageForm,
  messageList,
  messageListQuery,
  notification,
  notificationList,
  notificationListQuery,
  startConversationBody,
  typingReply,
  unreadCounts,
  userIdParams,
} from './messages';
import { paging, pagingQuery, sortColumns, sortedPagingQuery } from './paging';
import {
  createReviewBody,
  gigReviewsParams,
  gigReviewSummary,
  orderReview,
  orderReviewBody,
  review,
  reviewListItem,
  reviewReply,
  reviewReplyBody,
  reviewView,
  updateReviewBody,
} from './reviews';
import { searchQuery, searchReply } from './search';
import {
  sellerIdParams,
  sellerPage,
  sellerProfile,
  sellerProfileBody,
  sellerReviewsQuery,
  sellerReviewsReply,
} from './sellers';
import { profileDetails, profileDetailsBody, profileIdParams } from './profiles';
import { marketplaceSettings } from './settings';
import { skill } from './skills';
import {
  createUserBody,
  deleteUserQuery,
  signinBody,
  signinReply,
  signoutEverywhereReply,
  signupBody,
  updateUserBody,
  user,
  userProfile,
  userSearchParams,
} from './users';
import { idParams } from './wire';

/** What an endpoint takes and answers, beyond its method and path. */
export type EndpointSchemas = {
  summary: string;
  /** The OpenAPI tag: the original API's resource name. */
  tag: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The envelope's `content` on success. */
  reply: z.ZodType;
  status?: 200 | 201;
  /** Statuses beyond 200/201 and 400 that the endpoint may answer. */
  errors?: readonly number[];
  /** The envelope's `content` of a 409 that carries more than a text. */
  conflict?: z.ZodType;
  /** Needs the `token` header. */
  signedIn?: true;
  /** Takes one picture as multipart form data, in a part named `formFile`. */
  multipart?: true;
  /**
   * Takes multipart form data instead of a JSON body: the text fields of `fields` (checked by the
   * route, 400 naming the field) and up to `files.max` files, each in a part named `files.part`.
   */
  form?: { fields: z.ZodType; files: { part: string; max: number } };
};

function declare<const T extends { [N in EndpointName]: EndpointSchemas }>(table: T) {
  const named = {} as Record<string, unknown>;
  for (const name of Object.keys(table) as EndpointName[]) {
    named[name] = { name, ...endpointPaths[name], ...table[name] };
  }
  return named as {
    [N in EndpointName]: T[N] & (typeof endpointPaths)[N] & { name: N };
  };
}

/**
 * The API, declared once: the server registers its routes from this table and the web client
 * calls endpoints by its names. The paths and methods come from `endpoint-paths.ts`.
 */
export const endpoints = declare({
  signUp: {
    tag: 'Auth',
    summary: 'Create an account (always role USER)',
    body: signupBody,
    reply: user,
    errors: [429],
  },
  signIn: {
    tag: 'Auth',
    summary: 'Sign in; send the token back in the `token` header',
    body: signinBody,
    reply: signinReply,
    errors: [429],
  },
  signOutEverywhere: {
    tag: 'Auth',
    summary:
      "End every session of the caller (all devices); answers a fresh token for the caller's own",
    signedIn: true,
    reply: signoutEverywhereReply,
    errors: [403],
  },

  listUsers: {
    tag: 'NguoiDung',
    summary: 'All users (admin)',
    signedIn: true,
    reply: z.array(user),
    errors: [403],
  },
  createUser: {
    tag: 'NguoiDung',
    summary: 'Add a user of any role (admin)',
    signedIn: true,
    body: createUserBody,
    reply: user,
    status: 201,
    errors: [403],
  },
  deleteUser: {
    tag: 'NguoiDung',
    summary: 'Delete a user with their gigs, orders and reviews (admin)',
    signedIn: true,
    query: deleteUserQuery,
    reply: z.null(),
    errors: [403, 404],
  },
  pageUsers: {
    tag: 'NguoiDung',
    summary: 'Users, a page at a time, by name or email (admin)',
    signedIn: true,
    query: sortedPagingQuery(sortColumns.users),
    reply: paging(user),
    errors: [403],
  },
  getUser: {
    tag: 'NguoiDung',
    summary: 'A profile: whole for its owner and admins, the public part for anyone else',
    params: idParams,
    reply: userProfile,
  },
  updateUser: {
    tag: 'NguoiDung',
    summary:
      'Edit a profile (its owner, or an admin); fields left out keep their value. A new password ends every session of the user; when the caller is that user, the reply has a fresh token in its `token` header',
    signedIn: true,
    params: idParams,
    body: updateUserBody,
    reply: user,
    errors: [403],
  },
  searchUsers: {
    tag: 'NguoiDung',
    summary: 'Users whose name contains the text, any case (admin)',
    signedIn: true,
    params: userSearchParams,
    reply: z.array(user),
    errors: [403],
  },
  uploadAvatar: {
    tag: 'NguoiDung',
    summary: "Set the caller's avatar (multipart, one file part named formFile)",
    signedIn: true,
    multipart: true,
    reply: user,
    errors: [403, 429, 503],
  },

  listSkills: { tag: 'Skill', summary: 'All skills', reply: z.array(skill) },

  listCategories: { tag: 'LoaiCongViec', summary: 'All categories', reply: z.array(category) },
  pageCategories: {
    tag: 'LoaiCongViec',
    summary: 'Categories, a page at a time, by name',
    query: sortedPagingQuery(sortColumns.jobTypes),
    reply: paging(category),
  },
  getCategory: {
    tag: 'LoaiCongViec',
    summary: 'One category',
    params: idParams,
    reply: category,
    errors: [404],
  },
  createCategory: {
    tag: 'LoaiCongViec',
    summary: 'Add a category (admin)',
    signedIn: true,
    body: categoryBody,
    reply: category,
    status: 201,
    errors: [403],
  },
  updateCategory: {
    tag: 'LoaiCongViec',
    summary: 'Rename a category (admin)',
    signedIn: true,
    params: idParams,
    body: categoryBody,
    reply: category,
    errors: [403, 404],
  },
  deleteCategory: {
    tag: 'LoaiCongViec',
    summary: 'Delete a category with its groups (admin)',
    signedIn: true,
    params: idParams,
    reply: z.null(),
    errors: [403, 404],
  },

  listCategoryGroups: {
    tag: 'ChiTietLoaiCongViec',
    summary: 'All groups with their subcategories',
    reply: z.array(categoryGroup),
  },
  pageCategoryGroups: {
    tag: 'ChiTietLoaiCongViec',
    summary: 'Groups, a page at a time, by group name',
    query: pagingQuery,
    reply: paging(categoryGroup),
  },
  getCategoryNode: {
    tag: 'ChiTietLoaiCongViec',
    summary: 'The group or the subcategory with this id',
    params: idParams,
    reply: z.union([categoryGroup, subcategory]),
  },
  createSubcategory: {
    tag: 'ChiTietLoaiCongViec',
    summary: 'Add a subcategory (admin); the server chooses the id',
    signedIn: true,
    body: subcategoryBody,
    reply: subcategory,
    status: 201,
    errors: [403],
  },
  updateCategoryNode: {
    tag: 'ChiTietLoaiCongViec',
    summary: 'Rename the group or the subcategory with this id (admin)',
    signedIn: true,
    params: idParams,
    body: subcategoryBody,
    reply: z.union([categoryGroup, subcategory]),
    errors: [403, 404],
  },
  deleteCategoryNode: {
    tag: 'ChiTietLoaiCongViec',
    summary:
      'Delete the group or the subcategory with this id (admin): a group leaves its subcategories, a subcategory leaves every group and is refused while gigs use it',
    signedIn: true,
    params: idParams,
    reply: z.null(),
    errors: [403, 404],
  },
  createCategoryGroup: {
    tag: 'ChiTietLoaiCongViec',
    summary: 'Add a group with its subcategories (admin); the server chooses the id',
    signedIn: true,
    body: categoryGroupBody,
    reply: categoryGroup,
    status: 201,
    errors: [403],
  },
  updateCategoryGroup: {
    tag: 'ChiTietLoaiCongViec',
    summary: 'Edit a group (admin); a given subcategory list replaces its subcategories',
    signedIn: true,
    params: idParams,
    body: updateCategoryGroupBody,
    reply: categoryGroup,
    errors: [403, 404],
  },
  uploadCategoryGroupImage: {
    tag: 'ChiTietLoaiCongViec',
    summary: "Upload a group's picture (admin): multipart, one file part named formFile",
    signedIn: true,
    multipart: true,
    params: categoryGroupIdParams,
    reply: categoryGroup,
    errors: [403],
  },
  getCategoryMenu: {
    tag: 'CongViec',
    summary: 'The menu: every category with its groups and their subcategories',
    reply: z.array(menuEntry),
  },
  getCategoryMenuEntry: {
    tag: 'CongViec',
    summary: "One category's menu entry: an array of 0 or 1",
    params: categoryIdParams,
    reply: z.array(menuEntry),
  },

  listGigs: { tag: 'CongViec', summary: 'All gigs', reply: z.array(gig) },
  pageGigs: {
    tag: 'CongViec',
    summary: 'Gigs, a page at a time, by name',
    query: sortedPagingQuery(sortColumns.jobs),
    reply: paging(gig),
  },
  getGig: { tag: 'CongViec', summary: 'One gig', params: idParams, reply: gig, errors: [404] },
  createGig: {
    tag: 'CongViec',
    summary: 'Add a gig (admin); the seller defaults to the caller',
    signedIn: true,
    body: createGigBody,
    reply: gig,
    status: 201,
    errors: [403],
  },
  updateGig: {
    tag: 'CongViec',
    summary: 'Update a gig (admin); fields left out keep their value',
    signedIn: true,
    params: idParams,
    body: updateGigBody,
    reply: gig,
    errors: [403, 404],
  },
  deleteGig: {
    tag: 'CongViec',
    summary:
      'Delete a gig (admin); one that had orders is archived instead, its orders and reviews staying',
    signedIn: true,
    params: idParams,
    reply: z.null(),
    errors: [403, 404],
  },
  uploadGigImage: {
    tag: 'CongViec',
    summary: "Upload a gig's picture (admin): multipart, one file part named formFile",
    signedIn: true,
    multipart: true,
    params: gigIdParams,
    reply: gig,
    errors: [403, 429, 503],
  },
  listSubcategoryGigCards: {
    tag: 'CongViec',
    summary: 'Gig cards of a subcategory',
    params: subcategoryIdParams,
    reply: z.array(gigView),
  },
  getGigCard: {
    tag: 'CongViec',
    summary: 'The gig page of one gig, as a list of one',
    params: gigIdParams,
    reply: z.array(gigView),
    errors: [404],
  },
  findGigCardsByName: {
    tag: 'CongViec',
    summary: 'Gig cards whose name contains the text, case-insensitively',
    params: gigNameParams,
    reply: z.array(gigView),
  },
  searchGigs: {
    tag: 'CongViec',
    summary: 'Search gig cards with filters, a sort and facets, a page at a time',
    query: searchQuery,
    reply: searchReply,
  },

  getGigOffer: {
    tag: 'Gigs',
    summary:
      "A gig's packages, FAQ, pictures and seller: active gigs for anyone, others for their seller and admins",
    params: sellerGigParams,
    reply: gigOffer,
    errors: [404],
  },
  getCheckout: {
    tag: 'Orders',
    summary: "An active gig's packages and its seller's requirements, for the checkout page",
    params: idParams,
    reply: checkout,
    errors: [404],
  },
  getGigReviewSummary: {
    tag: 'BinhLuan',
    summary: "A gig's star counts and the Rating Breakdown's averages per question",
    params: idParams,
    reply: gigReviewSummary,
    errors: [404],
  },
  listSubcategoryFeatures: {
    tag: 'Gigs',
    summary: 'What a package of this subcategory may include',
    params: sellerGigParams,
    reply: subcategoryFeatures,
    errors: [404],
  },
  listSellerGigs: {
    tag: 'Gigs',
    summary: "The caller's gigs in every status, newest change first",
    signedIn: true,
    reply: z.array(sellerGigRow),
  },
  createSellerGig: {
    tag: 'Gigs',
    summary: 'Start a gig as a draft from its overview (sellers)',
    signedIn: true,
    body: gigOverviewBody,
    reply: sellerGig,
    status: 201,
    errors: [403],
  },
  getSellerGig: {
    tag: 'Gigs',
    summary: 'A gig as its editor shows it (its seller, or an admin)',
    signedIn: true,
    params: sellerGigParams,
    reply: sellerGig,
    errors: [403, 404],
  },
  updateGigOverview: {
    tag: 'Gigs',
    summary: "Save the editor's overview step: title, subcategory, tags",
    signedIn: true,
    params: sellerGigParams,
    body: gigOverviewBody,
    reply: sellerGig,
    errors: [403, 404],
  },
  updateGigPricing: {
    tag: 'Gigs',
    summary: 'Save the pricing step: Basic, and optionally Standard and Premium',
    signedIn: true,
    params: sellerGigParams,
    body: gigPricingBody,
    reply: sellerGig,
    errors: [403, 404],
  },
  updateGigDescription: {
    tag: 'Gigs',
    summary: 'Save the description and FAQ step',
    signedIn: true,
    params: sellerGigParams,
    body: gigDescriptionBody,
    reply: sellerGig,
    errors: [403, 404],
  },
  uploadGigPicture: {
    tag: 'Gigs',
    summary:
      'Add a picture to the gallery (up to 3; JPEG, PNG or GIF up to 5 MB, stored resized): multipart, one file part named formFile',
    signedIn: true,
    multipart: true,
    params: sellerGigParams,
    reply: sellerGig,
    errors: [403, 404, 429, 503],
  },
  makeGigPictureCover: {
    tag: 'Gigs',
    summary: 'Move a picture to the front of the gallery: the cover',
    signedIn: true,
    params: gigPictureParams,
    reply: sellerGig,
    errors: [403, 404],
  },
  deleteGigPicture: {
    tag: 'Gigs',
    summary: 'Remove a picture from the gallery',
    signedIn: true,
    params: gigPictureParams,
    reply: sellerGig,
    errors: [403, 404],
  },
  setGigStatus: {
    tag: 'Gigs',
    summary: 'Publish or resume (active: only a complete gig) or pause a gig',
    signedIn: true,
    params: sellerGigParams,
    body: gigStatusBody,
    reply: sellerGig,
    errors: [403, 404],
  },
  deleteSellerGig: {
    tag: 'Gigs',
    summary:
      'Delete a gig; refused while it has open orders. A gig that had orders is archived: it ' +
      'leaves every list and search, its orders, threads, deliveries and reviews stay',
    signedIn: true,
    params: sellerGigParams,
    reply: z.object({
      archived: z.boolean().describe('true: archived, as it had orders; false: deleted'),
    }),
    errors: [403, 404, 409],
  },

  getGigRequirements: {
    tag: 'Gigs',
    summary: 'The questions every buyer of the gig is asked (its seller, or an admin)',
    signedIn: true,
    params: sellerGigParams,
    reply: gigRequirements,
    errors: [403, 404],
  },
  saveGigRequirements: {
    tag: 'Gigs',
    summary: "Replace the gig's requirement questions (up to 5); placed orders keep theirs",
    signedIn: true,
    params: sellerGigParams,
    body: gigRequirementsBody,
    reply: gigRequirements,
    errors: [403, 404],
  },

  getSellerProfile: {
    tag: 'Sellers',
    summary: "The caller's seller profile (sellerSince null: not a seller yet)",
    signedIn: true,
    reply: sellerProfile,
  },
  saveSellerProfile: {
    tag: 'Sellers',
    summary: 'Become a seller, or edit the seller profile',
    signedIn: true,
    body: sellerProfileBody,
    reply: sellerProfile,
  },
  getSeller: {
    tag: 'Sellers',
    summary: 'A seller page: the public profile and the active gigs',
    params: sellerIdParams,
    reply: sellerPage,
    errors: [404],
  },
  pageSellerReviews: {
    tag: 'Sellers',
    summary: "Reviews of a seller's gigs, newest first, a page at a time",
    params: sellerIdParams,
    query: sellerReviewsQuery,
    reply: sellerReviewsReply,
    errors: [404],
  },

  getProfileDetails: {
    tag: 'Profiles',
    summary:
      "A user's country, languages, education and certifications, as they entered them (empty: not given)",
    params: profileIdParams,
    reply: profileDetails,
    errors: [404],
  },
  updateProfileDetails: {
    tag: 'Profiles',
    summary:
      "Edit the profile's country, languages, education and certifications (its owner or an admin); sections left out keep their value",
    signedIn: true,
    params: profileIdParams,
    body: profileDetailsBody,
    reply: profileDetails,
    errors: [403, 404],
  },

  listOrders: {
    tag: 'ThueCongViec',
    summary: 'All orders (admin)',
    signedIn: true,
    reply: z.array(order),
    errors: [403],
  },
  pageOrders: {
    tag: 'ThueCongViec',
    summary: "Orders, a page at a time, by gig name or buyer's name or email (admin)",
    signedIn: true,
    query: pageOrdersQuery,
    reply: paging(order),
    errors: [403],
  },
  listMyOrders: {
    tag: 'ThueCongViec',
    summary: "The caller's orders with their gigs, newest first",
    signedIn: true,
    reply: z.array(orderedGig),
    errors: [403],
  },
  getOrder: {
    tag: 'ThueCongViec',
    summary: 'One order (its buyer or an admin)',
    signedIn: true,
    params: idParams,
    reply: order,
    errors: [403, 404],
  },
  createOrder: {
    tag: 'ThueCongViec',
    summary: "Order a gig's Basic package (an admin may order for anyone and record it completed)",
    signedIn: true,
    body: createOrderBody,
    reply: order,
    status: 201,
    errors: [403],
  },
  updateOrder: {
    tag: 'ThueCongViec',
    summary: 'Edit an order (admin); hoanThanh completes it or reopens it to in progress',
    signedIn: true,
    params: idParams,
    body: updateOrderBody,
    reply: order,
    errors: [403, 404, 409],
  },
  deleteOrder: {
    tag: 'ThueCongViec',
    summary:
      'The buyer cancels the order while it may still be cancelled (409 after); an admin deletes the record',
    signedIn: true,
    params: idParams,
    reply: z.null(),
    errors: [403, 404, 409],
  },
  completeOrder: {
    tag: 'ThueCongViec',
    summary: 'Complete an order: its buyer accepts a delivery, an admin completes it at any time',
    signedIn: true,
    params: completeOrderParams,
    reply: order,
    errors: [403, 409],
  },

  placeOrder: {
    tag: 'Orders',
    summary:
      "Order a gig's package at the quote the checkout showed (409 with the new quote if it changed): price, delivery time and revisions are copied from it; the same idempotency key answers the same order",
    signedIn: true,
    body: placeOrderBody,
    reply: orderView,
    status: 201,
    errors: [403, 404, 409],
    conflict: quoteChanged,
  },
  listBuyerOrders: {
    tag: 'Orders',
    summary: "The caller's orders as a buyer: one tab, newest first, a page at a time",
    signedIn: true,
    query: orderListQuery,
    reply: orderList,
    errors: [403],
  },
  getOrderView: {
    tag: 'Orders',
    summary:
      'An order with its requirements, deliveries, timeline and the actions allowed now (its buyer, its seller, or an admin)',
    signedIn: true,
    params: idParams,
    reply: orderView,
    errors: [403, 404],
  },
  answerRequirements: {
    tag: 'Orders',
    summary: "Answer the seller's requirements (the buyer, while placed): the order starts",
    signedIn: true,
    params: idParams,
    body: requirementsBody,
    reply: orderView,
    errors: [403, 404, 409],
  },
  deliverOrder: {
    tag: 'Orders',
    summary: `Deliver (the seller, in progress or in revision): multipart, a message and up to ${DELIVERY_FILES_MAX} files (jpg, png, gif, pdf, zip) in parts named files`,
    signedIn: true,
    params: idParams,
    form: { fields: deliveryForm, files: { part: 'files', max: DELIVERY_FILES_MAX } },
    reply: orderView,
    errors: [403, 404, 409, 429],
  },
  requestRevision: {
    tag: 'Orders',
    summary: 'Ask for a revision of the delivery (the buyer, while revisions remain)',
    signedIn: true,
    params: idParams,
    body: revisionBody,
    reply: orderView,
    errors: [403, 404, 409],
  },
  acceptOrder: {
    tag: 'Orders',
    summary: 'Accept the delivery (the buyer): the order completes',
    signedIn: true,
    params: idParams,
    reply: orderView,
    errors: [403, 404, 409],
  },
  cancelOrder: {
    tag: 'Orders',
    summary:
      'Cancel with a reason: the buyer before the order starts, the seller before delivering, an admin before completion',
    signedIn: true,
    params: idParams,
    body: cancelOrderBody,
    reply: orderView,
    errors: [403, 404, 409],
  },
  reviewOrder: {
    tag: 'Orders',
    summary: 'Review a completed order (its buyer, once)',
    signedIn: true,
    params: idParams,
    body: orderReviewBody,
    reply: orderReview,
    status: 201,
    errors: [403, 404, 409],
  },
  editOrderReview: {
    tag: 'Orders',
    summary: "Edit the order's review (its buyer, within 14 days of writing it)",
    signedIn: true,
    params: idParams,
    body: orderReviewBody,
    reply: orderReview,
    errors: [403, 404, 409],
  },
  listSellerOrders: {
    tag: 'Orders',
    summary: "The caller's orders as a seller: one tab, newest first, a page at a time",
    signedIn: true,
    query: orderListQuery,
    reply: orderList,
    errors: [403],
  },
  getSellerOrderStats: {
    tag: 'Orders',
    summary: "The seller dashboard's earnings, queue and orders per tab",
    signedIn: true,
    reply: sellerOrderStats,
    errors: [403],
  },

  listReviews: { tag: 'BinhLuan', summary: 'All reviews', reply: z.array(review) },
  pageReviews: {
    tag: 'BinhLuan',
    summary:
      "Reviews with their gig's and reviewer's names, a page at a time, by text or gig name (admin)",
    signedIn: true,
    query: sortedPagingQuery(sortColumns.comments),
    reply: paging(reviewListItem),
    errors: [403],
  },
  listGigReviews: {
    tag: 'BinhLuan',
    summary: "A gig's reviews with their reviewers, newest first",
    params: gigReviewsParams,
    reply: z.array(reviewView),
    errors: [404],
  },
  createReview: {
    tag: 'BinhLuan',
    summary: 'Review and rate a gig as the caller (an admin may name the reviewer)',
    signedIn: true,
    body: createReviewBody,
    reply: review,
    status: 201,
    errors: [403],
  },
  updateReview: {
    tag: 'BinhLuan',
    summary: 'Edit a review (its reviewer or an admin)',
    signedIn: true,
    params: idParams,
    body: updateReviewBody,
    reply: review,
    errors: [403, 404],
  },
  deleteReview: {
    tag: 'BinhLuan',
    summary: 'Delete a review (its reviewer or an admin)',
    signedIn: true,
    params: idParams,
    reply: z.null(),
    errors: [403, 404],
  },
  replyToReview: {
    tag: 'BinhLuan',
    summary: "Answer a review publicly (the gig's seller, once per review)",
    signedIn: true,
    params: idParams,
    body: reviewReplyBody,
    reply: reviewReply,
    status: 201,
    errors: [403, 404, 409],
  },

  getSettings: {
    tag: 'Settings',
    summary: 'What the server is configured to allow: who may review',
    reply: marketplaceSettings,
  },

  startConversation: {
    tag: 'Messages',
    summary:
      "Contact a seller about a gig (or from the seller's page): the same two people and gig always meet in the same conversation",
    signedIn: true,
    body: startConversationBody,
    reply: conversationView,
    status: 201,
    errors: [403, 404],
  },
  listConversations: {
    tag: 'Messages',
    summary: "The caller's inbox: conversations, the latest message first, with unread counts",
    signedIn: true,
    query: conversationListQuery,
    reply: conversationList,
    errors: [403],
  },
  getConversation: {
    tag: 'Messages',
    summary: 'A conversation, for its two participants (an admin reads it, read-only)',
    signedIn: true,
    params: idParams,
    reply: conversationView,
    errors: [403, 404],
  },
  listMessages: {
    tag: 'Messages',
    summary:
      "A conversation's messages, oldest first: the newest page, older ones with `before`, newer ones than a client's last with `after`",
    signedIn: true,
    params: idParams,
    query: messageListQuery,
    reply: messageList,
    errors: [403, 404],
  },
  sendMessage: {
    tag: 'Messages',
    summary: `Send a message (a participant): multipart, text and up to ${MESSAGE_ATTACHMENTS_MAX} files (${MESSAGE_ATTACHMENT_TYPES.join(', ')}, 5 MB each) in parts named files; rate-limited per user`,
    signedIn: true,
    params: idParams,
    form: { fields: messageForm, files: { part: 'files', max: MESSAGE_ATTACHMENTS_MAX } },
    reply: message,
    status: 201,
    errors: [403, 404, 429],
  },
  markConversationRead: {
    tag: 'Messages',
    summary:
      'Mark the messages up to one as read (a participant): the other participant sees them as seen',
    signedIn: true,
    params: idParams,
    body: markReadBody,
    reply: markReadReply,
    errors: [403, 404],
  },
  sendTyping: {
    tag: 'Messages',
    summary: 'Tell the other participant, over the live channel, that the caller is typing',
    signedIn: true,
    params: idParams,
    reply: typingReply,
    errors: [403, 404, 429],
  },
  getOrderConversation: {
    tag: 'Messages',
    summary: "An order's own thread between its buyer and seller (an admin reads it, read-only)",
    signedIn: true,
    params: idParams,
    reply: conversationView,
    errors: [403, 404],
  },
  getMessageAttachment: {
    tag: 'Messages',
    summary:
      "A message's file, its bytes with its own Content-Type (not the envelope): for the conversation's participants and admins (their token header, or a signed link of POST /api/file-links), 404 for anyone else; a PDF as a download. Takes Range requests (206, 416)",
    signedIn: true,
    params: idParams,
    query: signedLinkQuery,
    reply: z.string().describe("the file's bytes"),
    errors: [404, 416],
  },
  createFileLink: {
    tag: 'Files',
    summary:
      "A link to a delivered file or a message attachment that works without the token header for a short while, for the order's or conversation's participants and admins; 404 for anyone else",
    signedIn: true,
    body: fileLinkBody,
    reply: fileLink,
    errors: [404],
  },
  blockUser: {
    tag: 'Messages',
    summary: 'Block a user: they can no longer send the caller messages or start conversations',
    signedIn: true,
    params: userIdParams,
    reply: blockReply,
    errors: [403, 404],
  },
  unblockUser: {
    tag: 'Messages',
    summary: 'Unblock a user',
    signedIn: true,
    params: userIdParams,
    reply: blockReply,
    errors: [403, 404],
  },

  listNotifications: {
    tag: 'Notifications',
    summary: "The caller's notifications, newest first, with the unread count",
    signedIn: true,
    query: notificationListQuery,
    reply: notificationList,
    errors: [403],
  },
  markNotificationRead: {
    tag: 'Notifications',
    summary: 'Mark one of the caller’s notifications as read',
    signedIn: true,
    params: idParams,
    reply: notification,
    errors: [403, 404],
  },
  markAllNotificationsRead: {
    tag: 'Notifications',
    summary: 'Mark all of the caller’s notifications as read',
    signedIn: true,
    reply: markAllReadReply,
    errors: [403],
  },
  getUnreadCounts: {
    tag: 'Notifications',
    summary: "The header's badges: conversations with unread messages, unread notifications",
    signedIn: true,
    reply: unreadCounts,
    errors: [403],
  },
});

export type Endpoints = typeof endpoints;
export type Endpoint<N extends EndpointName> = Endpoints[N];

type Schema<N extends EndpointName, K extends string> =
  Endpoint<N> extends Record<K, infer S extends z.ZodType> ? S : never;

/** What a client sends for an endpoint: its path parameters, query and body, as the wire takes them. */
export type EndpointInput<N extends EndpointName> = ([Schema<N, 'params'>] extends [never]
  ? unknown
  : { params: z.input<Schema<N, 'params'>> }) &
  ([Schema<N, 'query'>] extends [never] ? unknown : { query: z.input<Schema<N, 'query'>> }) &
  ([Schema<N, 'body'>] extends [never] ? unknown : { body: z.input<Schema<N, 'body'>> });

/** What an endpoint answers in the envelope's `content`. */
export type EndpointReply<N extends EndpointName> = z.output<Endpoint<N>['reply']>;
