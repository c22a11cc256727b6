/*
 * Seller levels (decision 054): computed from the seller's record, never set by hand or seeded.
 * One table of thresholds; a level is earned when every one of its requirements is met, and the
 * levels are climbed in order (Level 2 needs what Level 1 needs, and more). The recompute round
 * and the seller dashboard ask these; the help page shows the table through GET /api/settings.
 */

/** What a level is computed from. */
export type SellerRecord = {
  /** Orders the seller completed. */
  completedOrders: number;
  /** Share of completed orders delivered by their due time, 0–1; null: none completed yet. */
  onTimeRate: number | null;
  /** Average stars of the reviews that count (decision 054); null: none yet. */
  rating: number | null;
  /** Average hours to answer a buyer's first message; null: nobody wrote yet. */
  responseHours: number | null;
  /** Days since the account was made. */
  accountAgeDays: number;
};

export const LEVEL_NAMES = ['New seller', 'Level 1', 'Level 2', 'Top Rated'] as const;

/**
 * What each level asks. A seller nobody has written to has nothing to answer: the response time
 * holds them back only once they have one.
 */
export const LEVEL_REQUIREMENTS = [
  {
    level: 1,
    completedOrders: 10,
    onTimeRate: 0.9,
    rating: 4.5,
    responseHours: 24,
    accountAgeDays: 60,
  },
  {
    level: 2,
    completedOrders: 50,
    onTimeRate: 0.9,
    rating: 4.6,
    responseHours: 12,
    accountAgeDays: 120,
  },
  {
    level: 3,
    completedOrders: 100,
    onTimeRate: 0.95,
    rating: 4.7,
    responseHours: 6,
    accountAgeDays: 180,
  },
] as const;

export type LevelRequirements = (typeof LEVEL_REQUIREMENTS)[number];
type Requirement = 'completedOrders' | 'onTimeRate' | 'rating' | 'responseHours' | 'accountAgeDays';

/** Each requirement of a level against the record: what it asks, what the seller has, met or not. */
export function progressTowards(requirements: LevelRequirements, record: SellerRecord) {
  const atLeast = (key: Exclude<Requirement, 'responseHours'>) => {
    const current = record[key];
    return {
      key,
      required: requirements[key],
      current,
      met: current !== null && current >= requirements[key],
    };
  };
  return [
    atLeast('completedOrders'),
    atLeast('onTimeRate'),
    atLeast('rating'),
    {
      key: 'responseHours' as const,
      required: requirements.responseHours,
      current: record.responseHours,
      met: record.responseHours === null || record.responseHours <= requirements.responseHours,
    },
    atLeast('accountAgeDays'),
  ];
}

/** The highest level whose requirements, and those of every level below, the record meets. */
export function levelOf(record: SellerRecord): number {
  let level = 0;
  for (const requirements of LEVEL_REQUIREMENTS) {
    if (!progressTowards(requirements, record).every((item) => item.met)) break;
    level = requirements.level;
  }
  return level;
}

/** The seller's level and the next one's requirements with their progress; next null at the top. */
export function levelStanding(record: SellerRecord) {
  const level = levelOf(record);
  const next = LEVEL_REQUIREMENTS.find((requirements) => requirements.level === level + 1);
  return {
    level,
    name: LEVEL_NAMES[level]!,
    next: next
      ? {
          level: next.level,
          name: LEVEL_NAMES[next.level],
          requirements: progressTowards(next, record),
        }
      : null,
  };
}
