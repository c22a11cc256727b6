import {
  createReportBody,
  moderationBody,
  report,
  reportQueue,
  reportQueueQuery,
  reportTarget,
  reportTargetParams,
} from '../reports';
import { endpointGroup } from './endpoint-schemas';

/** Reports of gigs, users, messages and reviews, and the admins' Reports queue (decision 053). */
export const reportEndpoints = endpointGroup({
  createReport: {
    tag: 'Reports',
    summary:
      'Report a gig, a user, a message or a review with a reason: one open report per reporter and target',
    signedIn: true,
    body: createReportBody,
    reply: report,
    status: 201,
    errors: [403, 404, 409],
  },
  listReportQueue: {
    tag: 'Reports',
    summary: 'The targets with open reports, most reported first, counted by reason (admin)',
    signedIn: true,
    query: reportQueueQuery,
    reply: reportQueue,
    errors: [403],
  },
  getReportTarget: {
    tag: 'Reports',
    summary: 'A reported target: its reports, its state and every admin action on it (admin)',
    signedIn: true,
    params: reportTargetParams,
    reply: reportTarget,
    errors: [403, 404],
  },
  moderateReportTarget: {
    tag: 'Reports',
    summary:
      'Act on a target: hide or show a gig, suspend or restore its account, remove a message or review, or dismiss; closes its open reports and is kept in the audit (admin)',
    signedIn: true,
    params: reportTargetParams,
    body: moderationBody,
    reply: reportTarget,
    errors: [403, 404, 409],
  },
});
