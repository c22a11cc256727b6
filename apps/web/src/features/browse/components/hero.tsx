import { Link } from 'react-router';
import { pagePaths } from '@giglane/contract/page-paths';
import { Carousel } from '../../../components/carousel';
import { SearchBox } from '../../../components/search-box';
import {
  HERO_AUTOPLAY_MS,
  HERO_HEADLINE,
  HERO_SLIDES,
  HERO_TRANSITION_MS,
  POPULAR_SHORTCUTS,
} from '../landing-content';

/**
 * Rotating illustrations behind a fixed headline, search box and shortcuts. The text layer lets
 * pointer events through to the slides (so hovering them pauses the rotation), except on its
 * own controls.
 */
export function Hero() {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate overflow-hidden bg-slate-950 text-white"
    >
      <div className="pointer-events-none relative z-[5] mx-auto flex min-h-[33rem] max-w-7xl flex-col justify-center px-4 pb-24 pt-14 sm:px-6 md:min-h-[36rem] md:pb-20">
        <div className="pointer-events-auto max-w-xl">
          <h1
            id="hero-title"
            className="text-[2.15rem] font-bold leading-[1.12] tracking-tight text-balance sm:text-5xl sm:leading-[1.08]"
          >
            {HERO_HEADLINE}
          </h1>
          <p className="mt-4 max-w-md text-base text-slate-200 sm:text-lg">
            Work with skilled freelancers in design, development, video, writing and more.
          </p>
          <div className="mt-8 rounded-md shadow-xl shadow-slate-950/30">
            <SearchBox id="hero-search" size="lg" placeholder="Search for any service…" />
          </div>
          <div className="mt-6 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
            <span className="font-semibold text-slate-100" id="hero-popular">
              Popular:
            </span>
            <ul aria-labelledby="hero-popular" className="flex flex-wrap gap-2">
              {POPULAR_SHORTCUTS.map((text) => (
                <li key={text}>
                  <Link
                    to={pagePaths.search(text)}
                    className="inline-flex rounded-full border border-white/70 px-3.5 py-1 font-semibold text-white transition hover:border-white hover:bg-white hover:text-slate-900 focus-visible:outline-white"
                  >
                    {text}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
      {/* After the text in the tab order; painted beneath it, apart from its own controls. */}
      <div className="absolute inset-0">
        <Carousel
          label="Featured work"
          effect="fade"
          controls="overlay"
          autoplayMs={HERO_AUTOPLAY_MS}
          transitionMs={HERO_TRANSITION_MS}
          className="h-full"
        >
          {HERO_SLIDES.map((slide, index) => (
            <div key={slide.src} className="relative h-full">
              <img
                src={slide.src}
                alt={slide.alt}
                width={1600}
                height={720}
                // Only the first picture is needed for the first paint; the others can wait.
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : 'low'}
                decoding="async"
                className="h-full w-full object-cover object-[80%_50%] md:object-right"
              />
              <div
                aria-hidden
                className="absolute inset-0 bg-linear-to-b from-slate-950/90 via-slate-950/80 to-slate-950/60 md:bg-linear-to-r md:from-slate-950/75 md:via-slate-950/25 md:via-35% md:to-transparent md:to-55%"
              />
            </div>
          ))}
        </Carousel>
      </div>
    </section>
  );
}
