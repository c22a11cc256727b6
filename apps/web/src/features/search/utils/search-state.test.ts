import { describe, expect, it } from 'vitest';
import {
  EMPTY_FILTERS,
  hasFilters,
  readSearchState,
  searchRequest,
  withFilters,
  writeSearchState,
} from './search-state';

const read = (query: string) => readSearchState(new URLSearchParams(query));

describe('readSearchState', () => {
  it('reads every filter of an address', () => {
    expect(
      read(
        'category=3,1&style=minimal,%20bold&sellerLevel=2&minPrice=10&maxPrice=50&deliveryDays=3&pro=true&local=true&online=true&sort=newest&page=4',
      ),
    ).toEqual({
      subcategories: [3, 1],
      styles: ['minimal', 'bold'],
      sellerLevels: [2],
      minPrice: 10,
      maxPrice: 50,
      deliveryDays: 3,
      pro: true,
      local: true,
      online: true,
      sort: 'newest',
      page: 4,
    });
  });

  it('reads an empty address as no filter, sorted by relevance, on page 1', () => {
    expect(read('')).toEqual({ ...EMPTY_FILTERS, sort: 'relevance', page: 1 });
  });

  it('drops hand-edited values that cannot be right', () => {
    const state = read(
      'category=abc,0,2,2&sellerLevel=9,1&minPrice=-5&deliveryDays=61&pro=yes&sort=cheapest&page=abc',
    );
    expect(state).toMatchObject({
      subcategories: [2],
      sellerLevels: [1],
      minPrice: undefined,
      deliveryDays: undefined,
      pro: false,
      sort: 'relevance',
      page: 1,
    });
  });

  it('swaps a lowest price above the highest', () => {
    expect(read('minPrice=90&maxPrice=20')).toMatchObject({ minPrice: 20, maxPrice: 90 });
  });
});

describe('writeSearchState', () => {
  it('writes back what it reads, defaults left out', () => {
    const query =
      'category=3%2C1&style=minimal&sellerLevel=2&minPrice=10&pro=true&sort=newest&page=4';
    expect(writeSearchState(read(query)).toString()).toBe(query);
    expect(writeSearchState(read('sort=relevance&page=1&pro=false')).toString()).toBe('');
  });
});

describe('withFilters and hasFilters', () => {
  it('a change of filter starts again at page 1', () => {
    const state = withFilters(read('page=7&sort=newest'), { pro: true });
    expect(state).toMatchObject({ pro: true, page: 1, sort: 'newest' });
    expect(hasFilters(state)).toBe(true);
  });

  it('a sort or a page alone is no filter', () => {
    expect(hasFilters(read('sort=newest&page=3'))).toBe(false);
  });
});

describe('searchRequest', () => {
  it('asks the API for a page of a keyword, with the filters', () => {
    expect(searchRequest({ keyword: 'logo' }, read('pro=true&page=2'), 12)).toEqual({
      ...EMPTY_FILTERS,
      pro: true,
      keyword: 'logo',
      sort: 'relevance',
      page: 2,
      pageSize: 12,
    });
  });

  it('asks the API for a page of a subcategory', () => {
    expect(searchRequest({ subcategoryId: 5 }, read(''), 12)).toEqual({
      ...EMPTY_FILTERS,
      subcategoryId: 5,
      sort: 'relevance',
      page: 1,
      pageSize: 12,
    });
  });
});
