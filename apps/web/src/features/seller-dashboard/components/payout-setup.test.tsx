import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { endpointOf } from '../../../lib/api/endpoint-url';
import type { PayoutAccount } from '../../../lib/api/payments';
import { anna } from '../../../lib/api/wire-fixtures';
import { saveSession } from '../../../lib/session';
import { stubFetch } from '../../../testing/fetch-stub';
import { renderWithApp } from '../../../testing/render';
import { PayoutSetup } from './earnings-page';

/** A server taking payments through Stripe, the seller's payouts as `account` says. */
function stubServer(account: PayoutAccount) {
  return stubFetch((request) => {
    const endpoint = endpointOf(request.method, request.path);
    if (endpoint === 'getPayoutAccount') return { content: account };
    if (endpoint === 'startPayoutOnboarding')
      return { status: 502, content: 'payment provider: Stripe answered api_error; try again' };
    return { status: 404, content: 'Not found' };
  });
}

function showSetup() {
  saveSession('token-of-anna', anna);
  return renderWithApp(<PayoutSetup />);
}

describe("the Earnings page's payouts with Stripe", () => {
  it('offers to set up payouts until Stripe enables them, and shows why a start failed', async () => {
    const requests = stubServer({ mode: 'stripe', connected: false, payoutsEnabled: false });
    const { user } = showSetup();
    expect(await screen.findByText(/Set up your payouts to withdraw/)).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Set up payouts' }));
    // Stripe's failure is the server's 502: the page says so in its own words.
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Stripe could not be reached: try again.',
    );
    expect(
      requests.filter(({ method, path }) => endpointOf(method, path) === 'startPayoutOnboarding'),
    ).toHaveLength(1);
  });

  it('asks to continue an account Stripe has not enabled yet', async () => {
    stubServer({ mode: 'stripe', connected: true, payoutsEnabled: false });
    showSetup();
    expect(await screen.findByRole('button', { name: 'Continue payout setup' })).toBeDefined();
  });

  it('says where withdrawals go once Stripe enabled the account', async () => {
    stubServer({ mode: 'stripe', connected: true, payoutsEnabled: true });
    showSetup();
    expect(
      await screen.findByText('Your withdrawals are paid to your Stripe account.'),
    ).toBeDefined();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
