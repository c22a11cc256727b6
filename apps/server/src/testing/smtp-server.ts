import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A mail as the test's SMTP server received it: its envelope and the parsed message. */
export type ReceivedMail = ParsedMail & { envelopeTo: string[] };

/**
 * A real SMTP server on a free port of 127.0.0.1 for a test (decision 047): it takes every mail,
 * without authentication or TLS, and parses each with mailparser. `url` is the app's SMTP_URL.
 * `undo` collects its close for the test's end.
 */
export async function startSmtpServer(undo?: (() => Promise<unknown>)[]) {
  const received: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          received.push(
            Object.assign(parsed, {
              envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            }),
          );
          for (const wake of waiters.splice(0)) wake();
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  undo?.push(close);

  /** Resolves once a mail matching `match` has arrived (at once if it has). */
  async function waitFor(match: (mail: ReceivedMail) => boolean): Promise<ReceivedMail> {
    for (;;) {
      const found = received.find(match);
      if (found) return found;
      await new Promise<void>((resolve) => waiters.push(resolve));
    }
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    /** Every mail received so far, in arrival order. */
    received,
    waitFor,
    /** The first mail to `address` whose subject matches. */
    waitForMailTo: (address: string, subject?: RegExp) =>
      waitFor(
        (mail) =>
          mail.envelopeTo.includes(address) && (!subject || subject.test(mail.subject ?? '')),
      ),
    close,
  };
}

export type TestSmtpServer = Awaited<ReturnType<typeof startSmtpServer>>;

/** The absolute links of a mail's HTML part, in order. */
export function linksOf(mail: ParsedMail): string[] {
  const html = typeof mail.html === 'string' ? mail.html : '';
  return [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));
}

/** A header's value as it was sent, unfolded (mailparser turns List-* headers into objects). */
export function headerOf(mail: ParsedMail, name: string): string | undefined {
  const line = mail.headerLines.find((header) => header.key === name.toLowerCase())?.line;
  return line
    ?.slice(line.indexOf(':') + 1)
    .replace(/\r?\n(?=[ \t])/g, '')
    .trim();
}
