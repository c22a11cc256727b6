import { z } from 'zod';
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
} from '../gig-offers';
import { endpointGroup } from './endpoint-schemas';

/** A seller's gigs: the offer a gig page reads, and the gig editor's steps. */
export const sellerGigEndpoints = endpointGroup({
  getGigOffer: {
    tag: 'Gigs',
    summary:
      "A gig's packages, FAQ, pictures and seller: active gigs for anyone, others for their seller and admins",
    params: sellerGigParams,
    reply: gigOffer,
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
});
