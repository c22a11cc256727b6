import { describe, expect, it } from 'vitest';
import { parseInline, parseRichText, plainText } from './rich-text';

describe('parseRichText', () => {
  it('splits paragraphs on blank lines and keeps single line breaks inside one', () => {
    expect(parseRichText('First line\nsecond line\n\nNext paragraph')).toEqual([
      {
        kind: 'paragraph',
        lines: [[{ text: 'First line', bold: false }], [{ text: 'second line', bold: false }]],
      },
      { kind: 'paragraph', lines: [[{ text: 'Next paragraph', bold: false }]] },
    ]);
  });

  it('reads "- " and "1. " lines as lists, even right under a paragraph', () => {
    const blocks = parseRichText(
      'What you get:\n- a logo\n- **source** files\n\n1. brief\n2) draft',
    );
    expect(blocks.map((block) => block.kind)).toEqual(['paragraph', 'bullets', 'numbers']);
    expect(blocks[1]).toEqual({
      kind: 'bullets',
      items: [
        [{ text: 'a logo', bold: false }],
        [
          { text: 'source', bold: true },
          { text: ' files', bold: false },
        ],
      ],
    });
    expect(blocks[2]).toMatchObject({
      kind: 'numbers',
      items: [[{ text: 'brief' }], [{ text: 'draft' }]],
    });
  });

  it('keeps markup-looking and HTML text as plain characters', () => {
    expect(parseInline('<b>x</b> ** not bold ** and **')).toEqual([
      { text: '<b>x</b> ** not bold ** and **', bold: false },
    ]);
  });
});

describe('plainText', () => {
  it('drops the markup and joins the lines', () => {
    expect(plainText('Hello **world**\n\n- one\n- two')).toBe('Hello world one two');
  });
});
