import { Fragment } from 'react';
import { parseRichText, type Inline } from '../lib/rich-text';

function Line({ parts }: { parts: Inline[] }) {
  return parts.map((part, i) =>
    part.bold ? (
      <strong key={i} className="font-semibold text-gray-900">
        {part.text}
      </strong>
    ) : (
      <Fragment key={i}>{part.text}</Fragment>
    ),
  );
}

/**
 * A gig description as its seller wrote it (lib/rich-text.ts): paragraphs, lists and bold, built
 * as elements from text, so nothing in it is ever read as HTML.
 */
export function RichText({ text, className = '' }: { text: string; className?: string }) {
  return (
    <div className={`space-y-3 leading-relaxed text-gray-700 ${className}`}>
      {parseRichText(text).map((block, i) => {
        if (block.kind === 'paragraph')
          return (
            <p key={i}>
              {block.lines.map((line, j) => (
                <Fragment key={j}>
                  {j > 0 && <br />}
                  <Line parts={line} />
                </Fragment>
              ))}
            </p>
          );
        const List = block.kind === 'bullets' ? 'ul' : 'ol';
        return (
          <List
            key={i}
            className={`space-y-1 pl-6 ${block.kind === 'bullets' ? 'list-disc' : 'list-decimal'}`}
          >
            {block.items.map((item, j) => (
              <li key={j}>
                <Line parts={item} />
              </li>
            ))}
          </List>
        );
      })}
    </div>
  );
}
