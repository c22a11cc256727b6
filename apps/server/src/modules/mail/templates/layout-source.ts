/**
 * The mails' layout in MJML (decision 047), compiled to HTML when the layout changes, not when a
 * mail goes (decision 060): `npm run mail:layout` writes `layout-parts.ts` from it, and the server
 * fills those parts in without loading MJML.
 */

const BRAND = '#0f766e';
const INK = '#1f2937';
const MUTED = '#6b7280';

export const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** A quote's text as HTML: escaped, its line breaks kept. */
export const quoteHtml = (text: string) => escapeHtml(text).replace(/\n/g, '<br />');

/** The footer's link, after the marketplace's line, for mail a user may turn off. */
export const unsubscribeHtml = (url: string) =>
  ` · <a href="${escapeHtml(url)}" style="color:${MUTED}">Unsubscribe from these e-mails</a>`;

/** Dark mode: clients that honour prefers-color-scheme get a dark card; the rest keep light. */
const DARK_CSS = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  .page, .page > table, .card, .card > table { background: #111827 !important; }
  .card div, .card td { color: #e5e7eb !important; }
  .muted div { color: #9ca3af !important; }
  .quote, .quote > table { background: #1f2937 !important; }
}`;

/** What the layout shows, each value already HTML: escaped text, or a slot's name. */
export type LayoutSlots = {
  heading: string;
  preview: string;
  paragraphs: string[];
  quotes: { caption?: string; text: string }[];
  action?: { label: string; url: string };
  footnote?: string;
  home: string;
  /** `unsubscribeHtml`'s link, or nothing. */
  unsubscribe: string;
};

/**
 * The MJML of a mail. `mark` wraps each part that a mail may have any number of, or none, between
 * comments naming it, for `compileLayoutParts` to cut the compiled HTML at.
 */
export function layoutSource(
  slots: LayoutSlots,
  mark: (part: string, source: string) => string = (_part, source) => source,
): string {
  const paragraphs = slots.paragraphs
    .map((paragraph) => mark('paragraph', `<mj-text>${paragraph}</mj-text>`))
    .join('\n');
  const quotes = slots.quotes
    .map(({ caption, text }) =>
      mark(
        caption === undefined ? 'quote' : 'captionedQuote',
        `<mj-section css-class="quote" background-color="#f3f4f6" padding="4px 16px" border-left="4px solid ${BRAND}">
       <mj-column>${caption === undefined ? '' : `<mj-text css-class="muted" color="${MUTED}" font-size="13px" padding-bottom="0">${caption}</mj-text>`}<mj-text font-style="italic">${text}</mj-text></mj-column>
     </mj-section>`,
      ),
    )
    // A gap between quotes, as between paragraphs.
    .join(`\n${mark('gap', '<mj-section padding="6px 0"><mj-column /></mj-section>')}\n`);
  const action = slots.action
    ? mark(
        'action',
        `<mj-button href="${slots.action.url}" background-color="${BRAND}" color="#ffffff" font-weight="600" border-radius="6px" inner-padding="12px 24px">${slots.action.label}</mj-button>`,
      )
    : '';
  const footnote =
    slots.footnote === undefined
      ? ''
      : mark(
          'footnote',
          `<mj-text css-class="muted" color="${MUTED}" font-size="13px">${slots.footnote}</mj-text>`,
        );
  return `<mjml lang="en">
  <mj-head>
    <mj-title>${slots.heading}</mj-title>
    <mj-preview>${slots.preview}</mj-preview>
    <mj-attributes>
      <mj-all font-family="-apple-system, 'Segoe UI', Helvetica, Arial, sans-serif" />
      <mj-text color="${INK}" font-size="16px" line-height="1.5" />
    </mj-attributes>
    <mj-style>${DARK_CSS}</mj-style>
  </mj-head>
  <mj-body background-color="#f3f4f6" css-class="page" width="600px">
    <mj-section padding="24px 16px 8px">
      <mj-column><mj-text font-size="22px" font-weight="700" color="${BRAND}"><a href="${slots.home}" style="color:${BRAND};text-decoration:none">Giglane</a></mj-text></mj-column>
    </mj-section>
    <mj-wrapper css-class="card" background-color="#ffffff" border-radius="8px" padding="8px 8px 16px">
      <mj-section padding="0">
        <mj-column>
          <mj-text font-size="20px" font-weight="700">${slots.heading}</mj-text>
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
      <mj-column><mj-text css-class="muted" color="${MUTED}" font-size="12px" align="center">Giglane, the marketplace for freelance services${slots.unsubscribe}</mj-text></mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
}
