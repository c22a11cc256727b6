import { describe, expect, it } from 'vitest';
import { estimateOf, KEYWORD_WORDS_MAX, keywordWords, SAMPLE_BUCKETS } from './search-rules';

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
