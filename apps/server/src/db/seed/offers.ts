import {
  PACKAGE_DESCRIPTION_MAX,
  PACKAGE_PRICE_MAX,
  PACKAGE_PRICE_MIN,
  REVISIONS_MAX,
  TAG_MAX,
  TAG_MIN,
  TAGS_MAX,
} from '@giglane/contract/gig-offer-values';
import type { DetailSpec, JobTypeSpec } from './catalog';
import type { Random } from './random';

/*
 * A seeded gig's offer: its packages (Basic, Standard, Premium), its own questions and answers,
 * and its search tags. Everything rises from the Basic package the plan chose (price and days):
 * dearer tiers cost more, take as long or longer, allow as many revisions or more and include
 * every feature of the tier below.
 */

export type OfferPackage = {
  tier: 0 | 1 | 2;
  name: string;
  description: string;
  price: number;
  deliveryDays: number;
  /** null: unlimited. */
  revisions: number | null;
  features: string[];
  extra: string;
};

export type OfferFaq = { question: string; answer: string };

/** What a gig's offer is written from. */
export type OfferBrief = {
  type: JobTypeSpec;
  detail: DetailSpec;
  /** The title's adjective ("minimalist"), '' when the offer has none. */
  adjective: string;
  basicPrice: number;
  basicDays: number;
  sellerFirstName: string;
};

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const days = (n: number) => `${n} day${n === 1 ? '' : 's'}`;
const revisionText = (n: number | null) =>
  n === null ? 'unlimited revisions' : `${n === 0 ? 'no' : n} revision${n === 1 ? '' : 's'}`;

/** Package names sellers use, Basic to Premium; the plain trio is the most common. */
const TIER_NAMES: readonly (readonly [readonly [string, string, string], number])[] = [
  [['Basic', 'Standard', 'Premium'], 6],
  [['Starter', 'Standard', 'Pro'], 1],
  [['Essential', 'Business', 'Complete'], 1],
  [['Lite', 'Plus', 'Ultimate'], 1],
  [['Bronze', 'Silver', 'Gold'], 1],
];

/** How a tier's description ends, after what it delivers. */
const TIER_PITCHES: readonly (readonly ((b: OfferBrief) => string)[])[] = [
  [
    () => 'A quick, affordable start.',
    () => 'Ideal for a first project or a tight budget.',
    (b) => `The essentials, in ${days(b.basicDays)}.`,
    () => 'Everything you need, nothing you do not.',
    (b) => `A simple ${b.detail.subject}, done properly.`,
  ],
  [
    () => 'Our most popular package.',
    () => 'The best value for growing businesses.',
    () => 'More to work with, for a little more.',
    () => 'For projects that need a bit more polish.',
  ],
  [
    () => 'The complete package, with priority support.',
    () => 'For businesses that want it all.',
    () => 'Everything included, handled from start to finish.',
    () => 'Maximum value and my fastest replies.',
  ],
];

/** Free-text lines of what else a package includes. */
const EXTRAS: readonly string[] = [
  'A 15-minute kick-off call',
  'Priority support for 30 days',
  'Free minor tweaks for 14 days after delivery',
  'Files organised in a shared folder',
  'A short video walking you through the result',
  'Express delivery on request',
  'Progress updates every other day',
  'A checklist for your next steps',
];

/** Rounds a price up the way sellers write them: 45, 120, 350, 1,200. */
function nicePriceAbove(raw: number): number {
  const step = raw < 50 ? 5 : raw < 200 ? 10 : raw < 500 ? 25 : raw < 1000 ? 50 : 100;
  return Math.min(PACKAGE_PRICE_MAX, Math.max(PACKAGE_PRICE_MIN, Math.ceil(raw / step) * step));
}

/** The delivery times sellers quote, in days. */
export const DELIVERY_STEPS = [1, 2, 3, 4, 5, 7, 10, 14, 21, 30] as const;

const slowerThan = (random: Random, days: number) => {
  const index = DELIVERY_STEPS.findIndex((step) => step >= days);
  const next = Math.min(DELIVERY_STEPS.length - 1, index + random.int(0, 2));
  return Math.max(days, DELIVERY_STEPS[next]!);
};

/** "A, B and C" */
const listed = (items: readonly string[]) =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** What a tier delivers, from the subcategory's deliverables, within the length a package allows. */
function packageDescription(random: Random, brief: OfferBrief, tier: 0 | 1 | 2) {
  const max = PACKAGE_DESCRIPTION_MAX;
  const pitch = random.pick(TIER_PITCHES[tier]!)(brief);
  const delivered = brief.detail.deliverables.slice(0, tier + 1);
  for (let count = delivered.length; count >= 1; count -= 1) {
    const what = `${capitalise(listed(delivered.slice(0, count)))}.`;
    if (what.length + 1 + pitch.length <= max) return `${what} ${pitch}`;
    if (what.length <= max) return what;
  }
  return pitch;
}

/** How many packages a gig offers: most offer all three. */
const TIER_COUNTS = [
  [3, 82],
  [2, 10],
  [1, 8],
] as const;

const BASIC_REVISIONS = [
  [0, 1],
  [1, 4],
  [2, 3],
  [3, 1],
] as const;

/** The gig's packages, Basic first, rising in price, days, revisions and features. */
export function planPackages(random: Random, brief: OfferBrief): OfferPackage[] {
  const count = random.weighted(TIER_COUNTS);
  const names = random.weighted(TIER_NAMES);
  const features = brief.detail.features;
  // Longer and longer runs of the feature list: each tier keeps the one below and adds to it.
  const reach: number[] = [random.int(1, Math.min(3, features.length - 2))];
  reach.push(random.int(reach[0]! + 1, features.length - 1));
  reach.push(random.int(reach[1]! + 1, features.length));

  const packages: OfferPackage[] = [];
  let price = brief.basicPrice;
  let deliveryDays = brief.basicDays;
  let revisions: number | null = random.weighted(BASIC_REVISIONS);
  for (const tier of ([0, 1, 2] as const).slice(0, count)) {
    if (tier > 0) {
      price = nicePriceAbove(price * (1.5 + random.next()));
      deliveryDays = slowerThan(random, deliveryDays);
      revisions =
        tier === 2 && random.chance(0.35)
          ? null
          : Math.min(REVISIONS_MAX, revisions! + random.int(1, 2));
    }
    packages.push({
      tier,
      name: names[tier],
      description: packageDescription(random, brief, tier),
      price,
      deliveryDays,
      revisions,
      features: features.slice(0, reach[tier]),
      extra: random.chance(tier === 2 ? 0.6 : 0.25) ? random.pick(EXTRAS) : '',
    });
  }
  return packages;
}

type FaqContext = OfferBrief & { packages: readonly OfferPackage[] };
type FaqItem = (c: FaqContext) => OfferFaq | null;

const top = (c: FaqContext) => c.packages[c.packages.length - 1]!;

/** Questions any gig may answer, from its own packages. */
const COMMON_FAQ: readonly FaqItem[] = [
  (c) => ({
    question: 'How long does delivery take?',
    answer:
      c.packages.length === 1
        ? `Your ${c.detail.subject} arrives within ${days(c.basicDays)}. Need it sooner? Message me before ordering and I will tell you honestly whether I can.`
        : `${c.packages.map((p) => `${p.name}: ${days(p.deliveryDays)}`).join('; ')}. The clock starts once I have everything I need from you.`,
  }),
  (c) => ({
    question: 'How many revisions are included?',
    answer: `${c.packages.map((p) => `${p.name} includes ${revisionText(p.revisions)}`).join(', ')}. A revision is a round of changes to the delivered ${c.detail.subject}; a new direction counts as a new order.`,
  }),
  (c) =>
    c.packages.length < 2
      ? null
      : {
          question: 'Which package should I choose?',
          answer: `${c.packages[0]!.name} suits a simple, well-defined project. ${top(c).name} adds ${listed(
            top(c)
              .features.slice(c.packages[0]!.features.length)
              .map((f) => f.toLowerCase()),
          )}, so pick it if you need those. Not sure? Message me your brief and I will recommend one.`,
        },
  (c) => ({
    question: 'Can you make a custom offer?',
    answer: `Yes. If none of the packages fits your ${c.detail.subject}, send me a message with what you need and your deadline, and I will send you a custom offer.`,
  }),
  (c) => ({
    question: 'What if I am not happy with the result?',
    answer: `Tell me what is not working and I will fix it within your revisions. If we still cannot get it right, I will work with you on a fair solution. I want every ${c.detail.subject} I deliver to be one you are proud of.`,
  }),
];

/** Questions buyers ask in each category, about its kind of work. */
const CATEGORY_FAQ: Readonly<Record<string, readonly FaqItem[]>> = {
  'Graphics & Design': [
    (c) => ({
      question: 'What do you need from me to get started?',
      answer: `Your business name, a few words about your audience, colours you like (or dislike) and two or three examples of ${c.detail.subject} designs you admire. A rough sketch helps too, but it is not required.`,
    }),
    (c) => ({
      question: 'Will I get the source files?',
      answer: c.detail.features.includes('Source file')
        ? `Yes: the ${top(c).name} package includes the editable source file${top(c).features.includes('Source file') ? '' : ' on request'}, and every package comes with ready-to-use exports.`
        : `You get every file you need to use your ${c.detail.subject} in print and online; editable source files are available on request.`,
    }),
    (c) => ({
      question: 'Do I own the final design?',
      answer: `Yes. Once the order is complete, the ${c.detail.subject} is yours to use commercially, and I never resell or reuse a design I made for a client.`,
    }),
    (c) => ({
      question: 'Do you use templates or AI?',
      answer: `No. Every ${c.detail.subject} starts from sketches made for your project, so it is original and you can register or trademark it.`,
    }),
    (c) => ({
      question: 'Can you match my existing brand?',
      answer: `Of course. Send me your logo, colours and fonts, and the ${c.detail.subject} will look like it has always been part of your brand.`,
    }),
  ],
  'Digital Marketing': [
    () => ({
      question: 'Do you guarantee results?',
      answer:
        'No honest marketer can guarantee rankings, followers or sales, because platforms change their rules. What I guarantee is proven methods, transparent work and clear reporting on what moved.',
    }),
    (c) => ({
      question: 'What access do you need?',
      answer: `Usually read access to your analytics and the accounts involved in the ${c.detail.subject}. I will send a short checklist after you order, and I never need your passwords: invite me as a user instead.`,
    }),
    () => ({
      question: 'When will I see results?',
      answer:
        'Paid campaigns show data within days; organic work such as SEO and content usually takes 2–3 months to show clearly. You will get a report either way, so you always know where things stand.',
    }),
    (c) => ({
      question: 'Which industries do you work with?',
      answer: `Mostly e-commerce, SaaS and local businesses, but the ${c.detail.name.toLowerCase()} methods I use work for most industries. Tell me about yours before ordering.`,
    }),
    () => ({
      question: 'Do you offer monthly plans?',
      answer:
        'Yes. Many clients reorder every month; message me and I will set up a recurring custom offer at a monthly rate.',
    }),
  ],
  'Writing & Translation': [
    (c) => ({
      question: 'Is the writing original?',
      answer: `Yes. Every ${c.detail.subject} is written from scratch for you and checked for plagiarism before delivery. I do not use AI to write your text.`,
    }),
    (c) => ({
      question: 'Can you write in my brand voice?',
      answer: `Yes. Share a few pages you like or a style guide, and I will match the tone. The first ${c.detail.subject} sets the voice; later orders follow it.`,
    }),
    () => ({
      question: 'Which languages do you work in?',
      answer:
        'English (US or UK spelling, your choice) and my native language. For other languages, message me: I work with trusted native speakers.',
    }),
    (c) => ({
      question: 'What do you need from me?',
      answer: `Your topic or source text, the audience, the length and any keywords or references you want in the ${c.detail.subject}. The more context, the better the first draft.`,
    }),
    () => ({
      question: 'Do I own the rights?',
      answer:
        'Yes, all rights pass to you on delivery. You can publish the text under your own name; I will not reuse it anywhere.',
    }),
  ],
  'Video & Animation': [
    (c) => ({
      question: 'What footage or material do you need?',
      answer: `Your raw clips or script, logo, brand colours and any music you want in the ${c.detail.subject}. Large files can be shared by Google Drive, Dropbox or WeTransfer.`,
    }),
    () => ({
      question: 'Is the music licensed?',
      answer:
        'Yes. I use royalty-free tracks licensed for commercial use, or your own music if you have the rights.',
    }),
    () => ({
      question: 'Which formats and resolutions do you deliver?',
      answer:
        'MP4 (H.264) in 1080p by default, 4K where the package includes it, in any aspect ratio you need: 16:9, 9:16 for Reels and TikTok, 1:1 for feeds.',
    }),
    (c) => ({
      question: 'Can I see a draft before the final version?',
      answer: `Yes. You get a watermarked draft of the ${c.detail.subject} to comment on, and your revisions are applied before the final export.`,
    }),
    () => ({
      question: 'How long can the video be?',
      answer:
        'Each package lists its length or scope. For longer videos, message me with the running time and I will send a custom offer.',
    }),
  ],
  'Music & Audio': [
    (c) => ({
      question: 'What equipment do you use?',
      answer: `A treated home studio with professional microphones and monitors, so every ${c.detail.subject} is clean and ready for release or broadcast.`,
    }),
    () => ({
      question: 'Which file formats will I get?',
      answer:
        'WAV (24-bit) and MP3 by default; stems and other formats where your package includes them, or on request.',
    }),
    (c) => ({
      question: 'Can I use it commercially?',
      answer: `Yes. ${c.detail.features.includes('Commercial rights') ? 'Commercial rights are included in the packages that list them, and available on request with the others.' : 'Once the order is complete you can use it in commercial projects.'}`,
    }),
    (c) => ({
      question: 'What should I send you?',
      answer: `Reference tracks you like, your script or session files, tempo and key if you have them, and any notes on mood. For a ${c.detail.subject}, references are the fastest way to get it right.`,
    }),
  ],
  'Programming & Tech': [
    () => ({
      question: 'Which technologies do you work with?',
      answer:
        'The ones your project already uses, whenever possible. Tell me your stack before ordering; if I am not the right fit, I will say so rather than learn on your time.',
    }),
    (c) => ({
      question: 'Will I get the source code?',
      answer: c.detail.features.includes('Source code')
        ? 'Yes, in the packages that include it, pushed to your repository with instructions to run and deploy it.'
        : 'Everything I change is delivered in your own systems or repository; nothing stays locked on my side.',
    }),
    (c) => ({
      question: 'Do you offer support after delivery?',
      answer: `Yes. If something in the ${c.detail.subject} I delivered does not work as agreed, I fix it free of charge for 30 days. New features are a new order.`,
    }),
    () => ({
      question: 'Do you need access to my server or accounts?',
      answer:
        'Only what the job needs. I prefer a separate account or a staging copy to your live site, and I never ask for your personal passwords.',
    }),
    (c) => ({
      question: 'Can you work on an existing project?',
      answer: `Yes. Most of my ${c.detail.name.toLowerCase()} orders are improvements to something that already exists. Send me a short description or a link, and I will confirm before you order.`,
    }),
  ],
  Business: [
    () => ({
      question: 'Is my information kept confidential?',
      answer:
        'Always. I am happy to sign your NDA before we start, and I delete your files once the work is delivered if you ask me to.',
    }),
    (c) => ({
      question: 'What do you need from me to start?',
      answer: `A short description of your business, your goals for the ${c.detail.subject} and any documents or data I should work from. I send a checklist right after you order.`,
    }),
    () => ({
      question: 'Do you work in my time zone?',
      answer:
        'I work with clients from the US to Asia and schedule calls at a time that suits you. Messages get a reply within a few hours on working days.',
    }),
    (c) => ({
      question: 'Is this professional advice?',
      answer: `The ${c.detail.subject} is based on my professional experience. For decisions with legal or tax consequences in your country, I recommend a final check with a locally licensed adviser.`,
    }),
  ],
  Lifestyle: [
    () => ({
      question: 'How do the sessions work?',
      answer:
        'Live sessions take place on Zoom or Google Meet at a time we agree after you order. You only need a quiet room and a stable connection.',
    }),
    () => ({
      question: 'Can we reschedule?',
      answer:
        'Yes, once per session with 24 hours notice, free of charge. Just send me a message with a couple of times that suit you.',
    }),
    () => ({
      question: 'Is this suitable for beginners?',
      answer:
        'Absolutely. Most of my clients start from scratch; I adapt the pace and the plan to your level after our first conversation.',
    }),
    (c) => ({
      question: 'What do you need to know before we start?',
      answer: `Your goals, your experience so far and how much time you have each week. I use it to shape the ${c.detail.subject} around you.`,
    }),
  ],
};

/**
 * Two to five questions and answers for the gig: at least one about its category's kind of work,
 * the rest from the common ones, which quote its own packages.
 */
export function planFaq(random: Random, brief: FaqContext): OfferFaq[] {
  const own = CATEGORY_FAQ[brief.type.name];
  if (!own) throw new Error(`No FAQ for the category "${brief.type.name}"`);
  const total = random.int(2, 5);
  const fromCategory = random.int(1, Math.min(own.length, total - 1));
  const items = [
    ...random.sample(own, fromCategory),
    ...random.sample(COMMON_FAQ, COMMON_FAQ.length),
  ];
  const faq: OfferFaq[] = [];
  for (const item of items) {
    const entry = item(brief);
    if (entry) faq.push(entry);
    if (faq.length === total) break;
  }
  return faq;
}

/** Three to five search tags: what a buyer would type to find the gig. */
export function planTags(random: Random, brief: OfferBrief): string[] {
  const name = brief.detail.name
    .replace(/\s*\(.*\)/, '')
    .replace(/ & /g, ' and ')
    .toLowerCase();
  const subject = brief.detail.subject.toLowerCase();
  const candidates = [
    name,
    subject,
    brief.adjective && `${brief.adjective} ${subject}`,
    ...random.sample(brief.detail.features, 3).map((feature) => feature.toLowerCase()),
    brief.type.name.split(' & ')[0]!.toLowerCase(),
  ];
  const tags = new Set<string>();
  for (const tag of candidates) if (tag.length >= TAG_MIN && tag.length <= TAG_MAX) tags.add(tag);
  return [...tags].slice(0, random.int(3, TAGS_MAX));
}

/** How an order goes in each category, in three steps, for its "How it works" picture. */
export const ORDER_STEPS: Readonly<Record<string, readonly [string, string, string]>> = {
  'Graphics & Design': [
    'Share your brief and examples',
    'Review the first concepts',
    'Get the final files',
  ],
  'Digital Marketing': [
    'Grant access and share goals',
    'Approve the plan',
    'Watch the report come in',
  ],
  'Writing & Translation': [
    'Send your topic or text',
    'Review the first draft',
    'Publish the final copy',
  ],
  'Video & Animation': [
    'Upload footage or script',
    'Comment on the draft',
    'Download the final video',
  ],
  'Music & Audio': ['Send references and files', 'Listen to the first take', 'Get the final audio'],
  'Programming & Tech': [
    'Describe the job and stack',
    'Test on a staging copy',
    'Go live with support',
  ],
  Business: ['Share your goals and data', 'Talk it through with me', 'Get the finished documents'],
  Lifestyle: ['Tell me your goals', 'Meet me online', 'Keep your personal plan'],
};
