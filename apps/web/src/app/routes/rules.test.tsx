import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pagePaths, pagePatterns } from '@giglane/contract/page-paths';
import type { PaymentSettings } from '@giglane/contract/payments';
import type { MarketplaceSettings } from '@giglane/contract/settings';
import { SiteFooter } from '../../components/site-footer';
import { endpointOf } from '../../lib/api/endpoint-url';
import { wireOffSettings, wireTestSettings } from '../../lib/api/payment-fixtures';
import { stubFetch } from '../../testing/fetch-stub';
import { renderWithApp } from '../../testing/render';
import { Component as RulesRoute } from './rules';

const market: MarketplaceSettings = {
  reviews: 'open',
  maxDeliveryFileBytes: 250_000_000,
  autoCompleteAfterSeconds: 3 * 86_400,
  cancellationAnswerSeconds: 2 * 86_400,
  reviewWindowSeconds: 10 * 86_400,
  sellerLevels: [
    {
      level: 1,
      name: 'Level 1',
      completedOrders: 10,
      onTimeRate: 0.9,
      rating: 4.5,
      responseHours: 24,
      accountAgeDays: 60,
    },
  ],
  socialLinks: [],
};

function serve(settings: { market?: MarketplaceSettings; money?: PaymentSettings } = {}) {
  stubFetch(({ method, path }) => {
    switch (endpointOf(method, path)) {
      case 'getSettings':
        return { content: settings.market ?? market };
      case 'getPaymentSettings':
        return { content: settings.money ?? wireTestSettings };
      default:
        return { status: 404, content: 'Not found' };
    }
  });
}

const article = async () => within(await screen.findByRole('article'));

describe('the pages that say the rules', () => {
  it("write the server's own fees and delays, and change when the settings do", async () => {
    serve();
    const first = renderWithApp(<RulesRoute />, { path: pagePatterns.help });
    const help = await article();
    expect(await help.findByText(/a service fee of 5.5% of the price/)).toBeDefined();
    expect(help.getByText(/plus US\$2.50 on orders under US\$50.00/)).toBeDefined();
    expect(help.getByText(/accepted for you 3 days after it arrives/)).toBeDefined();
    expect(help.getByText(/commission of 20% of each order/)).toBeDefined();
    expect(help.getByText(/available 14 days after the order is completed/)).toBeDefined();
    expect(help.getByText(/files of up to 250 MB/)).toBeDefined();
    first.unmount();

    serve({
      market: { ...market, reviews: 'orders', autoCompleteAfterSeconds: 12 * 3_600 },
      money: { ...wireTestSettings, serviceFeePercent: 7.25, smallOrderFee: 0 },
    });
    renderWithApp(<RulesRoute />, { path: pagePatterns.help });
    const changed = await article();
    expect(await changed.findByText(/a service fee of 7.25% of the price/)).toBeDefined();
    expect(changed.queryByText(/on orders under/)).toBeNull();
    expect(changed.getByText(/accepted for you 12 hours after it arrives/)).toBeDefined();
    expect(
      changed.getByText(/Only a buyer whose order of a gig is completed may review it/),
    ).toBeDefined();
  });

  it('say that payment is arranged with the seller when payments are off, with no fees', async () => {
    serve({ money: wireOffSettings });
    renderWithApp(<RulesRoute />, {
      path: pagePatterns.terms,
    });
    const terms = await article();
    expect(await terms.findByText(/takes no payments and charges no fees/)).toBeDefined();
    expect(terms.queryByText(/service fee/)).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeDefined();
  });

  it('list all six pages in their menu, the current one marked', async () => {
    serve();
    renderWithApp(<RulesRoute />, { path: pagePatterns.privacy });
    const menu = within(screen.getByRole('navigation', { name: 'How Giglane works' }));
    const links = menu.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/help',
      '/buying',
      '/selling',
      '/trust-and-safety',
      '/terms',
      '/privacy',
    ]);
    expect(menu.getByRole('link', { name: 'Privacy Policy' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(
      await (await article()).findByText(/sets no advertising or tracking cookies/),
    ).toBeDefined();
  });
});

describe('the footer', () => {
  it('links only to real pages, and to social networks only when they are configured', async () => {
    serve();
    const first = renderWithApp(<SiteFooter />);
    // The groups of links (the logo beside them goes home, as everywhere).
    const hrefs = screen
      .getAllByRole('region')
      .flatMap((group) => within(group).getAllByRole('link'))
      .map((link) => link.getAttribute('href'));
    const pages = ['/help', '/buying', '/selling', '/trust-and-safety', '/terms', '/privacy'];
    for (const page of pages) expect(hrefs).toContain(page);
    // Nothing leads back to the home page pretending to be a page of its own.
    expect(hrefs.filter((href) => href === pagePaths.home())).toEqual([]);
    expect(screen.queryByRole('link', { name: /Giglane on/ })).toBeNull();
    first.unmount();

    serve({
      market: { ...market, socialLinks: [{ network: 'linkedin', url: 'https://linkedin.com/g' }] },
    });
    renderWithApp(<SiteFooter />);
    const social = await screen.findByRole('link', { name: 'Giglane on LinkedIn' });
    expect(social.getAttribute('href')).toBe('https://linkedin.com/g');
  });
});
