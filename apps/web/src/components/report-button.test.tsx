import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notices } from '@giglane/contract/ui-text';
import { endpointOf } from '../lib/api/endpoint-url';
import { anna } from '../lib/api/wire-fixtures';
import { saveSession } from '../lib/session';
import { stubFetch } from '../testing/fetch-stub';
import { renderWithApp } from '../testing/render';
import { ReportButton } from './report-button';

const made = {
  id: 1,
  targetType: 'gig',
  targetId: 5,
  reason: 'scam',
  details: 'Asks for crypto',
  status: 'open',
  createdAt: '2026-11-28T10:00:00.000Z',
};

describe('the Report button', () => {
  it('asks for a reason before sending, then sends the report and closes', async () => {
    saveSession('token-of-anna', anna);
    const requests = stubFetch(() => ({ status: 201, content: made }));
    const { user } = renderWithApp(<ReportButton type="gig" id={5} label="Report this gig" />);
    await user.click(screen.getByRole('button', { name: 'Report this gig' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this gig' });

    await user.click(within(dialog).getByRole('button', { name: 'SEND REPORT' }));
    await within(dialog).findByText('Choose a reason.');
    expect(requests).toEqual([]);

    await user.click(within(dialog).getByLabelText('Fraud or scam'));
    await user.type(within(dialog).getByLabelText(/Anything we should know/), 'Asks for crypto');
    await user.click(within(dialog).getByRole('button', { name: 'SEND REPORT' }));
    await screen.findByText('Thanks: our Trust & Safety team will look at your report.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requests.map((request) => endpointOf(request.method, request.path))).toEqual([
      'createReport',
    ]);
    expect(requests[0]!.body).toEqual({
      targetType: 'gig',
      targetId: 5,
      reason: 'scam',
      details: 'Asks for crypto',
    });
  });

  it("shows the server's refusal of a second open report in the dialog", async () => {
    saveSession('token-of-anna', anna);
    const refusal = 'You already reported this: an admin will look at your report first.';
    stubFetch(() => ({ status: 409, content: refusal }));
    const { user } = renderWithApp(<ReportButton type="review" id={9} label="Report the review" />);
    await user.click(screen.getByRole('button', { name: 'Report the review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this review' });
    await user.click(within(dialog).getByLabelText('Spam or misleading'));
    await user.click(within(dialog).getByRole('button', { name: 'SEND REPORT' }));
    await within(dialog).findByText(refusal);
  });

  it('sends a visitor to sign in first', async () => {
    const { user, router } = renderWithApp(<ReportButton type="user" id={3} label="Report Ann" />, {
      path: '/seller/:id',
      at: '/seller/3',
      routes: { '/login': <p>Sign in page</p> },
    });
    await user.click(screen.getByRole('button', { name: 'Report Ann' }));
    await screen.findByText('Sign in page');
    screen.getByText(notices.notLoggedIn);
    expect(router.state.location.state).toEqual({ from: '/seller/3' });
  });
});
