import type { MailChoice } from '@giglane/contract/mail';
import { layoutParts } from './layout-parts';
import { escapeHtml, quoteHtml, unsubscribeHtml, type LayoutSlots } from './layout-source';

/**
 * Which choice of the user's a mail falls under (decision 049); `account` mail (a reset link, a
 * confirmation) always goes and carries no unsubscribe link.
 */
export type MailKind = MailChoice | 'account';

/**
 * What a template says, in parts: the layout turns them into the branded HTML (MJML compiled ahead,
 * decisions 047 and 060) and the plain text, so both always say the same and every value is escaped in one place.
 */
export type MailBody = {
  /** The line a mail client shows beside the subject. */
  preview: string;
  heading: string;
  paragraphs: string[];
  /** The one button, its URL absolute. */
  action?: { label: string; url: string };
  /** A quoted text (a message, a revision request), shown as a block. */
  quote?: string;
  /** Several quoted texts, each under a line saying whose and when (a conversation's messages). */
  quotes?: { caption: string; text: string }[];
  /** Small print under the button: why this mail came, how long a link works. */
  footnote?: string;
};

/** One template: its kind, its subject and its body from its data; `link` makes a path absolute. */
export type MailTemplate<D> = {
  kind: MailKind;
  subject: (data: D) => string;
  body: (data: D, link: (path: string) => string) => MailBody;
};

export type RenderedMail = { subject: string; html: string; text: string };

/** The slots of a body and its footer, each value escaped. */
export function layoutSlots(
  body: MailBody,
  footer: { home: string; unsubscribe?: string },
): LayoutSlots {
  const e = escapeHtml;
  return {
    heading: e(body.heading),
    preview: e(body.preview),
    paragraphs: body.paragraphs.map(e),
    quotes: [
      ...(body.quote ? [{ text: quoteHtml(body.quote) }] : []),
      ...(body.quotes ?? []).map((quote) => ({
        caption: e(quote.caption),
        text: quoteHtml(quote.text),
      })),
    ],
    action: body.action ? { label: e(body.action.label), url: e(body.action.url) } : undefined,
    footnote: body.footnote ? e(body.footnote) : undefined,
    home: e(footer.home),
    unsubscribe: footer.unsubscribe ? unsubscribeHtml(footer.unsubscribe) : '',
  };
}

/** A part with its slots filled, in one pass: a value that looks like a slot stays as it is. */
function fill(part: string, values: Record<string, string>): string {
  return part.replace(/\{\{(\w+)\}\}/g, (slot, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`mail layout: no value for ${slot}`);
    return value;
  });
}

/** The compiled layout's HTML for these slots: what MJML makes of `layoutSource(slots)`. */
export function layoutHtml(slots: LayoutSlots): string {
  const parts = layoutParts;
  const html = fill(parts.frame, {
    heading: slots.heading,
    preview: slots.preview,
    home: slots.home,
    unsubscribe: slots.unsubscribe,
    paragraphs: slots.paragraphs.map((paragraph) => fill(parts.paragraph, { paragraph })).join(''),
    quotes: slots.quotes
      .map(({ caption, text }) =>
        caption === undefined
          ? fill(parts.quote, { text })
          : fill(parts.captionedQuote, { caption, text }),
      )
      .join(parts.gap),
    action: slots.action ? fill(parts.action, slots.action) : '',
    footnote:
      slots.footnote === undefined ? '' : fill(parts.footnote, { footnote: slots.footnote }),
  });
  // MJML's last step, which the marks between the parts kept from meeting: Outlook's conditional
  // comments that follow each other become one.
  return html.replace(/(<!\[endif]-->\s*?<!--\[if mso \| IE]>)/gm, '');
}

/** The HTML and the plain text of a body, with the brand and, below, the unsubscribe link. */
export function renderBody(
  body: MailBody,
  footer: { home: string; unsubscribe?: string },
): { html: string; text: string } {
  const html = layoutHtml(layoutSlots(body, footer));
  const text = [
    body.heading,
    '',
    ...body.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(body.quote ? [body.quote.replace(/^/gm, '> '), ''] : []),
    ...(body.quotes ?? []).flatMap((quote) => [quote.caption, quote.text.replace(/^/gm, '> '), '']),
    ...(body.action ? [`${body.action.label}: ${body.action.url}`, ''] : []),
    ...(body.footnote ? [body.footnote, ''] : []),
    '--',
    `Giglane ${footer.home}`,
    ...(footer.unsubscribe ? [`Unsubscribe: ${footer.unsubscribe}`] : []),
  ].join('\n');
  return { html, text };
}
