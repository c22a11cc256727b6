import {
  appeal,
  appealable,
  appealActionParams,
  appealQueue,
  appealQueueQuery,
  createAppealBody,
  suspensionAppealBody,
} from '../appeals';
import { endpointGroup } from './endpoint-schemas';

/** Appeals of a hidden gig or a suspended account, decided in the Reports queue (decision 058). */
export const appealEndpoints = endpointGroup({
  getAppealable: {
    tag: 'Reports',
    summary:
      "An admin action against the caller's gig: what it was, why, and its appeal if written (the gig's seller)",
    signedIn: true,
    params: appealActionParams,
    reply: appealable,
    errors: [404],
  },
  createAppeal: {
    tag: 'Reports',
    summary: "Appeal an admin's hiding of the caller's gig, once, while it is hidden",
    signedIn: true,
    body: createAppealBody,
    reply: appeal,
    status: 201,
    errors: [404, 409],
  },
  appealSuspension: {
    tag: 'Reports',
    summary:
      "Appeal the suspension of one's account, once, with its e-mail and password (it cannot sign in)",
    body: suspensionAppealBody,
    reply: appeal,
    status: 201,
    errors: [409, 429],
  },
  listAppealQueue: {
    tag: 'Reports',
    summary: 'The open appeals, oldest first (admin)',
    signedIn: true,
    query: appealQueueQuery,
    reply: appealQueue,
    errors: [403],
  },
});
