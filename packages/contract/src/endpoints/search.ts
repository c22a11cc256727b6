import { searchQuery, searchReply } from '../search';
import { endpointGroup } from './endpoint-schemas';

/** Searching gigs with filters. */
export const searchEndpoints = endpointGroup({
  searchGigs: {
    tag: 'CongViec',
    summary: 'Search gig cards with filters, a sort and facets, a page at a time',
    query: searchQuery,
    reply: searchReply,
  },
});
