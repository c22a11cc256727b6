import { z } from 'zod';
import { signedLinkQuery } from '../files';
import {
  mailDetail,
  mailList,
  mailListQuery,
  mailPreferences,
  unsubscribeBody,
  unsubscribeQuery,
  unsubscribeState,
} from '../mail';
import { idParams } from '../wire';
import { endpointGroup } from './endpoint-schemas';

/** The admins' Mail outbox (decision 047), and each user's choice of mail (decision 049). */
export const mailEndpoints = endpointGroup({
  listMail: {
    tag: 'Mail',
    summary: 'The mails the app sent or kept, newest first (admin)',
    signedIn: true,
    query: mailListQuery,
    reply: mailList,
    errors: [403],
  },
  getMail: {
    tag: 'Mail',
    summary: 'One mail: its subject, HTML and plain text, and headers (admin)',
    signedIn: true,
    params: idParams,
    reply: mailDetail,
    errors: [403, 404],
  },
  getMailHtml: {
    tag: 'Mail',
    summary:
      "One kept mail's HTML alone, as a mail client shows it (not the envelope), for a frame: its own Content-Security-Policy allows inline styles and pictures, no scripts, and sandboxes it. For admins: their token header, or the signed link of GET /api/admin/mail/{id}; 404 once the HTML is not kept",
    signedIn: true,
    params: idParams,
    query: signedLinkQuery,
    reply: z.string().describe('the HTML'),
    errors: [403, 404],
  },
  getMailPreferences: {
    tag: 'Mail',
    summary: 'Which kinds of e-mail the caller receives (every kind on until turned off)',
    signedIn: true,
    reply: mailPreferences,
    errors: [403],
  },
  updateMailPreferences: {
    tag: 'Mail',
    summary: 'Turn kinds of e-mail on or off for the caller; account mail always goes',
    signedIn: true,
    body: mailPreferences,
    reply: mailPreferences,
    errors: [403],
  },
  getUnsubscribe: {
    tag: 'Mail',
    summary:
      'Which e-mails an unsubscribe link turns off, and whether they still come; changes nothing (link scanners follow GETs)',
    query: unsubscribeQuery,
    reply: unsubscribeState,
    errors: [],
  },
  unsubscribe: {
    tag: 'Mail',
    summary:
      'RFC 8058 one-click unsubscribe, without signing in: turns off the kind of e-mail the token names',
    query: unsubscribeQuery,
    body: unsubscribeBody,
    reply: unsubscribeState,
    errors: [],
  },
});
