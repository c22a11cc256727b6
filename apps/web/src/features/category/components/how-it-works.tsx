import type { Ref } from 'react';
import { Icon, type IconName } from '../../../components/icon';

const STEPS: readonly { title: string; text: (category: string) => string; icon: IconName }[] = [
  {
    title: 'Find the right service',
    text: (category) =>
      `Browse ${category} by group, or search and narrow the results by budget, delivery time and seller level.`,
    icon: 'findService',
  },
  {
    title: 'Compare and book',
    text: () =>
      'Read the reviews, compare the Basic, Standard and Premium packages, then book in a click.',
    icon: 'compareAndBook',
  },
  {
    title: 'Get it done, then review',
    text: () =>
      'Work with your seller until you are happy, mark the order complete and rate the result.',
    icon: 'rateResult',
  },
];

/** The three steps of hiring on Giglane; the banner's "How it works" brings the visitor here. */
export function HowItWorks({
  headingRef,
  categoryName,
}: {
  headingRef: Ref<HTMLHeadingElement>;
  categoryName: string;
}) {
  return (
    <section
      aria-labelledby="how-it-works-title"
      className="scroll-mt-36 rounded-3xl bg-slate-50 px-6 py-12 ring-1 ring-slate-200 sm:px-10 lg:px-14"
    >
      <h2
        id="how-it-works-title"
        ref={headingRef}
        tabIndex={-1}
        className="scroll-mt-36 text-2xl font-bold tracking-tight text-slate-900 outline-none sm:text-3xl"
      >
        How it works
      </h2>
      <ol className="mt-8 grid gap-8 md:grid-cols-3">
        {STEPS.map((step, index) => (
          <li key={step.title} className="flex gap-4 md:flex-col">
            <span className="relative flex size-12 shrink-0 items-center justify-center rounded-xl bg-white text-brand-700 shadow-sm ring-1 ring-slate-200">
              <Icon name={step.icon} className="size-6" />
              <span className="absolute -right-2 -top-2 flex size-5 items-center justify-center rounded-full bg-accent text-[0.7rem] font-bold text-slate-900">
                {index + 1}
              </span>
            </span>
            <div>
              <h3 className="font-bold text-slate-900">{step.title}</h3>
              <p className="mt-1.5 text-[0.95rem] leading-relaxed text-slate-600">
                {step.text(categoryName)}
              </p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
