import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { endpointOf } from '../../../lib/api/endpoint-url';
import type { SellerLevelStanding } from '../../../lib/api/sellers';
import { anna, wireSellerLevel } from '../../../lib/api/wire-fixtures';
import { saveSession } from '../../../lib/session';
import { stubFetch } from '../../../testing/fetch-stub';
import { renderWithApp } from '../../../testing/render';
import { LevelCard } from './level-card';

/** The dashboard's level card, with the server answering the seller's standing. */
function showCard(standing: SellerLevelStanding) {
  const requests = stubFetch((request) =>
    endpointOf(request.method, request.path) === 'getSellerLevel'
      ? { content: standing }
      : { status: 404, content: 'Not found' },
  );
  saveSession('token-of-anna', anna);
  renderWithApp(<LevelCard />);
  return requests;
}

/** Each requirement as the card lists it: its label, what the seller has / what it asks, and its bar. */
async function requirementsShown() {
  const card = await screen.findByRole('region', { name: /Level 1|New seller|Top Rated/ });
  return within(card)
    .queryAllByRole('listitem')
    .map((item) => ({
      text: item.textContent?.replace(/\s+/g, ' ').trim(),
      progress: within(item).getByRole('progressbar').getAttribute('aria-valuenow'),
    }));
}

describe("the seller dashboard's level card", () => {
  it("shows the seller's level and each of the next level's requirements with their progress", async () => {
    const requests = showCard(wireSellerLevel);
    expect(await screen.findByRole('heading', { name: 'Level 1' })).toBeDefined();
    expect(screen.getByText('Next: Level 2')).toBeDefined();
    expect(await requirementsShown()).toEqual([
      { text: 'Completed orders20 / 50', progress: '40' },
      { text: 'Delivered on time95% / 90%', progress: '100' },
      { text: 'Rating4.8 / 4.6', progress: '100' },
      { text: 'Response time5 h / within 12 h', progress: '100' },
      { text: 'Days on Giglane130 / 120', progress: '100' },
    ]);
    expect(
      requests.filter(({ method, path }) => endpointOf(method, path) === 'getSellerLevel'),
    ).toHaveLength(1);
  });

  it('says what a new seller has nothing of yet', async () => {
    showCard({
      level: 0,
      name: 'New seller',
      next: {
        level: 1,
        name: 'Level 1',
        requirements: [
          { key: 'completedOrders', required: 10, current: 0, met: false },
          { key: 'onTimeRate', required: 0.9, current: null, met: false },
          { key: 'rating', required: 4.5, current: null, met: false },
          { key: 'responseHours', required: 24, current: 30, met: false },
          { key: 'accountAgeDays', required: 60, current: 12, met: false },
        ],
      },
    });
    expect(await screen.findByRole('heading', { name: 'New seller' })).toBeDefined();
    expect(screen.getByText('Next: Level 1')).toBeDefined();
    expect(await requirementsShown()).toEqual([
      { text: 'Completed orders0 / 10', progress: '0' },
      { text: 'Delivered on time— / 90%', progress: '0' },
      { text: 'Rating— / 4.5', progress: '0' },
      // A slow answer counts down towards the limit.
      { text: 'Response time30 h / within 24 h', progress: '80' },
      { text: 'Days on Giglane12 / 60', progress: '20' },
    ]);
  });

  it('names the top level and asks for nothing more', async () => {
    showCard({ level: 3, name: 'Top Rated', next: null });
    expect(await screen.findByRole('heading', { name: 'Top Rated' })).toBeDefined();
    expect(screen.getByText('The top level: keep it by keeping your record.')).toBeDefined();
    expect(await requirementsShown()).toEqual([]);
  });
});
