import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pagePaths, pagePatterns } from '@giglane/contract/page-paths';
import { endpointOf, endpointUrl } from '../../lib/api/endpoint-url';
import { anna, wireOrderList, wireOrderRow } from '../../lib/api/wire-fixtures';
import { saveSession } from '../../lib/session';
import { stubFetch } from '../../testing/fetch-stub';
import { renderWithApp } from '../../testing/render';
import { Component as BuyerOrders } from './buyer-orders';

function showOrders(at: string) {
  saveSession('token-of-anna', anna);
  return renderWithApp(<BuyerOrders />, { path: pagePatterns.buyerOrders, at });
}

describe('My orders', () => {
  it("asks for the address's tab and page, and shows every tab with its count", async () => {
    const requests = stubFetch(() => ({
      content: {
        ...wireOrderList,
        pageIndex: 2,
        totalRow: 25,
        data: [{ ...wireOrderRow, late: true }],
      },
    }));
    showOrders(`${pagePaths.buyerOrders('late')}&page=2`);

    const rows = await screen.findByRole('list', { name: 'Late orders' });
    const tabs = within(screen.getByRole('navigation', { name: 'Order tabs' }));
    expect(
      tabs
        .getAllByRole('link')
        .map((tab) => [
          tab.textContent,
          tab.getAttribute('href'),
          tab.getAttribute('aria-current'),
        ]),
    ).toEqual([
      ['Active1', pagePaths.buyerOrders('active'), null],
      ['Late0', pagePaths.buyerOrders('late'), 'page'],
      ['Delivered2', pagePaths.buyerOrders('delivered'), null],
      ['Completed5', pagePaths.buyerOrders('completed'), null],
      ['Cancelled1', pagePaths.buyerOrders('cancelled'), null],
    ]);
    expect(requests.map(({ method, path }) => [endpointOf(method, path), path])).toEqual([
      [
        'listBuyerOrders',
        endpointUrl('listBuyerOrders', { query: { tab: 'late', pageIndex: 2, pageSize: 10 } }),
      ],
    ]);

    const row = within(rows).getByRole('listitem');
    expect(
      within(row).getByRole('link', { name: wireOrderRow.gig.title }).getAttribute('href'),
    ).toBe(pagePaths.order(123));
    expect(row.textContent).toContain('GL000123');
    expect(row.textContent).toContain('Huy Hoang');
    expect(row.textContent).toContain('US$150');
    expect(within(row).getByText('Late')).toBeDefined();
    // Three pages of ten: links keep the tab.
    expect(screen.getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe(
      '/orders?tab=late&page=3',
    );
  });

  it('says when a tab holds nothing', async () => {
    stubFetch(() => ({ content: { ...wireOrderList, totalRow: 0, data: [] } }));
    showOrders(pagePaths.buyerOrders('cancelled'));
    expect(await screen.findByText('No cancelled orders')).toBeDefined();
  });
});
