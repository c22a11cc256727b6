import { Icon } from '../../../components/icon';
import type { MenuEntry } from '../../../lib/api/categories';

/** "Logo & Brand Identity, Web & App Design and Art & Illustration" */
function listed(names: string[]) {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** The category's name, what it covers, and the way to "How it works". */
export function CategoryBanner({
  category,
  serviceCount,
  onHowItWorks,
}: {
  category: MenuEntry;
  /** Every gig of the category, once counted. */
  serviceCount: number | undefined;
  onHowItWorks: () => void;
}) {
  const groups = category.groups;
  // Only groups with a picture: an empty `src` would fetch the page itself as an image.
  const pictures = groups.filter((group) => group.image).slice(0, 3);
  return (
    <section
      aria-labelledby="job-type-title"
      className="relative isolate overflow-hidden rounded-3xl bg-brand-900 text-white"
    >
      <div aria-hidden className="absolute inset-0 -z-10 overflow-hidden">
        <div className="absolute -right-24 -top-32 size-[28rem] rounded-full bg-brand-600/50 blur-3xl" />
        <div className="absolute -bottom-40 -left-20 size-96 rounded-full bg-accent/20 blur-3xl" />
      </div>
      <div className="grid items-center gap-10 px-6 py-12 sm:px-10 sm:py-14 lg:grid-cols-[minmax(0,1fr)_26rem] lg:px-14 lg:py-16">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold uppercase tracking-[0.2em] text-accent">Category</p>
          <h1
            id="job-type-title"
            className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl"
          >
            {category.name}
          </h1>
          {groups.length > 0 && (
            <p className="mt-4 text-lg leading-relaxed text-brand-50/90">
              Hire skilled freelancers for {listed(groups.slice(0, 3).map((group) => group.name))}
              {groups.length > 3 ? ', and more' : ''}.
            </p>
          )}
          <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-4">
            <button
              type="button"
              onClick={onHowItWorks}
              className="inline-flex h-12 items-center gap-2.5 rounded-lg bg-white px-5 text-sm font-bold text-brand-900 shadow-sm transition hover:bg-brand-50 focus-visible:outline-white"
            >
              <Icon name="playCircle" />
              How it works
            </button>
            {serviceCount !== undefined && serviceCount > 0 && (
              <p className="text-sm font-medium text-brand-50/90">
                <span className="text-lg font-bold text-white">
                  {serviceCount.toLocaleString('en-US')}
                </span>{' '}
                {serviceCount === 1 ? 'service' : 'services'} in {groups.length}{' '}
                {groups.length === 1 ? 'group' : 'groups'}
              </p>
            )}
          </div>
        </div>
        {pictures.length > 0 && (
          <div aria-hidden className="relative hidden h-64 lg:block">
            {pictures.map((group, index) => (
              <img
                key={group.id}
                src={group.image}
                alt=""
                width={480}
                height={360}
                className={`absolute w-60 rounded-2xl object-cover shadow-2xl ring-4 ring-white/10 ${
                  [
                    'left-0 top-6 -rotate-6',
                    'right-0 top-0 rotate-3',
                    'bottom-0 left-24 z-10 rotate-[-1deg]',
                  ][index]
                }`}
              />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
