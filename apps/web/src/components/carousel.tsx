import {
  Children,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type CSSProperties,
  type FocusEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { Icon } from './icon';

/** Slides in view at once: a fixed count, or counts by minimum viewport width in px. */
export type PerView = number | Readonly<Record<number, number>>;

export type CarouselProps = {
  /** Accessible name of the carousel, e.g. "Popular services". */
  label: string;
  /** The slides: one per child. */
  children: ReactNode;
  /**
   * Slides in view at once, e.g. `{ 0: 1, 500: 2, 700: 3 }` for one slide below 500 px, two from
   * 500 px and three from 700 px. Ignored by the fade effect, which always shows one. Default 1.
   */
  perView?: PerView;
  /** Milliseconds between automatic moves. Without it the carousel only moves when asked to. */
  autoplayMs?: number;
  /** Duration of one move in ms. Default 500; 0 when the visitor prefers reduced motion. */
  transitionMs?: number;
  /** After the last slide comes the first, and before the first the last. Default true. */
  loop?: boolean;
  /** `slide` moves a row of slides a page at a time; `fade` cross-fades one slide into the next. */
  effect?: 'slide' | 'fade';
  /**
   * Where the buttons go. `sides`: arrows on the left and right edges (rows of cards). `below`: one
   * row under the slides. `overlay`: one cluster at the bottom right over the slides (banners).
   * Dots and the pause/play button are shown whenever the carousel plays by itself.
   */
  controls?: 'sides' | 'below' | 'overlay';
  /** Space between slides in px (slide effect). Default 16. */
  gap?: number;
  className?: string;
};

/**
 * An accessible carousel without dependencies, following the WAI-ARIA carousel pattern: a region
 * with slide groups, previous/next buttons, and for autoplay a pause/play button. Autoplay stops
 * while the pointer is over it or focus is inside it, does not start for visitors who prefer
 * reduced motion, and a polite live region reports the position whenever it is not rotating by
 * itself. Slides out of view are inert, so keyboard users never tab into hidden content.
 *
 * ```tsx
 * <Carousel label="Popular services" perView={{ 0: 1, 500: 2, 1100: 5 }}>
 *   {tiles.map((tile) => <Tile key={tile.id} {...tile} />)}
 * </Carousel>
 * <Carousel label="Showcase" effect="fade" controls="overlay" autoplayMs={5000} transitionMs={1000}>…</Carousel>
 * ```
 */
export function Carousel({
  label,
  children,
  perView = 1,
  autoplayMs,
  transitionMs = 500,
  loop = true,
  effect = 'slide',
  controls = 'sides',
  gap = 16,
  className = '',
}: CarouselProps) {
  const slides = Children.toArray(children);
  const count = slides.length;
  const responsiveCount = useResponsiveCount(perView);
  const inView = effect === 'fade' ? 1 : Math.max(1, Math.min(responsiveCount, count));
  const maxIndex = Math.max(0, count - inView);
  const reducedMotion = usePrefersReducedMotion();
  const duration = reducedMotion ? 0 : transitionMs;

  // The requested first slide in view; clamped while rendering so a wider viewport never shows a gap.
  const [requested, setRequested] = useState(0);
  const index = Math.min(requested, maxIndex);
  // Until the visitor plays or pauses it, a slide show plays unless they asked for less motion (the
  // same on the server, which cannot know, and in the browser's first render that hydrates it).
  const [chosen, setChosen] = useState<boolean | null>(null);
  const playing = chosen ?? (Boolean(autoplayMs) && !reducedMotion);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const rotating = Boolean(autoplayMs) && playing && !hovered && !focused && maxIndex > 0;
  const viewportId = useId();
  const swipeStart = useRef<number | null>(null);

  const move = (direction: 1 | -1) =>
    setRequested((current) =>
      advance(Math.min(current, maxIndex), direction, inView, maxIndex, loop),
    );

  useEffect(() => {
    if (!rotating || !autoplayMs) return;
    // Restarted by every move, so the interval also counts from a move the visitor made.
    const timer = window.setTimeout(
      () =>
        setRequested((current) => advance(Math.min(current, maxIndex), 1, inView, maxIndex, loop)),
      autoplayMs,
    );
    return () => window.clearTimeout(timer);
  }, [rotating, autoplayMs, index, inView, maxIndex, loop]);

  const pages = Math.ceil(count / inView);
  const activePage = index >= maxIndex ? pages - 1 : Math.floor(index / inView);
  const canGoBack = loop || index > 0;
  const canGoOn = loop || index < maxIndex;
  const status =
    inView === 1
      ? `Slide ${index + 1} of ${count}`
      : `Slides ${index + 1} to ${index + inView} of ${count}`;

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };
  // Touch and pen swipes; a mouse uses the buttons, so its clicks on slides stay clicks.
  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.pointerType === 'mouse' ? null : event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (start === null || Math.abs(event.clientX - start) < 40) return;
    move(event.clientX < start ? 1 : -1);
  };

  const arrows = maxIndex > 0;
  const showDots = Boolean(autoplayMs) && pages > 1;
  const prev = (
    <ArrowButton
      direction="previous"
      viewportId={viewportId}
      disabled={!canGoBack}
      onClick={() => move(-1)}
    />
  );
  const next = (
    <ArrowButton
      direction="next"
      viewportId={viewportId}
      disabled={!canGoOn}
      onClick={() => move(1)}
    />
  );
  const playPause = Boolean(autoplayMs) && (
    <ControlButton
      label={playing ? 'Pause slide show' : 'Play slide show'}
      viewportId={viewportId}
      onClick={() => setChosen(!playing)}
    >
      <Icon name={playing ? 'pause' : 'play'} />
    </ControlButton>
  );
  const dots = showDots && (
    <div className="flex items-center" role="group" aria-label="Choose a slide">
      {Array.from({ length: pages }, (_, page) => {
        const target = Math.min(page * inView, maxIndex);
        const active = page === activePage;
        return (
          <button
            key={page}
            type="button"
            aria-label={`Go to slide ${target + 1}`}
            aria-current={active ? 'true' : undefined}
            aria-controls={viewportId}
            onClick={() => setRequested(target)}
            className="group/dot flex h-8 items-center px-2"
          >
            <span
              className={`block h-2 rounded-full transition-all duration-300 ${
                controls === 'overlay' ? 'bg-white' : 'bg-slate-800'
              } ${active ? 'w-6' : 'w-2 opacity-40 group-hover/dot:opacity-80'}`}
            />
          </button>
        );
      })}
    </div>
  );

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={`relative ${className}`}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse') setHovered(true);
      }}
      onPointerLeave={() => setHovered(false)}
    >
      {/* Before the slides, as the pattern has it: the rotation control comes first in tab order. */}
      {controls === 'overlay' && arrows && (
        <div className="absolute bottom-4 right-4 z-10 flex items-center gap-2 sm:bottom-6 sm:right-6">
          {playPause}
          {dots && (
            <div className="rounded-full bg-slate-950/45 px-1.5 backdrop-blur-sm">{dots}</div>
          )}
          {prev}
          {next}
        </div>
      )}
      <p className="sr-only" aria-live={rotating ? 'off' : 'polite'} aria-atomic="true">
        {status}
      </p>
      <div
        id={viewportId}
        className={effect === 'fade' ? 'grid h-full' : 'h-full overflow-hidden py-1'}
        style={{ touchAction: 'pan-y' }}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          swipeStart.current = null;
        }}
      >
        {effect === 'fade' ? (
          slides.map((slide, i) => (
            <Slide
              key={i}
              position={i}
              count={count}
              shown={i === index}
              style={{
                gridArea: '1 / 1',
                opacity: i === index ? 1 : 0,
                zIndex: i === index ? 1 : 0,
                transition: `opacity ${duration}ms ease-in-out`,
              }}
            >
              {slide}
            </Slide>
          ))
        ) : (
          <div
            className="flex"
            style={{
              marginInline: -gap / 2,
              transform: `translateX(-${(index * 100) / inView}%)`,
              transition: `transform ${duration}ms ease-in-out`,
            }}
          >
            {slides.map((slide, i) => (
              <Slide
                key={i}
                position={i}
                count={count}
                shown={i >= index && i < index + inView}
                style={{ flex: `0 0 ${100 / inView}%`, paddingInline: gap / 2 }}
              >
                {slide}
              </Slide>
            ))}
          </div>
        )}
      </div>

      {controls === 'sides' && arrows && (
        <>
          <div className="absolute left-1 top-1/2 z-10 -translate-y-1/2 sm:left-0 sm:-translate-x-1/2">
            {prev}
          </div>
          <div className="absolute right-1 top-1/2 z-10 -translate-y-1/2 sm:right-0 sm:translate-x-1/2">
            {next}
          </div>
          {(dots || playPause) && (
            <div className="mt-4 flex items-center justify-center gap-3">
              {dots}
              {playPause}
            </div>
          )}
        </>
      )}
      {controls === 'below' && arrows && (
        <div className="mt-6 flex items-center justify-center gap-3">
          {playPause}
          {playPause && <span aria-hidden className="h-6 w-px bg-slate-200" />}
          {prev}
          {dots}
          {next}
        </div>
      )}
    </section>
  );
}

/** The next first slide: a page on, stopping flush with the last slide, wrapping when looping. */
function advance(
  current: number,
  direction: 1 | -1,
  inView: number,
  maxIndex: number,
  loop: boolean,
) {
  if (direction === 1) {
    if (current >= maxIndex) return loop ? 0 : maxIndex;
    return Math.min(current + inView, maxIndex);
  }
  if (current <= 0) return loop ? maxIndex : 0;
  return Math.max(current - inView, 0);
}

function Slide({
  position,
  count,
  shown,
  style,
  children,
}: {
  position: number;
  count: number;
  shown: boolean;
  style: CSSProperties;
  children: ReactNode;
}) {
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={`${position + 1} of ${count}`}
      aria-hidden={shown ? undefined : true}
      inert={!shown}
      className="min-w-0"
      style={style}
    >
      {children}
    </div>
  );
}

function ArrowButton({
  direction,
  viewportId,
  disabled,
  onClick,
}: {
  direction: 'previous' | 'next';
  viewportId: string;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <ControlButton
      label={direction === 'previous' ? 'Previous slide' : 'Next slide'}
      viewportId={viewportId}
      disabled={disabled}
      onClick={onClick}
    >
      <Icon name={direction === 'previous' ? 'slidePrevious' : 'slideNext'} />
    </ControlButton>
  );
}

function ControlButton({
  label,
  viewportId,
  disabled,
  onClick,
  children,
}: {
  label: string;
  viewportId: string;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-controls={viewportId}
      disabled={disabled}
      onClick={onClick}
      className="flex size-10 items-center justify-center rounded-full bg-white text-slate-800 shadow-md ring-1 ring-slate-900/10 transition hover:bg-slate-100 hover:text-slate-950 disabled:cursor-not-allowed disabled:opacity-40"
    >
      {children}
    </button>
  );
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function prefersReducedMotion() {
  return window.matchMedia(REDUCED_MOTION).matches;
}

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function usePrefersReducedMotion() {
  return useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => false);
}

function subscribeResize(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The count for the current viewport, read with media queries so it matches CSS breakpoints. */
function useResponsiveCount(perView: PerView) {
  return useSyncExternalStore(
    subscribeResize,
    () => resolvePerView(perView),
    () => resolvePerView(perView, 0),
  );
}

function resolvePerView(perView: PerView, width?: number) {
  if (typeof perView === 'number') return perView;
  let result = 1;
  const steps = Object.entries(perView)
    .map(([minWidth, count]) => [Number(minWidth), count] as const)
    .sort((a, b) => a[0] - b[0]);
  for (const [minWidth, count] of steps) {
    const matches =
      width === undefined
        ? window.matchMedia(`(min-width: ${minWidth}px)`).matches
        : width >= minWidth;
    if (matches) result = count;
  }
  return result;
}
