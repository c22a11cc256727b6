import { describe, expect, it } from 'vitest';
import { levelOf, levelStanding, type SellerRecord } from './seller-levels-rules';

const record = (fields: Partial<SellerRecord>): SellerRecord => ({
  completedOrders: 0,
  onTimeRate: null,
  rating: null,
  responseHours: null,
  accountAgeDays: 0,
  ...fields,
});

const topRated = record({
  completedOrders: 100,
  onTimeRate: 0.95,
  rating: 4.7,
  responseHours: 6,
  accountAgeDays: 180,
});

describe('seller levels', () => {
  it.each([
    ['a new account', record({}), 0],
    ['9 orders, everything else met', { ...topRated, completedOrders: 9 }, 0],
    [
      '10 orders at 4.5 stars, 60 days',
      record({ completedOrders: 10, onTimeRate: 0.9, rating: 4.5, accountAgeDays: 60 }),
      1,
    ],
    [
      'Level 1 numbers, 59 days old',
      record({ completedOrders: 10, onTimeRate: 0.9, rating: 4.5, accountAgeDays: 59 }),
      0,
    ],
    [
      'Level 1 numbers, 4.4 stars',
      record({ completedOrders: 10, onTimeRate: 0.9, rating: 4.4, accountAgeDays: 60 }),
      0,
    ],
    [
      'Level 1 numbers, 89% on time',
      record({ completedOrders: 10, onTimeRate: 0.89, rating: 4.5, accountAgeDays: 60 }),
      0,
    ],
    [
      'Level 1 numbers, answering in 25 hours',
      record({
        completedOrders: 10,
        onTimeRate: 0.9,
        rating: 4.5,
        accountAgeDays: 60,
        responseHours: 25,
      }),
      0,
    ],
    [
      '50 orders, 4.6 stars, 120 days, answering in 12 hours',
      record({
        completedOrders: 50,
        onTimeRate: 0.9,
        rating: 4.6,
        accountAgeDays: 120,
        responseHours: 12,
      }),
      2,
    ],
    [
      'Level 2 numbers answering in 13 hours',
      record({
        completedOrders: 50,
        onTimeRate: 0.9,
        rating: 4.6,
        accountAgeDays: 120,
        responseHours: 13,
      }),
      1,
    ],
    ['every Top Rated requirement', topRated, 3],
    ['Top Rated numbers at 94% on time', { ...topRated, onTimeRate: 0.94 }, 2],
    ['no rating yet, many orders', { ...topRated, rating: null }, 0],
  ])('%s: level %#', (_name, seller, level) => {
    expect(levelOf(seller)).toBe(level);
  });

  it("shows the next level's requirements with what the seller has", () => {
    const standing = levelStanding(
      record({
        completedOrders: 12,
        onTimeRate: 1,
        rating: 4.8,
        accountAgeDays: 90,
        responseHours: 2,
      }),
    );
    expect(standing).toEqual({
      level: 1,
      name: 'Level 1',
      next: {
        level: 2,
        name: 'Level 2',
        requirements: [
          { key: 'completedOrders', required: 50, current: 12, met: false },
          { key: 'onTimeRate', required: 0.9, current: 1, met: true },
          { key: 'rating', required: 4.6, current: 4.8, met: true },
          { key: 'responseHours', required: 12, current: 2, met: true },
          { key: 'accountAgeDays', required: 120, current: 90, met: false },
        ],
      },
    });
    expect(levelStanding(topRated)).toMatchObject({ level: 3, name: 'Top Rated', next: null });
  });
});
