/**
 * The description toolbar's edits of the gig's light markup (lib/rich-text.ts): each takes the
 * text and the selection, and gives the new text with what to select next, so the seller can keep
 * typing where they were.
 */
export type Edit = { text: string; start: number; end: number };

const BOLD_PLACEHOLDER = 'bold text';

/** Wraps the selection in **…**; with nothing selected, inserts a placeholder to type over. */
export function toggleBold({ text, start, end }: Edit): Edit {
  const selected = text.slice(start, end);
  const before = text.slice(0, start);
  const after = text.slice(end);
  // Already bold: take the marks off again.
  if (before.endsWith('**') && after.startsWith('**') && selected)
    return {
      text: before.slice(0, -2) + selected + after.slice(2),
      start: start - 2,
      end: end - 2,
    };
  const inner = selected.trim() ? selected : BOLD_PLACEHOLDER;
  return {
    text: `${before}**${inner}**${after}`,
    start: start + 2,
    end: start + 2 + inner.length,
  };
}

const MARKS = { bullets: /^- /, numbers: /^\d{1,3}\. / } as const;

/**
 * Makes the selected lines (or the line with the cursor) a bulleted ("- ") or numbered ("1. ")
 * list, or, when they already are one, plain lines again. Blank lines inside a selection stay blank.
 */
export function toggleList({ text, start, end }: Edit, kind: keyof typeof MARKS): Edit {
  const from = text.lastIndexOf('\n', start - 1) + 1;
  const lineEnd = text.indexOf('\n', end);
  const to = lineEnd === -1 ? text.length : lineEnd;
  const lines = text.slice(from, to).split('\n');
  const marked = lines.filter((line) => line.trim() !== '');
  const undo = marked.length > 0 && marked.every((line) => MARKS[kind].test(line));

  let number = 0;
  const changed = lines.map((line) => {
    const bare = line.replace(MARKS.bullets, '').replace(MARKS.numbers, '');
    if (undo) return bare;
    if (line.trim() === '' && lines.length > 1) return line;
    number += 1;
    return `${kind === 'bullets' ? '- ' : `${number}. `}${bare}`;
  });
  const block = changed.join('\n');
  return {
    text: text.slice(0, from) + block + text.slice(to),
    start: from + (lines.length === 1 ? block.length : 0),
    end: from + block.length,
  };
}
