import type { ReactNode } from 'react';

/**
 * A drawing of the set: its shapes on a square grid, outlined or filled with the text colour.
 * Each keeps the grid, weight and line ends it was drawn with, so it looks the same wherever it
 * is shown.
 */
type Drawing = {
  /** The side of the grid the shapes are drawn on. */
  grid: number;
  /** The grid's width, when it is narrower than it is tall. */
  width?: number;
  /** Outlines of this width, in grid units; without it the shapes are filled. */
  stroke?: number;
  /** Round line ends and corners throughout. */
  round?: boolean;
  /** One path's data, or the drawing's own shapes (which may set their own fill and stroke). */
  shape: string | ReactNode;
};

/** The admin area's outline icons, on a 24 px grid. */
const outline = (shape: string): Drawing => ({ grid: 24, stroke: 1.8, round: true, shape });
/** Filled glyphs on a 20 px grid. */
const solid = (shape: string): Drawing => ({ grid: 20, shape });
/** The marketplace's category pictograms: fine strokes on a 24 px grid, with a lime spot. */
const tile = (shape: ReactNode): Drawing => ({ grid: 24, stroke: 1.4, round: true, shape });
/** The steps of "How it works": strokes on a 24 px grid. */
const step = (shape: ReactNode): Drawing => ({ grid: 24, stroke: 1.8, round: true, shape });

const STAR = 'M10 1.6l2.6 5.3 5.8.8-4.2 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.6 7.7l5.8-.8L10 1.6z';

/** A table header's sort mark: an upward and a downward triangle, the active one in full. */
const sortMark = (up: string, down: string): Drawing => ({
  grid: 16,
  width: 12,
  shape: (
    <>
      <path d="M6 1 10.5 6.5h-9z" className={up} />
      <path d="M6 15 1.5 9.5h9z" className={down} />
    </>
  ),
});

const drawings = {
  dashboard: outline('M4 5h6v7H4zM14 5h6v4h-6zM14 13h6v6h-6zM4 16h6v3H4z'),
  users: outline(
    'M16 19v-1.5a3.5 3.5 0 0 0-3.5-3.5h-5A3.5 3.5 0 0 0 4 17.5V19M10 10.5a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM20 19v-1.5a3.5 3.5 0 0 0-2.5-3.35M15.5 4.6a3 3 0 0 1 0 5.8',
  ),
  briefcase: outline(
    'M4 8h16v11H4zM9 8V6a1.5 1.5 0 0 1 1.5-1.5h3A1.5 1.5 0 0 1 15 6v2M4 13h16M11 13v2h2v-2',
  ),
  layers: outline('M12 4 3 8.5l9 4.5 9-4.5L12 4ZM3 12.5l9 4.5 9-4.5M3 16.5 12 21l9-4.5'),
  receipt: outline(
    'M6 3.5h12v17l-2.5-1.5-2 1.5-1.5-1.2-1.5 1.2-2-1.5L6 20.5zM9 8h6M9 11.5h6M9 15h3.5',
  ),
  chat: outline('M5 5h14v10H9.5L5 18.5zM8.5 9h7M8.5 12h4.5'),
  bell: outline('M6 16.5V11a6 6 0 0 1 12 0v5.5l1.5 2h-15zM10 21h4'),
  paperclip: outline(
    'M19 11.5 12.2 18.3a4.5 4.5 0 0 1-6.4-6.4l7.1-7.1a3 3 0 0 1 4.2 4.2l-7 7a1.5 1.5 0 0 1-2.1-2.1l6.4-6.4',
  ),
  send: outline('M4.5 12 20 4.5 15.5 20l-3-6.5zM12.5 13.5 20 4.5'),
  more: outline('M6 12h.01M12 12h.01M18 12h.01'),
  menu: outline('M4 7h16M4 12h16M4 17h16'),
  close: outline('M6 6l12 12M18 6 6 18'),
  chevronDown: outline('m7 10 5 5 5-5'),
  search: outline('M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13ZM15.5 15.5 20 20'),
  plus: outline('M12 5v14M5 12h14'),
  pencil: outline('M4.5 19.5 5 16 15.5 5.5a2.1 2.1 0 0 1 3 3L8 19zM13.5 7.5l3 3'),
  trash: outline(
    'M5 7h14M10 7V5.5A1.5 1.5 0 0 1 11.5 4h1A1.5 1.5 0 0 1 14 5.5V7M7 7l1 12.5h8L17 7M10.5 11v5M13.5 11v5',
  ),
  external: outline('M14 5h5v5M19 5l-8 8M17 14v5H5V7h5'),
  logout: outline('M15 4.5h3.5v15H15M10 8l-4 4 4 4M6 12h9'),
  user: outline('M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8ZM5 20a7 7 0 0 1 14 0'),
  image: outline('M4 5h16v14H4zM4 16l4.5-4.5 4 4 2.5-2.5L20 18M15.5 9.5h.01'),
  store: outline(
    'M4 9.5 5.5 4.5h13L20 9.5M4 9.5h16M4 9.5a2.7 2.7 0 0 0 5.3 0 2.7 2.7 0 0 0 5.4 0 2.7 2.7 0 0 0 5.3 0M5.5 12v7.5h13V12M10 19.5v-4h4v4',
  ),
  alert: outline(
    'M12 8v5M12 16.5h.01M10.3 4.3 3 17.5A2 2 0 0 0 4.7 20.5h14.6a2 2 0 0 0 1.7-3L13.7 4.3a2 2 0 0 0-3.4 0Z',
  ),
  refresh: outline('M19 12a7 7 0 1 1-2.05-4.95M19 5v4h-4'),
  flag: outline('M5.5 21V4M5.5 4.5h11l-2 4 2 4h-11'),
  file: outline('M6.5 3.5h7.5l4 4v13H6.5zM14 3.5v4h4M9.5 12.5h5M9.5 16h5'),
  download: outline('M12 4v11M7.5 10.5 12 15l4.5-4.5M5 19.5h14'),
  sortNone: sortMark('opacity-30', 'opacity-30'),
  sortAscending: sortMark('opacity-100', 'opacity-30'),
  sortDescending: sortMark('opacity-30', 'opacity-100'),

  star: solid(STAR),
  proStar: {
    grid: 16,
    shape: 'M8 1l1.9 3.9 4.3.6-3.1 3 .7 4.3L8 10.8l-3.8 2 .7-4.3-3.1-3 4.3-.6L8 1z',
  },
  magnifier: solid(
    'M8.5 2a6.5 6.5 0 0 1 5.2 10.4l4 4-1.3 1.3-4-4A6.5 6.5 0 1 1 8.5 2Zm0 2a4.5 4.5 0 1 0 0 9 4.5 4.5 0 0 0 0-9Z',
  ),
  playCircle: solid('M10 1.5a8.5 8.5 0 1 1 0 17 8.5 8.5 0 0 1 0-17Zm-1.6 5.3v6.4L13.6 10 8.4 6.8Z'),
  chevronDownSolid: solid(
    'M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z',
  ),
  chevronRightSolid: solid(
    'M7.3 4.3a1 1 0 0 1 1.4 0l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 0 1-1.4-1.4L11.6 10 7.3 5.7a1 1 0 0 1 0-1.4z',
  ),
  check: solid('M8 13.2 4.8 10l-1.4 1.4L8 16l9-9-1.4-1.4z'),
  minus: solid('M4 9h12v2H4z'),
  cross: solid(
    'M5.4 4 10 8.6 14.6 4 16 5.4 11.4 10l4.6 4.6-1.4 1.4-4.6-4.6L5.4 16 4 14.6 8.6 10 4 5.4z',
  ),
  clock: solid(
    'M10 1.5a8.5 8.5 0 1 1 0 17 8.5 8.5 0 0 1 0-17zm0 2a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13zM11 5v4.6l3 1.8-1 1.7-4-2.4V5h2z',
  ),
  revisions: solid(
    'M10 3a7 7 0 0 1 6.3 4H14v2h5V4h-2v1.6A9 9 0 0 0 1 10h2a7 7 0 0 1 7-7zm7 7a7 7 0 0 1-13.3 3H6v-2H1v5h2v-1.6A9 9 0 0 0 19 10h-2z',
  ),
  arrowRightSolid: solid('M11.3 4.3 17 10l-5.7 5.7-1.4-1.4 3.3-3.3H3V9h10.2L9.9 5.7z'),
  edit: solid('M13.6 2.6a2 2 0 0 1 2.8 2.8l-9 9-3.9 1.1 1.1-3.9 9-9Z'),
  place: solid(
    'M10 2a6 6 0 0 1 6 6c0 4.5-6 10-6 10S4 12.5 4 8a6 6 0 0 1 6-6Zm0 3.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5Z',
  ),
  person: solid('M10 3a5 5 0 1 1 0 10 5 5 0 0 1 0-10Zm-7 15a7 7 0 0 1 14 0H3Z'),
  certificate: solid(
    'M10 1.5 12 4l3.2-.3.4 3.2L18 9l-1.6 2.8.4 3.2-3.2.6L12 18l-2-1.4L8 18l-1.6-2.4-3.2-.6.4-3.2L2 9l2.4-2.1.4-3.2L8 4l2-2.5Zm-1 11.3 5-5-1.2-1.2L9 10.4 7.2 8.6 6 9.8l3 3Z',
  ),
  checkCircle: solid(
    'M10 2a8 8 0 1 1 0 16 8 8 0 0 1 0-16Zm3.6 5.2L8.9 11.9 6.4 9.4l-1.1 1.1 3.6 3.6 5.8-5.8-1.1-1.1Z',
  ),
  play: { grid: 24, shape: 'M8 5.5v13l11-6.5z' },
  playLarge: { grid: 24, shape: 'M7 4.5v15l13-7.5z' },
  pause: { grid: 24, shape: 'M7 5h3v14H7zM14 5h3v14h-3z' },
  slidePrevious: { grid: 24, stroke: 2.25, round: true, shape: 'M15 5l-7 7 7 7' },
  slideNext: { grid: 24, stroke: 2.25, round: true, shape: 'M9 5l7 7-7 7' },
  pagePrevious: { grid: 20, stroke: 2, round: true, shape: 'M12.5 4.5 7 10l5.5 5.5' },
  pageNext: { grid: 20, stroke: 2, round: true, shape: 'M7.5 4.5 13 10l-5.5 5.5' },
  arrowRight: { grid: 20, stroke: 2, round: true, shape: 'M4 10h11m-4-4 4 4-4 4' },
  chevronDownWide: { grid: 20, stroke: 2, round: true, shape: 'm5 7.5 5 5 5-5' },
  remove: { grid: 20, stroke: 2, round: true, shape: 'm6 6 8 8m0-8-8 8' },
  tick: { grid: 24, stroke: 3, round: true, shape: 'M5 12.5l4.5 4.5L19 7.5' },
  eye: {
    grid: 24,
    stroke: 1.8,
    shape: (
      <>
        <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" strokeLinejoin="round" />
        <circle cx="12" cy="12" r="3" />
      </>
    ),
  },
  eyeOff: {
    grid: 24,
    stroke: 1.8,
    shape: (
      <>
        <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" strokeLinejoin="round" />
        <circle cx="12" cy="12" r="3" />
        <path d="M4 4l16 16" strokeLinecap="round" />
      </>
    ),
  },
  camera: {
    grid: 24,
    stroke: 2,
    shape: (
      <>
        <path d="M4 8h3l1.5-2h7L17 8h3v11H4z" strokeLinejoin="round" />
        <circle cx="12" cy="13" r="3.5" />
      </>
    ),
  },
  thumbsUp: {
    grid: 20,
    stroke: 1.5,
    shape: (
      <path
        d="M6 9v8H3V9h3zm0 0 3.5-6.5c1.4 0 2.3 1 2 2.4L11 8h4.8c1 0 1.7.9 1.5 1.9l-1.2 5.6c-.2.9-1 1.5-1.9 1.5H6"
        strokeLinejoin="round"
      />
    ),
  },
  globe: {
    grid: 20,
    stroke: 1.5,
    shape: (
      <>
        <circle cx="10" cy="10" r="7.5" />
        <path d="M2.5 10h15M10 2.5c2 2.2 3 4.7 3 7.5s-1 5.3-3 7.5c-2-2.2-3-4.7-3-7.5s1-5.3 3-7.5z" />
      </>
    ),
  },

  /** The footer's social networks, filled on a 24 px grid. */
  x: {
    grid: 24,
    shape: 'M4 4l7.5 9.6L4.4 20H6l6.2-5.6L16.5 20H20l-7.8-10L19.2 4h-1.6l-5.8 5.2L7.6 4H4z',
  },
  facebook: {
    grid: 24,
    shape:
      'M13.5 21v-7.5H16l.5-3h-3V8.6c0-.9.3-1.6 1.6-1.6H16.6V4.3c-.3 0-1.3-.1-2.4-.1-2.4 0-3.9 1.4-3.9 4v2.3H7.7v3h2.6V21h3.2z',
  },
  linkedIn: {
    grid: 24,
    shape:
      'M6.9 8.6H3.8V20h3.1V8.6zM5.4 3.5a1.8 1.8 0 1 0 0 3.6 1.8 1.8 0 0 0 0-3.6zM20.2 13.4c0-3.1-1.7-4.9-4.2-4.9-1.5 0-2.5.8-2.9 1.5V8.6h-3V20h3.1v-5.6c0-1.5.3-2.9 2.1-2.9 1.8 0 1.8 1.7 1.8 3V20h3.1v-6.6z',
  },
  instagram: {
    grid: 24,
    shape:
      'M12 7.3a4.7 4.7 0 1 0 0 9.4 4.7 4.7 0 0 0 0-9.4zm0 7.7a3 3 0 1 1 0-6 3 3 0 0 1 0 6zm4.9-8.9a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2zM12 4c2.2 0 2.4 0 3.3.1 2.2.1 3.3 1.2 3.4 3.4.1.9.1 1.1.1 3.3v2.4c0 2.2 0 2.4-.1 3.3-.1 2.2-1.2 3.3-3.4 3.4-.9.1-1.1.1-3.3.1H9.7c-2.2 0-2.4 0-3.3-.1-2.2-.1-3.3-1.2-3.4-3.4C3 15.6 3 15.4 3 13.2v-2.4c0-2.2 0-2.4.1-3.3.1-2.2 1.2-3.3 3.4-3.4C7.4 4 7.6 4 9.8 4H12z',
  },

  /** A magnifier over a crossed-out spot: nothing here. */
  lost: {
    grid: 64,
    stroke: 3,
    shape: (
      <>
        <circle cx="28" cy="28" r="18" />
        <path d="M41 41l14 14M22 22l12 12M34 22 22 34" strokeLinecap="round" />
      </>
    ),
  },
  /** A magnifier with a lime spot: no results. */
  noResults: {
    grid: 64,
    stroke: 3,
    shape: (
      <>
        <circle cx="46" cy="16" r="10" className="fill-accent/40" stroke="none" />
        <circle cx="28" cy="28" r="16" />
        <path d="M40 40l14 14" strokeLinecap="round" />
      </>
    ),
  },

  findService: step(
    <>
      <circle cx="10.5" cy="10.5" r="6" />
      <path d="m15 15 5 5" />
    </>,
  ),
  compareAndBook: step(
    <>
      <rect x="4" y="4" width="16" height="16" rx="3" />
      <path d="m8.5 12 2.5 2.5 4.5-5" />
    </>,
  ),
  rateResult: step(
    <path d="M12 3.5l2.6 5.3 5.8.8-4.2 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.2-4.1 5.8-.8L12 3.5z" />,
  ),

  graphicsDesign: tile(
    <>
      <circle cx="16.5" cy="7.5" r="6" className="fill-accent/45" stroke="none" />
      <path d="M12 3.5a8.5 8.5 0 1 0 0 17c1 0 1.6-.7 1.6-1.5 0-.5-.2-.8-.5-1.1-.3-.3-.5-.7-.5-1.2 0-.9.7-1.6 1.6-1.6h2a4.8 4.8 0 0 0 4.8-4.8c0-3.9-3.8-6.8-9-6.8z" />
      <circle cx="7.8" cy="11.5" r="1" fill="currentColor" />
      <circle cx="9.8" cy="7.6" r="1" fill="currentColor" />
      <circle cx="14.2" cy="7.6" r="1" fill="currentColor" />
    </>,
  ),
  digitalMarketing: tile(
    <>
      <circle cx="17" cy="7" r="6" className="fill-accent/45" stroke="none" />
      <path d="M3.5 10v4a1 1 0 0 0 1 1H7l6 4V5L7 9H4.5a1 1 0 0 0-1 1z" />
      <path d="M16.5 9a4.2 4.2 0 0 1 0 6M19 6.5a8 8 0 0 1 0 11" />
    </>,
  ),
  writing: tile(
    <>
      <circle cx="8" cy="16" r="6" className="fill-accent/45" stroke="none" />
      <path d="M6 3.5h8l4 4v13H6z" />
      <path d="M14 3.5v4h4M9 11.5h6M9 14.5h6M9 17.5h3.5" />
    </>,
  ),
  video: tile(
    <>
      <circle cx="17" cy="8" r="6" className="fill-accent/45" stroke="none" />
      <rect x="3" y="5" width="18" height="14" rx="2.5" />
      <path d="M10 9.3v5.4l4.6-2.7z" />
    </>,
  ),
  music: tile(
    <>
      <circle cx="7" cy="8" r="6" className="fill-accent/45" stroke="none" />
      <path d="M9 17.5V6l11-2v11.5" />
      <circle cx="6.5" cy="17.5" r="2.5" />
      <circle cx="17.5" cy="15.5" r="2.5" />
    </>,
  ),
  programming: tile(
    <>
      <circle cx="17" cy="15" r="6" className="fill-accent/45" stroke="none" />
      <rect x="3" y="4" width="18" height="16" rx="2.5" />
      <path d="M3 8.5h18M9.5 12l-2.5 2.5 2.5 2.5M14.5 12l2.5 2.5-2.5 2.5" />
    </>,
  ),
  business: tile(
    <>
      <circle cx="8" cy="15" r="6" className="fill-accent/45" stroke="none" />
      <rect x="3" y="7" width="18" height="13" rx="2.5" />
      <path d="M9 7V5.5a1.5 1.5 0 0 1 1.5-1.5h3A1.5 1.5 0 0 1 15 5.5V7M3 12.5h18M10.5 11.5v2.5h3v-2.5" />
    </>,
  ),
  lifestyle: tile(
    <>
      <circle cx="16" cy="8" r="6" className="fill-accent/45" stroke="none" />
      <path d="M12 20s-7.5-4.6-7.5-10.3A4.2 4.2 0 0 1 12 7a4.2 4.2 0 0 1 7.5 2.7C19.5 15.4 12 20 12 20z" />
    </>,
  ),
  data: tile(
    <>
      <circle cx="17" cy="16" r="6" className="fill-accent/45" stroke="none" />
      <ellipse cx="12" cy="6" rx="7" ry="2.5" />
      <path d="M5 6v12c0 1.4 3.1 2.5 7 2.5s7-1.1 7-2.5V6M5 12c0 1.4 3.1 2.5 7 2.5s7-1.1 7-2.5" />
    </>,
  ),
  photography: tile(
    <>
      <circle cx="7" cy="15" r="6" className="fill-accent/45" stroke="none" />
      <path d="M4 7.5h3l1.5-2h7l1.5 2h3a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1v-10a1 1 0 0 1 1-1z" />
      <circle cx="12" cy="13" r="3.5" />
    </>,
  ),
} satisfies Record<string, Drawing>;

export type IconName = keyof typeof drawings;

/**
 * An icon of the set, hidden from screen readers: the control or text beside it names it. A
 * `strokeWidth` draws an outline icon heavier or lighter than the set's own weight.
 */
export function Icon({
  name,
  className = 'size-5',
  strokeWidth,
}: {
  name: IconName;
  className?: string;
  strokeWidth?: number;
}) {
  const { grid, width = grid, stroke, round, shape }: Drawing = drawings[name];
  return (
    <svg
      viewBox={`0 0 ${width} ${grid}`}
      className={`shrink-0 ${className}`}
      fill={stroke ? 'none' : 'currentColor'}
      stroke={stroke ? 'currentColor' : undefined}
      strokeWidth={stroke && (strokeWidth ?? stroke)}
      strokeLinecap={round ? 'round' : undefined}
      strokeLinejoin={round ? 'round' : undefined}
      aria-hidden
    >
      {typeof shape === 'string' ? <path d={shape} /> : shape}
    </svg>
  );
}
