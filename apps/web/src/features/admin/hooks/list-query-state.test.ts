import { describe, expect, it } from 'vitest';
import { listPageHref, readListQuery, writeListQuery } from './list-query-state';

const sortable = ['name', 'email'] as const;
const read = (query: string) => readListQuery(new URLSearchParams(query), sortable);

describe('readListQuery', () => {
  it('reads the page, size, keyword and sort of an address', () => {
    expect(read('page=3&size=20&keyword=%20logo%20&sort=email&order=desc')).toEqual({
      page: 3,
      size: 20,
      keyword: 'logo',
      sortBy: 'email',
      sortOrder: 'desc',
    });
  });

  it('reads anything else than a listed sort or a positive whole number as the default', () => {
    expect(read('page=-2&size=15&sort=password&order=sideways')).toEqual({
      page: 1,
      size: 10,
      keyword: '',
      sortBy: undefined,
      sortOrder: 'asc',
    });
    expect(read('page=2.5').page).toBe(1);
    expect(read('page=abc').page).toBe(1);
  });
});

describe('writeListQuery', () => {
  const query = read('page=4&size=20&keyword=logo&sort=name&order=desc');

  it('starts again at page 1 on a new keyword, size or sort', () => {
    expect(writeListQuery(query, { keyword: 'web' }).toString()).toBe(
      'size=20&keyword=web&sort=name&order=desc',
    );
    expect(writeListQuery(query, { size: 50 }).get('page')).toBeNull();
    expect(writeListQuery(query, { sortBy: 'email', sortOrder: 'asc' }).toString()).toBe(
      'size=20&keyword=logo&sort=email',
    );
  });

  it('keeps the rest on a change of page', () => {
    expect(writeListQuery(query, { page: 5 }).toString()).toBe(
      'page=5&size=20&keyword=logo&sort=name&order=desc',
    );
  });

  it("drops the sort and its order when asked for the server's order", () => {
    expect(writeListQuery(query, { sortBy: null }).toString()).toBe('size=20&keyword=logo');
  });

  it('leaves defaults out of the address', () => {
    expect(writeListQuery(read(''), { page: 1, size: 10, keyword: '' }).toString()).toBe('');
  });

  it("keeps a screen's own filter, and only that, from the address it changes", () => {
    const current = new URLSearchParams('state=delivered&page=4&size=20&keyword=logo');
    expect(writeListQuery(query, { keyword: 'web' }, current).toString()).toBe(
      'state=delivered&size=20&keyword=web&sort=name&order=desc',
    );
  });
});

describe('listPageHref', () => {
  const params = new URLSearchParams('size=20&keyword=logo&page=3');

  it('changes only the page', () => {
    expect(listPageHref('/admin/manageuser', params, 4)).toBe(
      '/admin/manageuser?size=20&keyword=logo&page=4',
    );
  });

  it('leaves page 1 out of the address', () => {
    expect(listPageHref('/admin/manageuser', params, 1)).toBe(
      '/admin/manageuser?size=20&keyword=logo',
    );
    expect(listPageHref('/admin/manageuser', new URLSearchParams('page=2'), 1)).toBe(
      '/admin/manageuser',
    );
  });
});
