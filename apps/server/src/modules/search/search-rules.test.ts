import { describe, expect, it } from 'vitest';
import {
  bucketsFor,
  countsAgainExactly,
  estimateOf,
  FACET_ROWS_MAX,
  KEYWORD_WORDS_MAX,
  keywordWords,
  newGigPlaces,
  provenStretch,
  SAMPLE_BUCKETS,
  walksSampleIndex,
  walksSortIndex,
  withNewGigs,
} from './search-rules';

describe('keywordWords', () => {
  it('keeps letters and digits, lower-cased, each word once', () => {
    expect(keywordWords('  Logo DESIGN, logo!  ')).toEqual(['logo', 'design']);
    expect(keywordWords('3D hand-drawn')).toEqual(['3d', 'hand', 'drawn']);
    expect(keywordWords('thiết kế')).toEqual(['thiết', 'kế']);
  });

  it('leaves nothing of query syntax or pattern characters', () => {
    expect(keywordWords("%_ & | ! ( ) : * ' \\")).toEqual([]);
    expect(keywordWords("logo:* & !design'")).toEqual(['logo', 'design']);
  });

  it('searches at most a few words', () => {
    const many = Array.from({ length: 20 }, (_, i) => `word${i}`).join(' ');
    expect(keywordWords(many)).toHaveLength(KEYWORD_WORDS_MAX);
  });
});

describe('estimateOf', () => {
  it('is the count itself when every bucket was read', () => {
    expect(estimateOf(4321, SAMPLE_BUCKETS)).toBe(4321);
    expect(estimateOf(0, SAMPLE_BUCKETS)).toBe(0);
  });

  it('scales a sample up to two significant digits', () => {
    // A quarter of the buckets: four times the count.
    expect(estimateOf(1234, SAMPLE_BUCKETS / 4)).toBe(4900);
    expect(estimateOf(5000, 5)).toBe(1_000_000);
    expect(estimateOf(20, SAMPLE_BUCKETS / 2)).toBe(40);
    expect(estimateOf(0, 100)).toBe(0);
  });
});

describe('bucketsFor', () => {
  it('reads every bucket while the matches fit the bound', () => {
    expect(bucketsFor(0)).toBe(SAMPLE_BUCKETS);
    expect(bucketsFor(FACET_ROWS_MAX)).toBe(SAMPLE_BUCKETS);
  });

  it('reads enough buckets for twice the bound past it, at least one', () => {
    expect(bucketsFor(1_000_000)).toBe(
      Math.ceil((SAMPLE_BUCKETS * 2 * FACET_ROWS_MAX) / 1_000_000),
    );
    expect(bucketsFor(4 * FACET_ROWS_MAX)).toBe(SAMPLE_BUCKETS / 2);
    expect(bucketsFor(3 * FACET_ROWS_MAX)).toBe(683);
    expect(bucketsFor(1e12)).toBe(1);
  });
});

describe('walksSortIndex', () => {
  const listed = 1_000_000;
  const indexed = true;
  it('collects few matches, whatever the page', () => {
    expect(walksSortIndex({ matches: FACET_ROWS_MAX, listed, indexed, rows: 24 })).toBe(false);
  });

  it("walks for a common word's first page, collects for a deep one", () => {
    expect(walksSortIndex({ matches: 23_000, listed, indexed, rows: 24 })).toBe(true);
    expect(walksSortIndex({ matches: 23_000, listed, indexed, rows: 480 })).toBe(false);
    expect(walksSortIndex({ matches: listed, listed, indexed, rows: 100_000 })).toBe(true);
  });

  it("collects a word's matches from an index that holds every column unless the walk is far shorter", () => {
    const indexOnly = true;
    // "wordpress": 10,000 matches, against 2,400 entries walked for the first page.
    expect(walksSortIndex({ matches: 10_000, listed, indexed, rows: 24 })).toBe(true);
    expect(walksSortIndex({ matches: 10_000, listed, indexed, indexOnly, rows: 24 })).toBe(false);
    // "logo": 24,000 matches and 1,000 entries; "design": 160,000 and 150.
    expect(walksSortIndex({ matches: 24_000, listed, indexed, indexOnly, rows: 24 })).toBe(true);
    expect(walksSortIndex({ matches: 160_000, listed, indexed, indexOnly, rows: 24 })).toBe(true);
  });

  it('walks whenever no index would find the matches: collecting would read every gig', () => {
    expect(walksSortIndex({ matches: 6_000, listed, indexed: false, rows: 2_400 })).toBe(true);
  });
});

describe('walksSampleIndex', () => {
  const listed = 1_000_000;
  it("walks for a common word's sample: its buckets' share of the catalog is fewer entries than its matches", () => {
    const matches = 160_000;
    expect(walksSampleIndex({ matches, listed, indexed: true, buckets: bucketsFor(matches) })).toBe(
      true,
    );
  });

  it("collects a rare word's matches, which are far fewer than the share a sample would walk", () => {
    for (const matches of [10_000, 24_000, 4_000])
      expect(
        walksSampleIndex({ matches, listed, indexed: true, buckets: bucketsFor(matches) }),
      ).toBe(false);
  });

  it('walks whenever no index finds the matches', () => {
    expect(walksSampleIndex({ matches: 3_000, listed, indexed: false, buckets: 1024 })).toBe(true);
  });
});

describe('countsAgainExactly', () => {
  it('counts again, exactly, when a partial sample found few: the planner guessed far too many', () => {
    expect(countsAgainExactly(0, 40)).toBe(true);
    expect(countsAgainExactly(100, 40)).toBe(true);
  });

  it('keeps the estimate when the sample speaks for many, and never re-reads a whole read', () => {
    expect(countsAgainExactly(4_000, 40)).toBe(false);
    expect(countsAgainExactly(0, SAMPLE_BUCKETS)).toBe(false);
  });
});

describe('new gigs in Relevance', () => {
  it('places them third and sixth, or after the last proven gig when fewer are proven', () => {
    expect(newGigPlaces(2, 100)).toEqual([2, 5]);
    expect(newGigPlaces(1, 100)).toEqual([2]);
    expect(newGigPlaces(2, 3)).toEqual([2, 4]);
    expect(newGigPlaces(2, 1)).toEqual([1, 2]);
    expect(newGigPlaces(1, 0)).toEqual([0]);
    expect(newGigPlaces(0, 100)).toEqual([]);
  });

  it('cuts every page from the same order, whatever its size', () => {
    const proven = Array.from({ length: 9 }, (_, i) => i + 1);
    const fresh = [90, 91];
    const places = newGigPlaces(2, proven.length);
    const whole = withNewGigs(proven, fresh, places, { offset: 0, limit: 20 });
    expect(whole).toEqual([1, 2, 90, 3, 4, 91, 5, 6, 7, 8, 9]);
    for (const size of [1, 2, 3, 4, 8]) {
      const pages: number[] = [];
      for (let offset = 0; offset < whole.length; offset += size) {
        const page = { offset, limit: size };
        const stretch = provenStretch(page, places);
        const read = proven.slice(stretch.offset, stretch.offset + stretch.limit);
        pages.push(...withNewGigs(read, fresh, places, page));
      }
      expect(pages, `pages of ${size}`).toEqual(whole);
    }
  });
});
