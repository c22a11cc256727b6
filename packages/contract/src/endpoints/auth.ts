import {
  accountEmail,
  changeEmailBody,
  confirmEmailBody,
  forgotPasswordBody,
  forgotPasswordReply,
  resetPasswordBody,
  signinBody,
  signinReply,
  signoutEverywhereReply,
  signupBody,
  user,
} from '../users';
import { endpointGroup } from './endpoint-schemas';

/** Signing up, in, and out of every session; recovering a password and confirming addresses. */
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
      "End every session of the caller (all devices); answers a fresh token for the caller's own, also in the `token` header",
    signedIn: true,
    reply: signoutEverywhereReply,
    errors: [403],
  },
  requestPasswordReset: {
    tag: 'Auth',
    summary:
      'E-mail a link to set a new password (valid one hour); the same reply whether or not the address has an account',
    body: forgotPasswordBody,
    reply: forgotPasswordReply,
    errors: [429],
  },
  resetPassword: {
    tag: 'Auth',
    summary:
      "Set a new password with an e-mailed link's token (once); ends every other session and signs in",
    body: resetPasswordBody,
    reply: signinReply,
    errors: [429],
  },
  confirmEmail: {
    tag: 'Auth',
    summary: "Confirm an address with an e-mailed link's token; a pending new address takes effect",
    body: confirmEmailBody,
    reply: accountEmail,
    errors: [429],
  },
  getAccountEmail: {
    tag: 'Auth',
    summary: "The caller's address, whether it is confirmed, and the new one waiting",
    signedIn: true,
    reply: accountEmail,
    errors: [403],
  },
  changeEmail: {
    tag: 'Auth',
    summary:
      'Ask to change the address: it takes effect once the link sent to the new one is followed',
    signedIn: true,
    body: changeEmailBody,
    reply: accountEmail,
    errors: [403, 429],
  },
  resendEmailConfirmation: {
    tag: 'Auth',
    summary: 'Send the confirmation link again, to the pending address if there is one',
    signedIn: true,
    reply: accountEmail,
    errors: [403, 429],
  },
});
