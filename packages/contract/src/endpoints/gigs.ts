import { z } from 'zod';
import {
  createGigBody,
  gig,
  gigIdParams,
  gigNameParams,
  gigView,
  subcategoryIdParams,
  updateGigBody,
} from '../gigs';
import { paging, sortColumns, sortedPagingQuery } from '../paging';
import { idParams } from '../wire';
import { endpointGroup } from './endpoint-schemas';

/** Gigs as the original API has them (CongViec), and their cards. */
export const gigEndpoints = endpointGroup({
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
});
