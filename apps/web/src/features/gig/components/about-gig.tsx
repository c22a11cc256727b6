/** The long description, with the seller's paragraphs and line breaks (bullet lists) kept. */
export function AboutGig({ description }: { description: string }) {
  const paragraphs = description
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return (
    <section aria-labelledby="about-gig-title">
      <h2 id="about-gig-title" className="text-xl font-bold text-slate-900">
        About This Gig
      </h2>
      <div className="mt-4 space-y-4 text-[0.97rem] leading-7 text-slate-700">
        {paragraphs.map((paragraph, index) => (
          <p key={index} className="whitespace-pre-line break-words">
            {paragraph}
          </p>
        ))}
      </div>
    </section>
  );
}
