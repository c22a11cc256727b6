import { useMemo } from 'react';
import type { MenuEntry } from '@giglane/contract/categories';
import { useMenu } from '../../../components/site-header/use-menu';
import { POPULAR_COUNT, POPULAR_PICKS } from '../landing-content';

export type PopularService = {
  /** The detail type's id: the tile opens /categories/{id}. */
  id: number;
  name: string;
  tagline: string;
  /** The picture of the group the detail type belongs to. */
  picture: string;
};

/**
 * The popular-services tiles: the featured detail types found in the menu, topped up with other
 * detail types (one per group, in menu order) when an admin removed or renamed a featured one.
 */
export function popularServices(
  menu: readonly MenuEntry[],
  count = POPULAR_COUNT,
): PopularService[] {
  const groups = menu.flatMap((type) => type.dsNhomChiTietLoai.map((group) => ({ type, group })));
  const byName = new Map<string, PopularService>();
  for (const { group } of groups)
    for (const detail of group.dsChiTietLoai)
      if (!byName.has(detail.tenChiTiet))
        byName.set(detail.tenChiTiet, {
          id: detail.id,
          name: detail.tenChiTiet,
          tagline: '',
          picture: group.hinhAnh,
        });

  const tiles: PopularService[] = [];
  const used = new Set<number>();
  for (const pick of POPULAR_PICKS) {
    const found = byName.get(pick.detail);
    if (!found || used.has(found.id)) continue;
    tiles.push({ ...found, tagline: pick.tagline });
    used.add(found.id);
  }
  for (const { type, group } of groups) {
    if (tiles.length >= count) break;
    const detail = group.dsChiTietLoai.find((candidate) => !used.has(candidate.id));
    if (!detail) continue;
    tiles.push({
      id: detail.id,
      name: detail.tenChiTiet,
      tagline: type.tenLoaiCongViec,
      picture: group.hinhAnh,
    });
    used.add(detail.id);
  }
  return tiles.slice(0, count);
}

export function usePopularServices() {
  const { data, isPending, isError, refetch } = useMenu();
  const tiles = useMemo(() => (data ? popularServices(data) : undefined), [data]);
  return { tiles, isPending, isError, refetch };
}
