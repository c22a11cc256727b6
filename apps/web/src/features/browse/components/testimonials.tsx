import { Carousel } from '../../../components/carousel';
import {
  TESTIMONIAL_AUTOPLAY_MS,
  TESTIMONIAL_TRANSITION_MS,
  TESTIMONIALS,
} from '../landing-content';
import { VideoPoster } from './video-poster';

export function Testimonials() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-24">
      <h2 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        What our customers say
      </h2>
      <Carousel
        label="Customer stories"
        autoplayMs={TESTIMONIAL_AUTOPLAY_MS}
        transitionMs={TESTIMONIAL_TRANSITION_MS}
        controls="below"
        gap={32}
        className="mt-8"
      >
        {TESTIMONIALS.map((story) => (
          <figure
            key={story.name}
            className="grid h-full items-center gap-6 md:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] md:gap-12"
          >
            <VideoPoster
              src={story.video}
              poster={story.poster}
              title={`${story.name}, ${story.role} at ${story.company}`}
            />
            <div>
              <figcaption className="flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-600">
                <span>
                  <span className="font-semibold text-slate-900">{story.name}</span>, {story.role}
                </span>
                <span aria-hidden className="h-5 w-px bg-slate-300" />
                <span className="font-bold tracking-tight text-slate-800">{story.company}</span>
              </figcaption>
              <blockquote className="mt-4 text-xl font-medium italic leading-relaxed text-brand-900 sm:text-2xl lg:text-[1.75rem] lg:leading-snug">
                <p>“{story.quote}”</p>
              </blockquote>
            </div>
          </figure>
        ))}
      </Carousel>
    </section>
  );
}
