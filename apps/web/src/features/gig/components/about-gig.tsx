import { RichText } from '../../../components/rich-text';

/** The long description in the seller's light markup, and the gig's search tags. */
export function AboutGig({ description, tags }: { description: string; tags: readonly string[] }) {
  return (
    <section aria-labelledby="about-gig-title">
      <h2 id="about-gig-title" className="text-xl font-bold text-slate-900">
        About This Gig
      </h2>
      <RichText text={description} className="mt-4 break-words text-[0.97rem] leading-7" />
      {tags.length > 0 && (
        <ul aria-label="Tags" className="mt-6 flex flex-wrap gap-2">
          {tags.map((tag) => (
            <li
              key={tag}
              className="rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-600"
            >
              {tag}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
