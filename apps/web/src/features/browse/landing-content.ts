/**
 * The landing page's editorial content: what marketing chose to feature. Everything that exists in
 * the catalogue (categories, their pictures and ids) is looked up in the menu call instead.
 */

/** Hero carousel timing (spec §9). */
export const HERO_AUTOPLAY_MS = 5000;
export const HERO_TRANSITION_MS = 1000;
/** The reviews carousel: the spec's testimonial timing (§9), three reviews at a time on a wide screen. */
export const REVIEWS_AUTOPLAY_MS = 5000;
export const REVIEWS_TRANSITION_MS = 1000;
export const REVIEWS_PER_VIEW = { 0: 1, 768: 2, 1100: 3 } as const;

/** Popular services slides per view: 5, or 4 below 1100 px, 3 below 950, 2 below 700, 1 below 500 (spec §9). */
export const POPULAR_PER_VIEW = { 0: 1, 500: 2, 700: 3, 950: 4, 1100: 5 } as const;
export const POPULAR_COUNT = 10;

export const HERO_HEADLINE = 'Find the perfect freelance services for your business';

/** The hero's popular shortcuts (spec §2), each a search for its own text. */
export const POPULAR_SHORTCUTS = [
  'Website Design',
  'WordPress',
  'Logo Design',
  'Video Editing',
] as const;

/** Illustrations drawn for Giglane (public/media); each is 1600 × 720 with its subject on the right. */
export const HERO_SLIDES = [
  {
    src: '/media/hero-web-design.svg',
    alt: 'A website taking shape in a browser window, with a colour palette, a phone preview and a five-star review',
  },
  {
    src: '/media/hero-logo-design.svg',
    alt: 'A logo on a design artboard, with a pen tool, colour swatches and a type specimen',
  },
  {
    src: '/media/hero-video-editing.svg',
    alt: 'A video preview of mountains at sunset above an editing timeline with clips and an audio track',
  },
  {
    src: '/media/hero-voice-over.svg',
    alt: 'A studio microphone with headphones, a mixing desk and a recorded waveform',
  },
  {
    src: '/media/hero-programming.svg',
    alt: 'A code editor, a terminal reporting a successful deploy and a performance score of 99',
  },
] as const;

/**
 * The featured subcategories, by their name in the menu, with the line shown above each. Names the
 * catalogue no longer has are replaced by other subcategories, so the carousel always has ten.
 */
export const POPULAR_PICKS: readonly { subcategory: string; tagline: string }[] = [
  { subcategory: 'Website Design', tagline: 'Win more customers' },
  { subcategory: 'Logo Design', tagline: 'Make a lasting mark' },
  { subcategory: 'WordPress', tagline: 'Launch your site' },
  { subcategory: 'Video Editing', tagline: 'Tell a better story' },
  { subcategory: 'Voice Over', tagline: 'Give your words a voice' },
  { subcategory: 'Social Media Marketing', tagline: 'Reach the right people' },
  { subcategory: 'Search Engine Optimization (SEO)', tagline: 'Get found on page one' },
  { subcategory: 'Illustration', tagline: 'Bring ideas to life' },
  { subcategory: 'Translation', tagline: 'Go global with ease' },
  { subcategory: 'AI Chatbots', tagline: 'Answer customers 24/7' },
];

export const PROMO = {
  title: 'A whole world of freelance talent at your fingertips',
  points: [
    {
      title: 'Pricing for every budget',
      text: 'See the price before you start. Packages for every size of project, and no hourly surprises.',
    },
    {
      title: 'Due dates you can count on',
      text: 'Every package states its delivery time, the order page shows you both the due date, and a seller who needs more days must ask you.',
    },
    {
      title: 'A way out of every bad order',
      text: 'Ask to cancel, agree on more days, or open a dispute that Giglane decides. A late order you may cancel at once.',
    },
    {
      title: 'Rules you can read',
      text: 'Help explains ordering, delivery, revisions, cancellations and reviews, and you can message a seller before you order.',
    },
  ],
  video: { src: '/media/promo.mp4', poster: '/media/promo.webp', title: 'How Giglane works' },
} as const;
