import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

type Received = ParsedMail & { envelopeTo: string[] };

/**
 * A real SMTP server on a free port for the browser flows: a server of the spec's own sends its
 * mail here (SMTP_URL), and the flow reads it back parsed, as a person's inbox would show it.
 */
export async function startMailInbox() {
  const received: Received[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const envelopeTo = session.envelope.rcptTo.map((rcpt) => rcpt.address);
          received.push(Object.assign(parsed, { envelopeTo }));
          for (const wake of waiters.splice(0)) wake();
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    /** The links of the first mail to `address` whose subject matches, once it has arrived. */
    async linksOfMailTo(address: string, subject: RegExp): Promise<string[]> {
      for (;;) {
        const mail = received.find(
          (one) => one.envelopeTo.includes(address) && subject.test(one.subject ?? ''),
        );
        if (mail) {
          const html = typeof mail.html === 'string' ? mail.html : '';
          return [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
        }
        await new Promise<void>((resolve) => waiters.push(resolve));
      }
    },
    /** Every mail to `address` received so far, in arrival order. */
    mailsTo: (address: string): Received[] =>
      received.filter((one) => one.envelopeTo.includes(address)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
