import type mjml2htmlType from 'mjml';
import type { MailChoice } from '@giglane/contract/mail';

/**
 * Which choice of the user's a mail falls under (decision 049); `account` mail (a reset link, a
 * confirmation) always goes and carries no unsubscribe link.
 */
export type MailKind = MailChoice | 'account';

/**
 * What a template says, in parts: the layout turns them into the branded HTML (MJML, decision 047)
 * and the plain text, so both always say the same and every value is escaped in one place.
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

const BRAND = '#0f766e';
const INK = '#1f2937';
const MUTED = '#6b7280';

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** Dark mode: clients that honour prefers-color-scheme get a dark card; the rest keep light. */
const DARK_CSS = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  .page, .page > table, .card, .card > table { background: #111827 !important; }
  .card div, .card td { color: #e5e7eb !important; }
  .muted div { color: #9ca3af !important; }
  .quote, .quote > table { background: #1f2937 !important; }
}`;

/**
 * MJML, loaded with the first mail rather than at start: with its parsers it is the largest thing
 * the server imports, about 26 MiB (docs/benchmarks.md, "Idle memory").
 */
let mjml: Promise<typeof mjml2htmlType> | undefined;

/** The HTML and the plain text of a body, with the brand and, below, the unsubscribe link. */
export async function renderBody(
  body: MailBody,
  footer: { home: string; unsubscribe?: string },
): Promise<{ html: string; text: string }> {
  const e = escapeHtml;
  const paragraphs = body.paragraphs
    .map((paragraph) => `<mj-text>${e(paragraph)}</mj-text>`)
    .join('\n');
  const quoted = (text: string, caption?: string) =>
    `<mj-section css-class="quote" background-color="#f3f4f6" padding="4px 16px" border-left="4px solid ${BRAND}">
       <mj-column>${caption ? `<mj-text css-class="muted" color="${MUTED}" font-size="13px" padding-bottom="0">${e(caption)}</mj-text>` : ''}<mj-text font-style="italic">${e(text).replace(/\n/g, '<br />')}</mj-text></mj-column>
     </mj-section>`;
  const quotes = [
    ...(body.quote ? [quoted(body.quote)] : []),
    ...(body.quotes ?? []).map((quote) => quoted(quote.text, quote.caption)),
  ]
    // A gap between quotes, as between paragraphs.
    .join('\n<mj-section padding="6px 0"><mj-column /></mj-section>\n');
  const action = body.action
    ? `<mj-button href="${e(body.action.url)}" background-color="${BRAND}" color="#ffffff" font-weight="600" border-radius="6px" inner-padding="12px 24px">${e(body.action.label)}</mj-button>`
    : '';
  const footnote = body.footnote
    ? `<mj-text css-class="muted" color="${MUTED}" font-size="13px">${e(body.footnote)}</mj-text>`
    : '';
  const unsubscribe = footer.unsubscribe
    ? ` · <a href="${e(footer.unsubscribe)}" style="color:${MUTED}">Unsubscribe from these e-mails</a>`
    : '';
  const source = `<mjml lang="en">
  <mj-head>
    <mj-title>${e(body.heading)}</mj-title>
    <mj-preview>${e(body.preview)}</mj-preview>
    <mj-attributes>
      <mj-all font-family="-apple-system, 'Segoe UI', Helvetica, Arial, sans-serif" />
      <mj-text color="${INK}" font-size="16px" line-height="1.5" />
    </mj-attributes>
    <mj-style>${DARK_CSS}</mj-style>
  </mj-head>
  <mj-body background-color="#f3f4f6" css-class="page" width="600px">
    <mj-section padding="24px 16px 8px">
      <mj-column><mj-text font-size="22px" font-weight="700" color="${BRAND}"><a href="${e(footer.home)}" style="color:${BRAND};text-decoration:none">Giglane</a></mj-text></mj-column>
    </mj-section>
    <mj-wrapper css-class="card" background-color="#ffffff" border-radius="8px" padding="8px 8px 16px">
      <mj-section padding="0">
        <mj-column>
          <mj-text font-size="20px" font-weight="700">${e(body.heading)}</mj-text>
          ${paragraphs}
        </mj-column>
      </mj-section>
      ${quotes}
      <mj-section padding="0">
        <mj-column>
          ${action}
          ${footnote}
        </mj-column>
      </mj-section>
    </mj-wrapper>
    <mj-section padding="8px 16px 24px">
      <mj-column><mj-text css-class="muted" color="${MUTED}" font-size="12px" align="center">Giglane, the marketplace for freelance services${unsubscribe}</mj-text></mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
  const mjml2html = await (mjml ??= import('mjml').then((module) => module.default));
  const { html, errors } = await mjml2html(source, { validationLevel: 'strict' });
  if (errors.length > 0) throw new Error(`mail layout: ${errors[0]!.formattedMessage}`);
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
