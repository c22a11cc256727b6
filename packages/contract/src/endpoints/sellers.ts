import {
  sellerIdParams,
  sellerLevelStanding,
  sellerPage,
  sellerProfile,
  sellerProfileBody,
  sellerReviewsQuery,
  sellerReviewsReply,
} from '../sellers';
import { endpointGroup } from './endpoint-schemas';

/** Sellers' public pages and their own seller profile. */
export const sellerEndpoints = endpointGroup({
  getSellerLevel: {
    tag: 'Sellers',
    summary:
      "The caller's seller level, computed from their record, and the next level's requirements",
    signedIn: true,
    reply: sellerLevelStanding,
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
});
