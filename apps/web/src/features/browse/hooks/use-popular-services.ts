import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { categoryQueries, type MenuEntry } from '../../../lib/api/categories';
import { POPULAR_COUNT, POPULAR_PICKS } from '../landing-content';

export type PopularService = {
  /** The subcategory's id: the tile opens /categories/{id}. */
  id: number;
  name: string;
  tagline: string;
  /** The picture of the group the subcategory belongs to. */
  picture: string;
};

/**
 * The popular-services tiles: the featured subcategories found in the menu, topped up with other
 * subcategories (one per group, in menu order) when an admin removed or renamed a featured one.
 */
export function popularServices(
  menu: readonly MenuEntry[],
  count = POPULAR_COUNT,
): PopularService[] {
  const groups = menu.flatMap((category) => category.groups.map((group) => ({ category, group })));
  const byName = new Map<string, PopularService>();
  for (const { group } of groups)
    for (const subcategory of group.subcategories)
      if (!byName.has(subcategory.name))
        byName.set(subcategory.name, {
          id: subcategory.id,
          name: subcategory.name,
          tagline: '',
          picture: group.image,
        });

  const tiles: PopularService[] = [];
  const used = new Set<number>();
  for (const pick of POPULAR_PICKS) {
    const found = byName.get(pick.subcategory);
    if (!found || used.has(found.id)) continue;
    tiles.push({ ...found, tagline: pick.tagline });
    used.add(found.id);
  }
  for (const { category, group } of groups) {
    if (tiles.length >= count) break;
    const subcategory = group.subcategories.find((candidate) => !used.has(candidate.id));
    if (!subcategory) continue;
    tiles.push({
      id: subcategory.id,
      name: subcategory.name,
      tagline: category.name,
      picture: group.image,
    });
    used.add(subcategory.id);
  }
  return tiles.slice(0, count);
}

export function usePopularServices() {
  const { data, isPending, isError, refetch } = useQuery(categoryQueries.menu());
  const tiles = useMemo(() => (data ? popularServices(data) : undefined), [data]);
  return { tiles, isPending, isError, refetch };
}
