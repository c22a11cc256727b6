import type { ReactNode, Ref } from 'react';

const STEPS: readonly { title: string; text: (category: string) => string; icon: ReactNode }[] = [
  {
    title: 'Find the right service',
    text: (category) =>
      `Browse ${category} by group, or search and narrow the results by budget, delivery time and seller level.`,
    icon: (
      <>
        <circle cx="10.5" cy="10.5" r="6" />
        <path d="m15 15 5 5" />
      </>
    ),
  },
  {
    title: 'Compare and book',
    text: () =>
      'Read the reviews, compare the Basic, Standard and Premium packages, then book in a click.',
    icon: (
      <>
        <rect x="4" y="4" width="16" height="16" rx="3" />
        <path d="m8.5 12 2.5 2.5 4.5-5" />
      </>
    ),
  },
  {
    title: 'Get it done, then review',
    text: () =>
      'Work with your seller until you are happy, mark the order complete and rate the result.',
    icon: (
      <path d="M12 3.5l2.6 5.3 5.8.8-4.2 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.2-4.1 5.8-.8L12 3.5z" />
    ),
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
              <svg
                viewBox="0 0 24 24"
                className="size-6"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
                strokeLinejoin="round"
                aria-hidden
              >
                {step.icon}
              </svg>
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
