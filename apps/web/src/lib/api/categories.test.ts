import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { categoryBody, menuEntry } from '@giglane/contract/categories';
import { stubFetch } from '../../testing/fetch-stub';
import { endpointUrl } from './endpoint-url';
import { categoryFromWire, categoryQueries, categoryToWire, menuEntryFromWire } from './categories';
import { wireMenu } from './wire-fixtures';

describe('the category mappers', () => {
  it('read a menu entry of the contract: the category, its groups and their subcategories', () => {
    const [entry] = wireMenu;
    expect(menuEntry.parse(entry)).toEqual(entry);
    expect(menuEntryFromWire(entry!)).toEqual({
      id: 1,
      name: 'Graphics & Design',
      groups: [
        {
          id: 146,
          name: 'Logo & Brand Identity',
          image: 'http://127.0.0.1:4173/images/group-ec5a3460734d.webp',
          categoryId: 1,
          subcategories: [
            { id: 1, name: 'Logo Design' },
            { id: 2, name: 'Brand Style Guides' },
          ],
        },
      ],
    });
  });

  it('write a category back as the body its endpoints take', () => {
    const wire = { id: 3, tenLoaiCongViec: 'Music & Audio' };
    expect(categoryToWire(categoryFromWire(wire))).toEqual(wire);
    expect(categoryBody.safeParse(categoryToWire({ name: 'Data' })).success).toBe(true);
  });
});

describe('categoryQueries', () => {
  it('answer a category menu entry, or null for a category the API does not have', async () => {
    const requests = stubFetch(({ path }) => ({ content: path.endsWith('/1') ? wireMenu : [] }));
    const client = new QueryClient();
    expect(await client.fetchQuery(categoryQueries.menuEntry(1))).toEqual(
      menuEntryFromWire(wireMenu[0]!),
    );
    expect(await client.fetchQuery(categoryQueries.menuEntry(5))).toBeNull();
    expect(requests.map((request) => request.path)).toEqual([
      endpointUrl('getCategoryMenuEntry', { params: { MaLoaiCongViec: 1 } }),
      endpointUrl('getCategoryMenuEntry', { params: { MaLoaiCongViec: 5 } }),
    ]);
  });

  it('take a group where a subcategory was asked for as a subcategory not found', async () => {
    const group = wireMenu[0]!.dsNhomChiTietLoai[0]!;
    stubFetch(({ path }) => ({
      content: path.endsWith('/1') ? group.dsChiTietLoai[0] : group,
    }));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    expect(await client.fetchQuery(categoryQueries.subcategory(1))).toEqual({
      id: 1,
      name: 'Logo Design',
    });
    await expect(client.fetchQuery(categoryQueries.subcategory(146))).rejects.toMatchObject({
      status: 404,
    });
  });
});
