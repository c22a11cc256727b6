import { PICTURE_WIDTHS, TITLE_MAX } from '@giglane/contract/gig-offer-values';
import type { Education, LanguageLevel } from '@giglane/contract/profiles';
import type { BoughtColumn } from '../../modules/orders/orders-repository';
import type { reviews, gigPictures, orders, gigs, users } from '../schema';
import { JOB_TYPES, NAMES, SKILLS, type DetailSpec, type JobTypeSpec } from './catalog';
import {
  avatarSvg,
  designName,
  GIG_PICTURE,
  gigCoverSvg,
  gigShowcaseSvg,
  groupCoverSvg,
  type IconName,
  type PictureJob,
} from './images';
import {
  DELIVERY_STEPS,
  ORDER_STEPS,
  planFaq,
  planPackages,
  planTags,
  type OfferFaq,
  type OfferPackage,
} from './offers';
import { createRandom, hashString, type Random } from './random';
import {
  gigTitle,
  longDescription,
  offerAdjectives,
  offerClients,
  reviewText,
  sellerHeadline,
  TITLE_ENDINGS,
  type SellerVoice,
} from './text';

const SUBCATEGORIES = JOB_TYPES.flatMap((type) => type.groups)
  .flatMap((group) => group.details)
  .filter((entry) => typeof entry !== 'string').length;

/** Gigs in every subcategory of the demo catalog: enough for a category page to browse. */
const GIGS_PER_SUBCATEGORY = 9;

/** The demo catalog's size: GIGS_PER_SUBCATEGORY in each subcategory, a little over 1,300. */
export const DEFAULT_JOBS = SUBCATEGORIES * GIGS_PER_SUBCATEGORY;

/**
 * Covers drawn per subcategory. Fewer than its gigs: a cover (with its headline, and so the
 * title's adjective) is shared by a few gigs, which bounds what a fresh start has to render.
 */
const COVERS_PER_SUBCATEGORY = 4;

/**
 * Pictures rendered per gender for avatars, enough for every seller of the demo catalog to have
 * their own; larger catalogs cycle through them.
 */
const AVATARS_PER_GENDER = 160;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A demo account that also sells: its profile, and the subcategories it has a gig in. */
export type DemoSeller = {
  headline: string;
  languages: string[];
  /** How well they speak each language, by its name in lower case. */
  languageLevels: Record<string, LanguageLevel>;
  education: Education[];
  skills: string[];
  /** Names of subcategories of one job type (that type's sellers' texts fit them). */
  subcategories: string[];
  voice: Omit<SellerVoice, 'firstName'>;
};

type DemoUser = {
  name: string;
  email: string;
  role: 'ADMIN' | 'USER';
  woman: boolean;
  seller?: DemoSeller;
};

type UserRow = Omit<typeof users.$inferInsert, 'passwordHash'> & { id: number };
/** What a seller's public profile shows besides the account: set for everyone with a gig. */
type SellerProfile = Pick<UserRow, 'displayName' | 'headline' | 'languages' | 'languageLevels'> &
  Partial<Pick<UserRow, 'education'>>;
type JobRow = Omit<typeof gigs.$inferInsert, 'description' | 'shortDescription' | 'tags'> & {
  id: number;
  createdAt: Date;
};
type PictureRow = typeof gigPictures.$inferInsert;
/** An order as planned: the package it bought is copied in as it is written (seed.ts). */
type HireRow = Omit<typeof orders.$inferInsert, BoughtColumn> & { id: number };
type CommentRow = typeof reviews.$inferInsert & { id: number };

/** What a gig's texts and offer are written from; they are written as the rows are inserted. */
type GigVoice = {
  type: JobTypeSpec;
  detail: DetailSpec;
  offer: string;
  adjective: string;
  /** The pictures after the cover. */
  gallery: string[];
  voice: SellerVoice;
  seed: number;
};

/** A gig's texts and offer, beside its row. */
export type GigOffer = {
  description: string;
  /** The Basic package's description. */
  shortDescription: string;
  tags: string[];
  packages: OfferPackage[];
  faq: OfferFaq[];
  /** The cover (the gig's image) first. */
  pictures: Omit<PictureRow, 'gigId'>[];
};

type CatalogPlan = {
  jobTypes: { id: number; name: string }[];
  jobGroups: { id: number; name: string; image: string; categoryId: number }[];
  jobDetails: { id: number; name: string; features: string[] }[];
  groupDetails: { groupId: number; subcategoryId: number }[];
  skills: { name: string }[];
  /** Demo accounts first, in the order given; then sellers, then buyers. */
  users: UserRow[];
  jobs: JobRow[];
  hires: HireRow[];
  comments: CommentRow[];
  pictures: PictureJob[];
  /** A planned gig's texts, packages, FAQ and gallery. */
  describe(job: JobRow): GigOffer;
};

type PlanOptions = {
  jobs: number;
  /** Dates count back from this day. */
  today: Date;
  demoUsers: readonly DemoUser[];
  /**
   * First ids for the taxonomy tables, past any rows already there. Groups and details share one
   * id space: the details come first, the groups after them.
   */
  firstIds: { jobType: number; category: number };
};

/** An independent random stream per part, so growing one part never reshuffles another. */
const stream = (label: string) => createRandom(hashString(`giglane:${label}`));

/** Picks indexes in proportion to fixed weights, in O(log n) per pick. */
function weightedPicker(weights: readonly number[]) {
  const cumulative: number[] = [];
  let total = 0;
  for (const weight of weights) cumulative.push((total += weight));
  return (random: Random) => {
    const roll = random.next() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (cumulative[mid]! > roll) high = mid;
      else low = mid + 1;
    }
    return low;
  };
}

const NICE_PRICES = [
  5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60, 65, 70, 75, 80, 85, 90, 95, 100, 110, 120, 125,
  130, 140, 150, 160, 175, 180, 200, 225, 250, 275, 300, 325, 350, 375, 400, 425, 450, 475, 500,
];

/** A price in the detail's range, leaning low (most gigs start cheap), rounded like sellers do. */
function askingPrice(random: Random, [low, high]: readonly [number, number]): number {
  const raw = low * (high / low) ** (random.next() ** 1.7);
  return NICE_PRICES.reduce((best, price) =>
    Math.abs(price - raw) < Math.abs(best - raw) ? price : best,
  );
}

/**
 * Days to deliver, in the job type's usual span: the dearer a gig is within its detail's range
 * (bigger jobs cost more), the longer it takes, give or take the seller's own pace.
 */
function deliveryDays(
  random: Random,
  [fastest, slowest]: readonly [number, number],
  price: number,
  [low, high]: readonly [number, number],
): number {
  const position = Math.min(1, Math.max(0, Math.log(price / low) / Math.log(high / low)));
  const raw = fastest + (slowest - fastest) * (0.65 * position + 0.35 * random.next());
  return DELIVERY_STEPS.reduce((best, step) =>
    Math.abs(step - raw) < Math.abs(best - raw) ? step : best,
  );
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

const slug = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/g, 'l')
    .replace(/ı/g, 'i')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');

type Detail = {
  id: number;
  spec: DetailSpec;
  type: JobTypeSpec;
  typeIndex: number;
  icon: IconName;
};

type Taxonomy = {
  details: Detail[];
  plan: Pick<CatalogPlan, 'jobTypes' | 'jobGroups' | 'jobDetails' | 'groupDetails' | 'pictures'>;
};

/** The narrower widths a gallery picture is stored at besides its own (PICTURE_WIDTHS). */
const GALLERY_WIDTHS = PICTURE_WIDTHS.filter((width) => width < GIG_PICTURE.width);

/** How many gallery pictures a gig shows after its cover: most show one or both. */
const GALLERY_SIZES = [
  [0, 2],
  [1, 3],
  [2, 5],
] as const;

/** A gallery picture to render at GIG_PICTURE's size and the narrower widths beside it. */
function galleryPicture(pictures: PictureJob[], svg: string) {
  const name = designName('gig', svg);
  pictures.push({ svg, folder: 'images', name, width: GIG_PICTURE.width, widths: GALLERY_WIDTHS });
  return `/images/${name}.webp`;
}

function planTaxonomy(firstIds: PlanOptions['firstIds']): Taxonomy {
  const plan: Taxonomy['plan'] = {
    jobTypes: [],
    jobGroups: [],
    jobDetails: [],
    groupDetails: [],
    pictures: [],
  };
  const details: Taxonomy['details'] = [];
  const byName = new Map<string, Taxonomy['details'][number]>();
  JOB_TYPES.forEach((type, typeIndex) => {
    const categoryId = firstIds.jobType + typeIndex;
    plan.jobTypes.push({ id: categoryId, name: type.name });
    for (const group of type.groups) {
      const groupId = firstIds.category + SUBCATEGORIES + plan.jobGroups.length;
      const members = group.details.map((entry) => {
        if (typeof entry !== 'string') {
          const detail = {
            id: firstIds.category + details.length,
            spec: entry,
            type,
            typeIndex,
            icon: entry.icon ?? group.icon,
          };
          details.push(detail);
          byName.set(entry.name, detail);
          plan.jobDetails.push({ id: detail.id, name: entry.name, features: [...entry.features] });
          return detail;
        }
        const shared = byName.get(entry);
        if (!shared) throw new Error(`The catalog names "${entry}" before defining it`);
        return shared;
      });
      for (const detail of members) plan.groupDetails.push({ groupId, subcategoryId: detail.id });
      const svg = groupCoverSvg({
        icon: group.icon,
        extras: [...new Set(members.map((detail) => detail.icon))],
        style: type.style,
        seed: group.name,
      });
      const name = designName('group', svg);
      plan.pictures.push({ svg, folder: 'images', name, width: 480 });
      plan.jobGroups.push({
        id: groupId,
        name: group.name,
        image: `/images/${name}.webp`,
        categoryId,
      });
    }
  });
  return { details, plan };
}

type Person = {
  name: string;
  firstName: string;
  woman: boolean;
  city: string;
  country: string;
  language: string;
};

/** Giglane's home market is Vietnam, the profile page's country: more of its people live there. */
const REGION_WEIGHTS = NAMES.map(
  (region) => [region, region.country === 'Vietnam' ? 4 : 1] as const,
);

function person(random: Random): Person {
  const region = random.weighted(REGION_WEIGHTS);
  const woman = random.chance(0.5);
  const firstName = random.pick(woman ? region.women : region.men);
  return {
    name: `${firstName} ${random.pick(region.last)}`,
    firstName,
    woman,
    city: random.pick(region.cities),
    country: region.country,
    language: region.language,
  };
}

/** English and the seller's own language, and now and then one more they learned. */
function sellerLanguages(random: Random, own: string): string[] {
  const more = random.chance(0.2) ? [random.pick(['Spanish', 'French', 'German', 'Japanese'])] : [];
  return [...new Set([own, 'English', ...more])];
}

/**
 * How well a seller speaks their languages: their own natively, English as a working language,
 * another one less well. Drawn from a stream of its own, so the rest of the catalog stays as it was.
 */
function languageLevelsOf(random: Random, languages: string[]): Record<string, LanguageLevel> {
  return Object.fromEntries(
    languages.map((language, index) => {
      const level: LanguageLevel =
        index === 0
          ? 'native'
          : language === 'English'
            ? random.weighted<LanguageLevel>([
                ['fluent', 5],
                ['conversational', 3],
                ['native', 1],
              ])
            : random.pick(['basic', 'conversational'] as const);
      return [language.toLowerCase(), level];
    }),
  );
}

const DEMO_COUNTRY = 'Vietnam';

/** "the Philippines" reads well in a sentence; a country field holds "Philippines". */
const countryName = (country: string) => country.replace(/^the /, '');

const phone = (random: Random) =>
  `0${random.pick(['3', '5', '7', '8', '9'])}${String(random.int(0, 99_999_999)).padStart(8, '0')}`;

const birthday = (random: Random) =>
  `${random.int(1972, 2003)}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`;

/**
 * What buyers filter sellers and gigs by, from the planned activity: a minority of Pro gigs
 * (mostly by sellers with many completed orders, at the dearer end), who is online, when each
 * person joined (before their first gig or order, so "Member since" is true), and the public
 * seller profile of everyone with a gig, opened between joining and their first gig. Levels are
 * not planned: the rules compute them from these records once the catalog is in (decision 054).
 * Its own random stream: the rest of the catalog stays as it was.
 */
function planSellerSignals(plan: {
  users: UserRow[];
  sellers: readonly { id: number; profile: SellerProfile }[];
  jobRows: readonly JobRow[];
  hireRows: readonly HireRow[];
  commentRows: readonly CommentRow[];
  today: number;
}) {
  const signals = stream('signals');
  const sellerOf = new Map(plan.jobRows.map((job) => [job.id, job.sellerId]));
  const completed = new Map<number, number>();
  const firstSeen = new Map<number, number>();
  const seen = (userId: number, time: number) =>
    firstSeen.set(userId, Math.min(firstSeen.get(userId) ?? Infinity, time));

  const firstGig = new Map<number, number>();
  for (const job of plan.jobRows) {
    const time = job.createdAt.getTime();
    firstGig.set(job.sellerId, Math.min(firstGig.get(job.sellerId) ?? Infinity, time));
    seen(job.sellerId, time);
  }
  for (const hire of plan.hireRows) {
    const sellerId = sellerOf.get(hire.gigId)!;
    if (hire.state === 'completed') completed.set(sellerId, (completed.get(sellerId) ?? 0) + 1);
    seen(hire.buyerId, Date.parse(hire.orderedOn));
  }
  for (const comment of plan.commentRows) seen(comment.reviewerId, Date.parse(comment.reviewedOn));

  const profiles = new Map(plan.sellers.map((seller) => [seller.id, seller.profile]));
  const sellers = new Set(plan.sellers.map((seller) => seller.id));
  for (const user of plan.users) {
    user.sellerLevel = 0;
    user.online = signals.chance(sellers.has(user.id) ? 0.4 : 0.15);
    const first = firstSeen.get(user.id) ?? plan.today - signals.int(30, 400) * DAY;
    user.createdAt = new Date(first - signals.int(7, 600) * DAY - signals.int(0, DAY - 1));
    const gig = firstGig.get(user.id);
    if (gig !== undefined) {
      const joined = user.createdAt.getTime();
      user.sellerSince = new Date(joined + Math.floor((gig - joined) * signals.next()));
      Object.assign(user, profiles.get(user.id));
    }
  }
  for (const job of plan.jobRows) {
    const orders = completed.get(job.sellerId) ?? 0;
    const base = orders >= 50 ? 0.2 : orders >= 10 ? 0.06 : 0.02;
    job.pro = signals.chance(base * (job.price >= 100 ? 1.6 : 0.8));
  }
}

/**
 * The whole catalog as rows, deterministic for a given size and day. Gigs spread evenly over the
 * subcategories; beyond the demo size, gigs repeat an earlier gig's offer (and so its cover) with a
 * new seller, price and dates, so a huge catalog needs no more pictures than the demo one.
 */
export function planCatalog(options: PlanOptions): CatalogPlan {
  const { details, plan: taxonomy } = planTaxonomy(options.firstIds);
  const pictures = taxonomy.pictures;
  const today = Date.UTC(
    options.today.getUTCFullYear(),
    options.today.getUTCMonth(),
    options.today.getUTCDate(),
  );
  const jobCount = Math.max(0, Math.floor(options.jobs));

  // Users: the demo accounts, then sellers (about one per five gigs), then buyers.
  const people = stream('people');
  const avatars = { women: [] as string[], men: [] as string[] };
  const avatarFor = (woman: boolean, seed: string) => {
    const pool = woman ? avatars.women : avatars.men;
    if (pool.length >= AVATARS_PER_GENDER) return pool[hashString(seed) % pool.length]!;
    const svg = avatarSvg({ seed, woman });
    const name = designName('avatar', svg);
    pictures.push({ svg, folder: 'avatar', name, width: 160 });
    pool.push(`/avatar/${name}.webp`);
    return pool[pool.length - 1]!;
  };
  const emails = new Map<string, number>();
  const emailFor = (name: string) => {
    const local = name.split(' ').map(slug).join('.');
    const seen = emails.get(local) ?? 0;
    emails.set(local, seen + 1);
    const domain = ['example.com', 'example.net', 'example.org'][hashString(local) % 3];
    return `${local}${seen ? seen + 1 : ''}@${domain}`;
  };

  type Seller = {
    id: number;
    typeIndex: number;
    voice: SellerVoice;
    weight: number;
    profile: SellerProfile;
  };
  const sellers: Seller[] = [];
  const demoSellers: (Seller & { subcategories: string[] })[] = [];
  const users: UserRow[] = options.demoUsers.map((demo, i) => {
    const user: UserRow = {
      id: i + 1,
      name: demo.name,
      email: demo.email,
      role: demo.role,
      gender: !demo.woman,
      phone: phone(people),
      birthday: birthday(people),
      avatar: avatarFor(demo.woman, demo.email),
      // The demo accounts are the profile page's people, who live in Vietnam.
      country: DEMO_COUNTRY,
    };
    if (demo.seller) {
      const { subcategories, skills, voice, ...profile } = demo.seller;
      const typeIndex = details.find((d) => d.spec.name === subcategories[0])?.typeIndex ?? 0;
      user.skill = skills;
      demoSellers.push({
        id: user.id,
        typeIndex,
        weight: 0,
        voice: { ...voice, firstName: demo.name.split(' ')[0]! },
        profile: { displayName: demo.name, ...profile },
        subcategories,
      });
    }
    return user;
  });

  const sellerCount = Math.max(72, Math.ceil(jobCount / 5));
  const buyerCount = Math.ceil(sellerCount * 0.66);
  const detailOrder = stream('detail-order').sample(details, details.length);
  const speaking = stream('language-levels');
  for (let i = 0; i < sellerCount; i += 1) {
    const who = person(people);
    // Sellers follow the gigs: each job type gets sellers in step with its number of subcategories.
    const typeIndex = detailOrder[i % detailOrder.length]!.typeIndex;
    const type = JOB_TYPES[typeIndex]!;
    const id = users.length + 1;
    const otherSkill = people.chance(0.3) ? [people.pick(SKILLS)] : [];
    const skill = [...new Set([...people.sample(type.skills, people.int(2, 4)), ...otherSkill])];
    users.push({
      id,
      name: who.name,
      email: emailFor(who.name),
      role: 'USER',
      gender: !who.woman,
      phone: phone(people),
      birthday: birthday(people),
      avatar: avatarFor(who.woman, `seller-${i}`),
      country: countryName(who.country),
      skill,
      certification: people.sample(
        type.certifications,
        people.weighted([
          [0, 2],
          [1, 5],
          [2, 2],
        ]),
      ),
    });
    const voice = {
      firstName: who.firstName,
      city: who.city,
      country: who.country,
      years: people.int(2, 15),
      role: people.pick(type.roles),
    };
    // The draws keep their order, so the rest of the catalog stays the one it always was.
    const weight = 0.3 + people.next() ** 2 * 3;
    // Most sellers go by their name; some shorten the family name, as on any marketplace.
    const displayName = people.chance(0.75) ? who.name : `${who.name.replace(/ (\S)\S*$/, ' $1.')}`;
    const headline = sellerHeadline(people, voice, skill);
    const languages = sellerLanguages(people, who.language);
    sellers.push({
      id,
      typeIndex,
      weight,
      voice,
      profile: {
        displayName,
        headline,
        languages,
        languageLevels: languageLevelsOf(speaking, languages),
      },
    });
  }
  const buyers: number[] = [];
  for (let i = 0; i < buyerCount; i += 1) {
    const who = person(people);
    const id = users.length + 1;
    users.push({
      id,
      name: who.name,
      email: emailFor(who.name),
      role: 'USER',
      gender: !who.woman,
      phone: phone(people),
      birthday: birthday(people),
      avatar: avatarFor(who.woman, `buyer-${i}`),
      country: countryName(who.country),
      skill: people.chance(0.4) ? people.sample(SKILLS, people.int(1, 2)) : [],
    });
    buyers.push(id);
  }

  // Gigs.
  const sellersByType = JOB_TYPES.map((_, typeIndex) =>
    sellers.filter((s) => s.typeIndex === typeIndex),
  );
  const sellerPickers = sellersByType.map((list) => weightedPicker(list.map((s) => s.weight)));
  const sellerById = new Map([...sellers, ...demoSellers].map((s) => [s.id, s]));
  const poolSize = details.length * COVERS_PER_SUBCATEGORY;
  // The pictures gigs show after their covers, drawn when a gig first shows them: what a package
  // of its subcategory includes, and how an order of its category goes.
  const drawn = new Map<string, string>();
  const drawOnce = (key: string, svg: () => string) => {
    let path = drawn.get(key);
    if (!path) drawn.set(key, (path = galleryPicture(pictures, svg())));
    return path;
  };
  const galleryPath = (kind: 'included' | 'steps', { spec, type, icon }: Detail) =>
    kind === 'included'
      ? drawOnce(`included:${spec.name}`, () =>
          gigShowcaseSvg({
            kind,
            features: spec.features,
            kicker: spec.name,
            icon,
            style: type.style,
            seed: `included:${spec.name}`,
          }),
        )
      : drawOnce(`steps:${type.name}`, () => {
          const steps = ORDER_STEPS[type.name];
          if (!steps) throw new Error(`No order steps for the category "${type.name}"`);
          return gigShowcaseSvg({
            kind,
            steps,
            kicker: type.name,
            icon: type.groups[0]!.icon,
            style: type.style,
            seed: `steps:${type.name}`,
          });
        });
  const galleryRandom = stream('gallery');
  const gigsRandom = stream('gigs');
  type Template = { offerIndex: number; adjective: string; image: string };
  const templates: Template[] = [];
  const headlinesByDetail = new Map<number, Set<string>>();
  const voices = new Map<number, GigVoice>();
  const titles = new Set<string>();
  const planned: JobRow[] = [];
  const pace = stream('delivery');
  // A demo seller's gigs: the first gig planned in each of their subcategories.
  const demoSellerOf = new Map(
    demoSellers.flatMap((seller) => seller.subcategories.map((name) => [name, seller] as const)),
  );
  for (let i = 0; i < jobCount; i += 1) {
    const base = i % poolSize;
    const detail = detailOrder[base % detailOrder.length]!;
    const { spec, type } = detail;
    const gallery = galleryRandom
      .sample(['included', 'steps'] as const, galleryRandom.weighted(GALLERY_SIZES))
      .map((kind) => galleryPath(kind, detail));
    let template = templates[base];
    if (!template) {
      const offerIndex = Math.floor(base / detailOrder.length) % spec.offers.length;
      const offer = spec.offers[offerIndex]!;
      const used = headlinesByDetail.get(detail.id) ?? new Set<string>();
      headlinesByDetail.set(detail.id, used);
      let adjective = gigsRandom.pick(offerAdjectives(offer, type));
      for (
        let tries = 0;
        tries < 8 && used.has(gigTitle(offer, adjective, '').headline);
        tries += 1
      )
        adjective = gigsRandom.pick(offerAdjectives(offer, type));
      const headline = gigTitle(offer, adjective, '').headline;
      used.add(headline);
      const image = galleryPicture(
        pictures,
        gigCoverSvg({
          headline,
          kicker: spec.name,
          icon: detail.icon,
          style: type.style,
          seed: `${spec.name}:${base}`,
        }),
      );
      template = { offerIndex, adjective, image };
      templates[base] = template;
    }
    const offer = spec.offers[template.offerIndex]!;
    const titleWith = (client: string) => gigTitle(offer, template.adjective, client).title;
    // Only clients that keep the title within the length a seller may write.
    const clients = offerClients(offer, type).filter(
      (client) => titleWith(client).length <= TITLE_MAX,
    );
    let title = titleWith(gigsRandom.pick(clients));
    // Another seller's gig has this title already: another client, or else a few more words.
    for (let tries = 0; tries < 4 && titles.has(title); tries += 1)
      title = titleWith(gigsRandom.pick(clients));
    if (titles.has(title)) {
      const longer = gigsRandom
        .sample(TITLE_ENDINGS, TITLE_ENDINGS.length)
        .map((ending) => `${title} ${ending}`)
        .find((candidate) => candidate.length <= TITLE_MAX && !titles.has(candidate));
      if (longer) title = longer;
    }
    titles.add(title);
    const typeSellers = sellersByType[detail.typeIndex]!;
    let seller: Seller = typeSellers[sellerPickers[detail.typeIndex]!(gigsRandom)]!;
    const demoSeller = demoSellerOf.get(spec.name);
    if (demoSeller) {
      seller = demoSeller;
      demoSellerOf.delete(spec.name);
    }
    const createdAt = new Date(today - gigsRandom.int(3, 730) * DAY + gigsRandom.int(0, DAY - 1));
    const price = askingPrice(gigsRandom, spec.price);
    const job: JobRow = {
      id: 0,
      name: title,
      price,
      deliveryDays: deliveryDays(pace, type.delivery, price, spec.price),
      sellerId: seller.id,
      image: template.image,
      subcategoryId: detail.id,
      // Ratings come from the comments through the trigger; 5 stays for gigs nobody rated yet.
      stars: 5,
      ratingCount: 0,
      ratingTotal: 0,
      createdAt,
      // Sellers touch their gigs now and then: the last edit falls between creation and today.
      updatedAt: new Date(
        createdAt.getTime() + Math.floor((today - createdAt.getTime()) * gigsRandom.next() ** 2),
      ),
      status: 'active',
    };
    planned.push(job);
    voices.set(i, {
      type,
      detail: spec,
      offer: title.replace(/^I will /, ''),
      adjective: template.adjective,
      gallery,
      voice: seller.voice,
      seed: hashString(`gig-text:${i}`),
    });
  }
  // Ids follow creation time, like a real table that grew over two years.
  const order = planned
    .map((_, i) => i)
    .sort((a, b) => planned[a]!.createdAt.getTime() - planned[b]!.createdAt.getTime());
  const jobRows = order.map((index, position) => {
    const job = planned[index]!;
    job.id = position + 1;
    return job;
  });
  const voiceById = new Map(order.map((index, position) => [position + 1, voices.get(index)!]));

  // Popularity: a few gigs get most of the orders and reviews, as on any marketplace.
  const activity = stream('activity');
  const popularity = jobRows.map(() => 0.05 + activity.next() ** 3 * 4);
  const pickJob = weightedPicker(popularity);
  const quality = jobRows.map(() => activity.next());
  const members = [...sellers.map((s) => s.id), ...buyers];
  const pickMember = weightedPicker([...sellers.map(() => 1), ...buyers.map(() => 2)]);
  const customerOf = (job: JobRow) => {
    for (;;) {
      const id = members[pickMember(activity)]!;
      if (id !== job.sellerId) return id;
    }
  };
  const dayBetween = (from: number, to: number) =>
    new Date(from + activity.int(0, Math.max(0, Math.floor((to - from) / DAY))) * DAY);

  const demoSized = jobCount <= DEFAULT_JOBS;
  // Reviews come from completed orders (decision 054), so a demo gig needs a few orders for its
  // rating to show; a huge catalog keeps fewer, to load in reasonable time.
  const orderCount = jobRows.length === 0 ? 0 : Math.round(jobCount * (demoSized ? 4.5 : 0.5));

  const hireRows: HireRow[] = [];
  // An order starts the day it is placed and is due its Basic package's days later. A finished
  // one was delivered by then and accepted a day after; an open one past its due day was
  // delivered in the last two days (so it completes on its own soon after a start), any other is
  // in progress. seed/orders.ts writes their timelines.
  const addHire = (job: JobRow, buyerId: number, on: Date, completed: boolean, late = false) => {
    const due = new Date(on.getTime() + job.deliveryDays! * DAY);
    const delivered = !late && (completed || due.getTime() < today);
    const lately = today - (1 + (job.id % 47)) * HOUR;
    const deliveredAt = new Date(
      Math.max(on.getTime(), completed ? Math.min(due.getTime(), lately) : lately),
    );
    hireRows.push({
      id: 0,
      gigId: job.id,
      buyerId,
      sellerId: job.sellerId,
      orderedOn: isoDay(on),
      state: completed ? 'completed' : delivered ? 'delivered' : 'in_progress',
      placedAt: on,
      startedAt: on,
      dueAt: due,
      deliveredAt: delivered ? deliveredAt : null,
      completedAt: completed ? new Date(Math.min(deliveredAt.getTime() + DAY, today)) : null,
    });
  };
  for (let i = 0; i < orderCount; i += 1) {
    const job = jobRows[pickJob(activity)]!;
    const on = dayBetween(job.createdAt.getTime(), today);
    const age = (today - on.getTime()) / DAY;
    addHire(job, customerOf(job), on, activity.chance(age > 14 ? 0.8 : 0.25));
  }

  const commentRows: CommentRow[] = [];
  const texts = new Set<string>();
  const addComment = (job: JobRow, reviewerId: number, on: Date, stars: number) => {
    const seller = sellerById.get(job.sellerId)!;
    const subject = voiceById.get(job.id)!.detail.subject;
    let content = reviewText(activity, stars, subject, seller.voice.firstName);
    // Reviews are composed from fragments; draw again rather than repeat one word for word.
    for (let tries = 0; tries < 6 && texts.has(content); tries += 1)
      content = reviewText(activity, stars, subject, seller.voice.firstName);
    texts.add(content);
    commentRows.push({
      id: 0,
      gigId: job.id,
      reviewerId,
      reviewedOn: isoDay(on),
      content,
      stars,
      createdAt: on,
      updatedAt: on,
    });
  };
  const starsFor = (job: JobRow) => {
    const q = quality[job.id - 1]!;
    const weights =
      q < 0.1 ? [6, 6, 16, 32, 40] : q < 0.35 ? [1, 2, 6, 31, 60] : [0.5, 0.5, 2, 12, 85];
    return activity.weighted(weights.map((weight, i) => [i + 1, weight] as const));
  };
  // Most buyers review a completed order within a few days of accepting it.
  for (const hire of hireRows) {
    if (!hire.completedAt || !activity.chance(0.8)) continue;
    const done = hire.completedAt.getTime();
    addComment(
      jobRows[hire.gigId - 1]!,
      hire.buyerId,
      dayBetween(done, Math.min(today, done + 4 * DAY)),
      starsFor(jobRows[hire.gigId - 1]!),
    );
  }

  // The demo buyers: a few recent orders each; the first ones are finished and reviewed.
  const demoOrders = [
    { details: ['Logo Design', 'WordPress', 'Voice Over', 'Articles & Blog Posts'], finished: 2 },
    { details: ['Video Editing', 'Mixing & Mastering', 'Fitness Lessons'], finished: 1 },
  ];
  options.demoUsers
    .filter((demo) => demo.role === 'USER')
    .forEach((demo, which) => {
      const userId = options.demoUsers.indexOf(demo) + 1;
      const wanted = demoOrders[which] ?? { details: [], finished: 0 };
      wanted.details.forEach((detailName, n) => {
        const subcategoryId = details.find((entry) => entry.spec.name === detailName)?.id;
        // Never their own gig: a demo user may sell too.
        const others = jobRows.filter((row) => row.sellerId !== userId);
        const job = others.find((row) => row.subcategoryId === subcategoryId) ?? others[n];
        if (!job) return;
        const on = dayBetween(Math.max(job.createdAt.getTime(), today - 90 * DAY), today - 2 * DAY);
        const finished = n < wanted.finished;
        addHire(job, userId, on, finished);
        if (finished) addComment(job, userId, dayBetween(on.getTime() + DAY, today), 5 - n);
      });
    });
  // One order that is late: a demo buyer's, of a demo seller's gig, past its due day and not
  // delivered, so both sides of a late order can be seen by signing in. Dated without a random
  // draw, so the rest of the catalog stays as it was.
  const [lateBuyer, lateSeller] = [
    options.demoUsers.findLastIndex((demo) => demo.role === 'USER' && !demo.seller) + 1,
    options.demoUsers.findIndex((demo) => demo.seller) + 1,
  ];
  const lateGig = jobRows.find((row) => row.sellerId === lateSeller && lateSeller !== lateBuyer);
  if (lateBuyer > 0 && lateGig)
    addHire(lateGig, lateBuyer, new Date(today - (lateGig.deliveryDays! + 3) * DAY), false, true);

  planSellerSignals({
    users,
    sellers: [...sellers, ...demoSellers],
    jobRows,
    hireRows,
    commentRows,
    today,
  });

  // Ids in date order, so "newest first" and "by id" agree.
  const byDate = <T extends { id: number }>(rows: T[], dateOf: (row: T) => string) =>
    rows
      .map((row, i) => ({ row, i }))
      .sort((a, b) => dateOf(a.row).localeCompare(dateOf(b.row)) || a.i - b.i)
      .map(({ row }, position) => ({ ...row, id: position + 1 }));

  return {
    ...taxonomy,
    skills: SKILLS.map((name) => ({ name })),
    users,
    jobs: jobRows,
    hires: byDate(hireRows, (row) => row.orderedOn),
    comments: byDate(commentRows, (row) => row.reviewedOn),
    pictures,
    describe(job) {
      const gig = voiceById.get(job.id)!;
      const random = createRandom(gig.seed);
      const brief = {
        type: gig.type,
        detail: gig.detail,
        adjective: gig.adjective,
        basicPrice: job.price,
        basicDays: job.deliveryDays!,
        sellerFirstName: gig.voice.firstName,
      };
      const packages = planPackages(random, brief);
      return {
        shortDescription: packages[0]!.description,
        description: longDescription(random, gig.type, gig.detail, gig.offer, gig.voice),
        tags: planTags(random, brief),
        packages,
        faq: planFaq(random, { ...brief, packages }),
        pictures: [job.image!, ...gig.gallery].map((path, position) => ({
          position,
          path,
          ...GIG_PICTURE,
          widths: GALLERY_WIDTHS,
        })),
      };
    },
  };
}
