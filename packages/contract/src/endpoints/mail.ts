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
});
