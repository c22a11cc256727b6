import { describe, expect, it } from 'vitest';
import { toggleBold, toggleList, type Edit } from './markup';

/** The edit of `text` where `[` and `]` mark the selection (one `|` for a cursor). */
function at(marked: string): Edit {
  const cursor = marked.indexOf('|');
  if (cursor !== -1) return { text: marked.replace('|', ''), start: cursor, end: cursor };
  const start = marked.indexOf('[');
  const end = marked.indexOf(']') - 1;
  return { text: marked.replace('[', '').replace(']', ''), start, end };
}

/** The edit written the same way, to compare. */
function shown({ text, start, end }: Edit): string {
  return start === end
    ? `${text.slice(0, start)}|${text.slice(start)}`
    : `${text.slice(0, start)}[${text.slice(start, end)}]${text.slice(end)}`;
}

describe('the description toolbar', () => {
  it('makes the selection bold and keeps it selected', () => {
    expect(shown(toggleBold(at('I design [logos] fast')))).toBe('I design **[logos]** fast');
  });

  it('takes the bold marks off a bold selection', () => {
    expect(shown(toggleBold(at('I design **[logos]** fast')))).toBe('I design [logos] fast');
  });

  it('inserts a placeholder to type over when nothing is selected', () => {
    expect(shown(toggleBold(at('Hello |')))).toBe('Hello **[bold text]**');
  });

  it('makes the line with the cursor a bullet and leaves the cursor at its end', () => {
    expect(shown(toggleList(at('Intro\nSource fi|les\nEnd'), 'bullets'))).toBe(
      'Intro\n- Source files|\nEnd',
    );
  });

  it('numbers each selected line and skips blank ones', () => {
    expect(shown(toggleList(at('[Brief\n\nDraft\nFinal]'), 'numbers'))).toBe(
      '[1. Brief\n\n2. Draft\n3. Final]',
    );
  });

  it('turns a list into plain lines when it already is one', () => {
    expect(shown(toggleList(at('[- One\n- Two]'), 'bullets'))).toBe('[One\nTwo]');
  });

  it('turns a numbered list into bullets', () => {
    expect(shown(toggleList(at('[1. One\n2. Two]'), 'bullets'))).toBe('[- One\n- Two]');
  });

  it('starts a bullet on an empty description', () => {
    expect(shown(toggleList(at('|'), 'bullets'))).toBe('- |');
  });
});
