/**
 * A gig description's light markup, read into blocks: paragraphs split by blank lines, lines
 * starting "- " (or "* ") as a bulleted list, "1. " as a numbered list, and **bold** inside a line.
 * The text is never read as HTML: pages render these blocks as React elements, so a description
 * can hold `<script>` and show it as the characters it is.
 */
export type Inline = { text: string; bold: boolean };
export type Block =
  { kind: 'paragraph'; lines: Inline[][] } | { kind: 'bullets' | 'numbers'; items: Inline[][] };

const BULLET = /^\s*[-*]\s+/;
const NUMBER = /^\s*\d{1,3}[.)]\s+/;

/** A line's **bold** runs; an unmatched `**` stays as written. */
export function parseInline(line: string): Inline[] {
  const parts = line.split(/\*\*(?=\S)(.+?)(?<=\S)\*\*/);
  return parts.map((text, i) => ({ text, bold: i % 2 === 1 })).filter((part) => part.text !== '');
}

const kindOf = (line: string): Block['kind'] =>
  BULLET.test(line) ? 'bullets' : NUMBER.test(line) ? 'numbers' : 'paragraph';

export function parseRichText(source: string): Block[] {
  const blocks: Block[] = [];
  for (const chunk of source.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    let current = null as Block | null;
    for (const line of chunk.split('\n')) {
      if (line.trim() === '') continue;
      const kind = kindOf(line);
      if (kind === 'paragraph') {
        if (current?.kind !== 'paragraph') blocks.push((current = { kind, lines: [] }));
        current.lines.push(parseInline(line.trim()));
      } else {
        if (current?.kind !== kind) blocks.push((current = { kind, items: [] }));
        current.items.push(parseInline(line.replace(kind === 'bullets' ? BULLET : NUMBER, '')));
      }
    }
  }
  return blocks;
}

/** The text without its markup, for a meta description or a card. */
export function plainText(source: string): string {
  return parseRichText(source)
    .flatMap((block) => (block.kind === 'paragraph' ? block.lines : block.items))
    .map((line) => line.map((part) => part.text).join(''))
    .join(' ');
}
