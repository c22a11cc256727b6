import { useId, useState } from 'react';
import { Icon } from '../../../components/icon';

type FaqItem = { question: string; answer: string };

/** The specification's two fixed questions, for a gig whose seller wrote none. */
const fixedQuestions: readonly FaqItem[] = [
  {
    question: 'How long does it take to deliver 500 words?',
    answer:
      'Up to 500 words are delivered within 24 hours of your order. Longer texts follow the delivery time of the package you choose.',
  },
  {
    question: 'Do you check the content with Copyscape?',
    answer:
      'Yes, with the premium plan. Every Premium order is run through Copyscape before delivery, and the report comes with your files.',
  },
];

/**
 * The seller's own questions, or the specification's two when there are none. A disclosure per
 * question: a button with aria-expanded that shows or hides its answer.
 */
export function GigFaq({ items }: { items: readonly FaqItem[] }) {
  const questions = items.length > 0 ? items : fixedQuestions;
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(index)) next.add(index);
      return next;
    });
  return (
    <section aria-labelledby={`${baseId}-title`}>
      <h2 id={`${baseId}-title`} className="text-xl font-bold text-slate-900">
        FAQ
      </h2>
      <ul className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200">
        {questions.map((item, index) => {
          const expanded = open.has(index);
          return (
            <li key={index}>
              <h3>
                <button
                  type="button"
                  aria-expanded={expanded}
                  aria-controls={`${baseId}-answer-${index}`}
                  onClick={() => toggle(index)}
                  className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-[0.97rem] font-semibold text-slate-800 hover:bg-slate-50"
                >
                  {item.question}
                  <Icon
                    name="chevronDownSolid"
                    className={`size-5 text-slate-500 transition-transform ${expanded ? 'rotate-180' : ''}`}
                  />
                </button>
              </h3>
              <div
                id={`${baseId}-answer-${index}`}
                hidden={!expanded}
                className="whitespace-pre-line break-words px-5 pb-5 text-[0.95rem] leading-relaxed text-slate-600"
              >
                {item.answer}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
