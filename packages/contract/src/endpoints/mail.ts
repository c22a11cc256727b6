import { z } from 'zod';
import { signedLinkQuery } from '../files';
import { mailDetail, mailList, mailListQuery } from '../mail';
import { idParams } from '../wire';
import { endpointGroup } from './endpoint-schemas';

/** The admins' Mail outbox (decision 047). */
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
});
