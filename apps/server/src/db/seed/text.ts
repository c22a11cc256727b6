import type { DetailSpec, JobTypeSpec } from './catalog';
import type { Random } from './random';

/*
 * The catalog's prose, composed from fragments so that hundreds of gigs and thousands of reviews
 * read like different people wrote them, yet the same seed always writes the same words.
 */

// Spoken letter names that start with a vowel sound: "an SEO audit", "an HR policy".
const VOWEL_SOUND_LETTERS = 'AEFHILMNORSX';

/** "a" or "an" for the word that follows. */
function article(word: string): 'a' | 'an' {
  const head = word.split(/[\s-]/)[0] ?? '';
  if (head.length > 1 && head === head.toUpperCase())
    return VOWEL_SOUND_LETTERS.includes(head[0]!) ? 'an' : 'a';
  if (/^(one|uni|use|usu|eu)/i.test(head)) return 'a';
  if (/^hour|^honest/i.test(head)) return 'an';
  return /^[aeiou]/i.test(head) ? 'an' : 'a';
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The choices for an offer's `{adj}` or `{client}`: its own list, else the job type's. */
function slotChoices(offer: string, slot: 'adj' | 'client', fallback: readonly string[]) {
  const own = new RegExp(`\\{${slot}:([^}]+)\\}`).exec(offer);
  if (own) return own[1]!.split(',');
  return offer.includes(`{${slot}}`) ? fallback : [''];
}

export const offerAdjectives = (offer: string, type: JobTypeSpec) =>
  slotChoices(offer, 'adj', type.adjectives);
export const offerClients = (offer: string, type: JobTypeSpec) =>
  slotChoices(offer, 'client', type.clients);

/** A gig's title ("I will …") and the few words its cover shows, from one offer. */
export function gigTitle(offer: string, adjective: string, client: string) {
  const [phrase, headline = phrase] = offer.split('|') as [string, string?];
  const fill = (text: string) =>
    text
      .replace(/\{adj(:[^}]+)?\}/g, adjective)
      .replace(/\{Adj\}/g, capitalise(adjective))
      .replace(/\{client(:[^}]+)?\}/g, client)
      .replace(/\{a\} (\S+)/g, (_, next: string) => `${article(next)} ${next}`)
      .replace(/\s+/g, ' ')
      .trim();
  return { title: `I will ${fill(phrase)}`, headline: fill(headline) };
}

/** What sellers add to a title that others in the subcategory already use. */
export const TITLE_ENDINGS: readonly string[] = [
  'at an affordable price',
  'to a professional standard',
  'with fast delivery',
  'with a personal touch',
  'the way you want it',
  'for any budget',
  'with clear communication',
];

export type SellerVoice = {
  firstName: string;
  city: string;
  country: string;
  years: number;
  role: string;
};

type Pitch = { offer: string; subject: string; detail: string; years: number };

const SHORT_OPENERS: readonly ((p: Pitch, random: Random) => string)[] = [
  (p) => `Looking for someone to ${p.offer}? You are in the right place.`,
  (p) => `I will ${p.offer}, quickly and properly.`,
  (p) => `${p.years} years of ${p.detail} experience, now working on your project.`,
  (p) => `Premium ${p.detail} without the premium price.`,
  () => 'Clear communication, on-time delivery and work you will be proud of.',
  (_, random) => `Trusted by startups and small businesses in ${random.int(8, 40)} countries.`,
  (p) => `Get the ${p.subject} you deserve, without the agency price.`,
];

const SHORT_FOLLOW_UPS: readonly ((deliverables: readonly string[]) => string)[] = [
  (d) => `Includes ${d[0]} and ${d[1]}.`,
  (d) => `You get ${d[0]}, plus revisions until you love it.`,
  (d) => `Every order comes with ${d[0]}.`,
  () => 'Message me first and I will tailor the package to you.',
  () => '',
];

/** One or two sentences for cards and package tabs. */
export function shortDescription(random: Random, detail: DetailSpec, offer: string, years: number) {
  const pitch = { offer, subject: detail.subject, detail: detail.name, years };
  const opener = random.pick(SHORT_OPENERS)(pitch, random);
  const followUp = random.pick(SHORT_FOLLOW_UPS)(random.sample(detail.deliverables, 2));
  return followUp ? `${opener} ${followUp}` : opener;
}

const GREETINGS: readonly ((v: SellerVoice) => string)[] = [
  (v) =>
    `Hi, I'm ${v.firstName}! I'm ${article(v.role)} ${v.role} based in ${v.city}, ${v.country}, with ${v.years} years of experience.`,
  (v) =>
    `Hello and welcome! My name is ${v.firstName}, ${article(v.role)} ${v.role} from ${v.country} who has spent the last ${v.years} years helping clients around the world.`,
  (v) =>
    `Thanks for stopping by. I'm ${v.firstName}, a full-time ${v.role} working from ${v.city} for ${v.years} years now.`,
  (v) =>
    `Hey there, ${v.firstName} here: ${article(v.role)} ${v.role} with ${v.years} years in the field and a long list of returning clients.`,
];

// Offers complete "I will …" ("be your coach"), so every pitch keeps the "will".
const PITCHES: readonly ((offer: string) => string)[] = [
  (offer) =>
    `In this gig I will ${offer}. Whether you are just starting out or already established, the result will fit your goals and your budget.`,
  (offer) => `With this gig I'll ${offer}: no templates, no shortcuts, just work made for you.`,
  (offer) =>
    `Here is my offer: I will ${offer}. I have done this for dozens of clients, from solo founders to established teams.`,
  (offer) =>
    `This gig is simple: I'll ${offer}, and I won't stop until you are proud of the result.`,
];

const WHY_ME: readonly string[] = [
  'I reply within a few hours, seven days a week.',
  'More than 300 five-star orders across platforms.',
  'Clear communication in English, no surprises on price.',
  'I treat every project as if it were my own business.',
  'On-time delivery is a promise, not a hope.',
  'Revisions are included, because the goal is work you love.',
  'Your files and ideas stay confidential.',
  'I keep learning: new tools, new trends, better results for you.',
];

const CLOSINGS: readonly string[] = [
  'Please message me before ordering so we can talk about your project. I look forward to working with you!',
  'Have a question or a custom request? Send me a message: I am happy to help before you order.',
  'Not sure which package fits? Drop me a line and I will recommend the right one.',
  'Click Continue to get started, or message me for a custom offer.',
];

/** The "About This Gig" text: intro, what you get, how I work, why me, and a closing line. */
export function longDescription(
  random: Random,
  type: JobTypeSpec,
  detail: DetailSpec,
  offer: string,
  voice: SellerVoice,
): string {
  // The main deliverable leads; some of the extras follow, in the catalog's order.
  const [main, ...extras] = detail.deliverables;
  const kept = new Set(random.sample(extras, random.int(2, extras.length)));
  const deliverables = [main!, ...extras.filter((item) => kept.has(item))];
  const process = random.sample(type.process, 2).join(' ');
  const why = random
    .sample(WHY_ME, 3)
    .map((line) => `- ${line}`)
    .join('\n');
  return [
    `${random.pick(GREETINGS)(voice)} ${random.pick(PITCHES)(offer)}`,
    `**What you get**\n${deliverables.map((item) => `- ${capitalise(item)}`).join('\n')}`,
    `**How I work:** ${process}`,
    `**Why work with me?**\n${why}`,
    random.pick(CLOSINGS),
  ].join('\n\n');
}

const HEADLINES: readonly ((v: SellerVoice, skills: readonly string[]) => string)[] = [
  (v) => `${capitalise(v.role)} with ${v.years} years of experience`,
  (v) => `${capitalise(v.role)} based in ${v.city}`,
  (v) => `Full-time ${v.role}: fast replies, on-time delivery`,
  (v) => `${capitalise(v.role)} for startups and small businesses`,
  (v) => `${capitalise(v.role)} who turns clear briefs into great work`,
  // Last: only for a seller with two skills to name.
  (v, skills) => `${capitalise(v.role)} · ${skills.slice(0, 2).join(' · ')}`,
];

/** The seller profile's one line under their name. */
export const sellerHeadline = (random: Random, voice: SellerVoice, skills: readonly string[]) =>
  random.pick(skills.length >= 2 ? HEADLINES : HEADLINES.slice(0, -1))(voice, skills);

type Fragment = string | ((s: { subject: string; name: string }) => string);

/** Review fragments by star level: an opener, a line about the work, one about the process, a closer. */
const REVIEWS: Record<
  'great' | 'good' | 'mixed' | 'poor',
  Record<'open' | 'work' | 'process' | 'close', readonly Fragment[]>
> = {
  great: {
    open: [
      'Absolutely fantastic work!',
      (s) => `${s.name} is a true professional.`,
      'Exceeded my expectations.',
      'Wow, just wow.',
      (s) => `Second time working with ${s.name} and it was just as smooth.`,
      'Brilliant from start to finish.',
      'Really impressed.',
      'Outstanding service.',
      "I couldn't be happier.",
      'Top-notch work.',
      'This was my first order here and it set the bar high.',
      'Such a pleasure to work with.',
      'Great value for money.',
      'Exactly what I was looking for.',
    ],
    work: [
      (s) => `The ${s.subject} came out even better than I imagined.`,
      (s) => `${s.name} nailed the ${s.subject} on the first try.`,
      (s) => `The ${s.subject} is exactly what we needed for our launch.`,
      (s) => `Our whole team loves the ${s.subject}.`,
      (s) => `The final ${s.subject} is incredibly polished.`,
      (s) => `Every detail of the ${s.subject} was handled with care.`,
      (s) => `The ${s.subject} arrived a day early and needed no changes.`,
      (s) => `I got far more than I paid for; the ${s.subject} is superb.`,
      (s) => `Customers have already complimented the new ${s.subject}.`,
      (s) => `${s.name} turned my rough idea into something great.`,
      (s) => `The quality of the ${s.subject} is on par with big agencies.`,
      (s) => `I showed the ${s.subject} to my partner and we both said wow.`,
    ],
    process: [
      'Communication was quick and friendly throughout.',
      'Replied to every message within the hour.',
      'Asked all the right questions before starting.',
      'Very patient with my revision requests.',
      'Clear updates at every step.',
      'Great attention to detail.',
      'Made the whole process easy, even for a beginner like me.',
      'Took my feedback on board straight away.',
      'Delivered exactly on schedule.',
      '',
    ],
    close: [
      'Highly recommended!',
      'Will definitely order again.',
      (s) => `Thank you so much, ${s.name}!`,
      'Five stars, no question.',
      'Already planning my next order.',
      (s) => `Don't hesitate to hire ${s.name}.`,
      'Worth every penny.',
      '',
    ],
  },
  good: {
    open: [
      'Very good work overall.',
      'Good experience.',
      'Solid result.',
      'Happy with the outcome.',
      'Nice job.',
      'Pretty good.',
    ],
    work: [
      (s) => `The ${s.subject} turned out great; it just took one extra revision to get it right.`,
      (s) =>
        `The quality of the ${s.subject} is high, though delivery was a day later than planned.`,
      (s) => `The ${s.subject} is good, and a couple of small details needed fixing.`,
      (s) => `I like the ${s.subject}, even if it is a little different from what I pictured.`,
      (s) => `${s.name} did a good job on the ${s.subject}.`,
    ],
    process: [
      (s) => `Communication could have been a bit faster, but ${s.name} was always polite.`,
      'Helpful answers to my questions.',
      'Delivery was on time.',
      '',
    ],
    close: [
      (s) => `Would work with ${s.name} again.`,
      'Recommended.',
      'Thanks!',
      'Four stars from me.',
      '',
    ],
  },
  mixed: {
    open: [
      'It was okay.',
      'Mixed feelings about this one.',
      'Decent, but not outstanding.',
      'Average experience.',
    ],
    work: [
      (s) => `The ${s.subject} was fine, but not quite what I described in the brief.`,
      (s) => `I had to ask for several revisions before the ${s.subject} was usable.`,
      (s) => `Parts of the ${s.subject} are good, others feel rushed.`,
    ],
    process: [
      'Replies were slow at times.',
      'Delivery was late by a few days.',
      'Needed more guidance than expected.',
      '',
    ],
    close: ['Might be a good fit for simpler projects.', 'Fair for the price.', ''],
  },
  poor: {
    open: ['Disappointed.', 'Not what I expected.', "Unfortunately this didn't work out."],
    work: [
      (s) => `The ${s.subject} didn't match the brief and I ended up redoing most of it.`,
      (s) => `The ${s.subject} felt generic, as if it was made for someone else.`,
    ],
    process: [
      'Communication was difficult and the deadline was missed.',
      'It took a week to get any reply.',
      '',
    ],
    close: [
      (s) => `${s.name} did offer a partial refund, which I appreciated.`,
      "Can't recommend this one, sorry.",
      '',
    ],
  },
};

/** A review for the given stars, naming the seller and the kind of work now and then. */
export function reviewText(
  random: Random,
  stars: number,
  subject: string,
  sellerName: string,
): string {
  const fragments =
    REVIEWS[stars >= 5 ? 'great' : stars === 4 ? 'good' : stars === 3 ? 'mixed' : 'poor'];
  const say = (fragment: Fragment) =>
    typeof fragment === 'string' ? fragment : fragment({ subject, name: sellerName });
  const parts = [say(random.pick(fragments.open))];
  // A third of happy buyers leave a line or two; everyone else says what went right or wrong.
  if (stars < 5 || random.chance(0.7)) parts.push(say(random.pick(fragments.work)));
  parts.push(say(random.pick(fragments.process)), say(random.pick(fragments.close)));
  return parts.filter(Boolean).join(' ');
}
