import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../testing/render';
import { CountTabs, type CountTab } from './count-tabs';

const tabs: CountTab<'active' | 'late' | 'done'>[] = [
  { name: 'active', label: 'Active', count: 3 },
  { name: 'late', label: 'Late', count: 1, alert: true },
  { name: 'done', label: 'Done', count: 0 },
];

function Filter() {
  const [current, setCurrent] = useState<'active' | 'late' | 'done'>('active');
  return (
    <>
      <CountTabs label="Show by status" tabs={tabs} current={current} onSelect={setCurrent} />
      <p>Showing {current}</p>
    </>
  );
}

describe('count tabs', () => {
  it('as links: each tab goes to its address, the current one marked, with its count', async () => {
    const { user, router } = renderWithApp(
      <CountTabs
        label="Order tabs"
        tabs={tabs}
        current="active"
        hrefOf={(name) => `/o?tab=${name}`}
      />,
      { path: '/o' },
    );
    const nav = within(screen.getByRole('navigation', { name: 'Order tabs' }));
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Active3',
      'Late1',
      'Done0',
    ]);
    expect(nav.getByRole('link', { current: 'page' }).textContent).toBe('Active3');
    // A late order asks for attention; a count of nothing does not.
    expect(nav.getByText('1').className).toContain('bg-rose-100');
    await user.click(nav.getByRole('link', { name: /Late/ }));
    expect(router.state.location.search).toBe('?tab=late');
  });

  it('without counts yet: the tabs alone', () => {
    renderWithApp(
      <CountTabs
        label="Order tabs"
        tabs={tabs.map(({ name, label }) => ({ name, label }))}
        current="late"
        hrefOf={(name) => `/o?tab=${name}`}
      />,
    );
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Active',
      'Late',
      'Done',
    ]);
  });

  it('as toggle buttons: pressing one filters in place', async () => {
    const { user } = renderWithApp(<Filter />);
    const group = within(screen.getByRole('group', { name: 'Show by status' }));
    expect(group.getByRole('button', { name: 'Active (3)' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await user.click(group.getByRole('button', { name: 'Done (0)' }));
    expect(screen.getByText('Showing done')).toBeDefined();
    expect(group.getByRole('button', { name: 'Done (0)' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(group.getByRole('button', { name: 'Active (3)' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
  });
});
