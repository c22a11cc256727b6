import { signinBody, signinReply, signoutEverywhereReply, signupBody, user } from '../users';
import { endpointGroup } from './endpoint-schemas';

/** Signing up, in, and out of every session. */
export const authEndpoints = endpointGroup({
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
});
