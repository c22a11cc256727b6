import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { MenuEntry } from '../../../lib/api/categories';
import { CategoryBanner } from './category-banner';
import { ExploreGroups } from './explore-groups';

// A group an admin made without a picture beside one with a picture.
const category: MenuEntry = {
  id: 1,
  name: 'Graphics & Design',
  groups: [
    {
      id: 1,
      name: 'Logo & Brand Identity',
      image: '',
      categoryId: 1,
      subcategories: [{ id: 1, name: 'Logos' }],
    },
    {
      id: 2,
      name: 'Art & Illustration',
      image: '/images/art.jpg',
      categoryId: 1,
      subcategories: [{ id: 2, name: 'Portraits' }],
    },
  ],
};

const sources = (container: HTMLElement) =>
  [...container.querySelectorAll('img')].map((picture) => picture.getAttribute('src'));

describe("a category's pictures", () => {
  it('leave out the picture of a group that has none, in the banner and the groups', () => {
    const banner = render(
      <CategoryBanner category={category} serviceCount={3} onHowItWorks={() => {}} />,
    );
    expect(sources(banner.container)).toEqual(['/images/art.jpg']);
    banner.unmount();
    const groups = render(
      <MemoryRouter>
        <ExploreGroups category={category} />
      </MemoryRouter>,
    );
    expect(sources(groups.container)).toEqual(['/images/art.jpg']);
    expect(groups.getByRole('heading', { name: 'Logo & Brand Identity' })).toBeDefined();
  });
});
