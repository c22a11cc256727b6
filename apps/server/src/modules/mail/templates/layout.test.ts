import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { layoutSlots, renderBody, type MailBody } from './layout';
import {
  compileLayoutParts,
  compileMjml,
  layoutPartsFile,
  layoutPartsText,
} from './layout-compile';
import { layoutSource } from './layout-source';

const footer = { home: 'https://giglane.test/', unsubscribe: 'https://giglane.test/u?token=a&b' };

/** Bodies of every shape a template writes, with text that needs escaping. */
const bodies: [string, MailBody, { home: string; unsubscribe?: string }][] = [
  ['the fewest parts', { preview: 'p', heading: 'Hello', paragraphs: [] }, { home: footer.home }],
  [
    'paragraphs, a button and small print',
    {
      preview: 'Your order <#12> is "late"',
      heading: 'Tom & Jerry’s order',
      paragraphs: ['Hi Anna,', 'Line with {{heading}} in it', "It's <b>not</b> bold"],
      action: { label: 'Open the order', url: 'https://giglane.test/orders/12?a=1&b=2' },
      footnote: 'Why you get this mail.',
    },
    footer,
  ],
  [
    'one quote',
    {
      preview: 'q',
      heading: 'A revision',
      paragraphs: ['Asked:'],
      quote: 'Make it blue\nand <bigger>',
      action: { label: 'Reply', url: 'https://giglane.test/x' },
    },
    footer,
  ],
  [
    'a quote and three captioned ones',
    {
      preview: 'm',
      heading: 'Minh wrote to you',
      paragraphs: ['Hi,', 'Three messages.'],
      quote: 'first',
      quotes: [
        { caption: 'Minh · 1 Dec', text: 'one' },
        { caption: 'Minh · 2 Dec', text: 'two\n(1 file)' },
        { caption: 'Minh & co', text: '(no text)' },
      ],
      footnote: 'Unread for a few minutes.',
    },
    footer,
  ],
];

describe('the mail layout', () => {
  it('is compiled into the parts the server fills: layout-parts.ts is up to date', async () => {
    expect(await readFile(layoutPartsFile(), 'utf8')).toBe(
      await layoutPartsText(await compileLayoutParts()),
    );
  });

  it.each(bodies)('with %s, is the HTML MJML makes of the same body', async (_shape, body, end) => {
    const { html } = renderBody(body, end);
    expect(html).toBe(await compileMjml(layoutSource(layoutSlots(body, end))));
  });

  it('escapes every value once, and fills what looks like a slot in a value as text', () => {
    const { html } = renderBody(bodies[1]![1], footer);
    expect(html).toContain('Tom &amp; Jerry’s order');
    expect(html).toContain('Line with {{heading}} in it');
    expect(html).toContain('It&#39;s &lt;b&gt;not&lt;/b&gt; bold');
    expect(html).toContain('href="https://giglane.test/orders/12?a=1&amp;b=2"');
    expect(html).not.toMatch(/\{\{(?!heading\}\})\w+\}\}/);
  });
});
