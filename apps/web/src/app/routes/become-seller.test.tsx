import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pagePaths } from '@giglane/contract/page-paths';
import { notices } from '@giglane/contract/ui-text';
import { endpointOf } from '../../lib/api/endpoint-url';
import { anna, wireSellerProfile } from '../../lib/api/wire-fixtures';
import { saveSession } from '../../lib/session';
import { stubFetch, type SentRequest, type StubReply } from '../../testing/fetch-stub';
import { expectFieldMessage } from '../../testing/field-message';
import { renderWithApp } from '../../testing/render';
import { Component as BecomeSeller } from './become-seller';

/** Anna before she sells: her account's name and skills, no headline, no languages yet. */
const annaProfile = {
  ...wireSellerProfile,
  id: anna.id,
  displayName: anna.name,
  headline: '',
  skills: ['Copywriting'],
  languages: [],
  country: '',
  sellerSince: null,
};

/** Anna, signed in, on /become-a-seller; the server answers a save with `saved`. */
async function openOnboarding(
  saved: StubReply = { content: { ...annaProfile, sellerSince: 'x' } },
) {
  saveSession('token-of-anna', anna);
  const requests = stubFetch(({ method, path }) =>
    endpointOf(method, path) === 'saveSellerProfile' ? saved : { content: annaProfile },
  );
  const app = renderWithApp(<BecomeSeller />, {
    path: pagePaths.becomeSeller(),
    routes: { [pagePaths.sellerGigs()]: <h1>My gigs</h1> },
  });
  const form = within(await screen.findByRole('form', { name: 'Become a seller' }));
  const field = (label: string) => form.getByLabelText(label);
  return { ...app, requests, form, field };
}

const saves = (requests: SentRequest[]) =>
  requests.filter(({ method, path }) => endpointOf(method, path) === 'saveSellerProfile');

describe('the become-a-seller page', () => {
  it('sends a visitor to sign in first, and back here after', async () => {
    stubFetch(() => ({ content: annaProfile }));
    const { router } = renderWithApp(<BecomeSeller />, {
      path: pagePaths.becomeSeller(),
      routes: { [pagePaths.login()]: <h1>Sign in</h1> },
    });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeDefined();
    expect(router.state.location.state).toEqual({ from: pagePaths.becomeSeller() });
    expect(screen.getByRole('status').textContent).toContain(notices.notLoggedIn);
  });

  it("starts from the account's name and skills, and checks every field with the contract's rules", async () => {
    const { user, requests, form, field } = await openOnboarding();
    expect((field('Display name') as HTMLInputElement).value).toBe(anna.name);
    expect(form.getByRole('list', { name: 'Your skills' }).textContent).toContain('Copywriting');

    await user.type(field('One-line description'), 'Too short');
    await user.click(form.getByRole('button', { name: 'Become a seller' }));
    await waitFor(() =>
      expectFieldMessage(field('One-line description'), 'Must be 10 to 120 characters'),
    );
    expectFieldMessage(field('Languages'), 'Must name at least one of your languages');
    expectFieldMessage(field('Country'), 'Must be 2 to 60 characters');
    expect(saves(requests)).toEqual([]);
  });

  it('adds and removes skills and languages as chips, then saves and opens the seller dashboard', async () => {
    const { user, requests, form, field } = await openOnboarding();
    await user.type(field('One-line description'), 'Copy that sells, written in plain English');
    await user.type(field('Skills'), 'SEO writing{Enter}Proofreading,');
    await user.click(form.getByRole('button', { name: 'Remove Proofreading' }));
    await user.type(field('Languages'), 'English{Enter}Vietnamese{Enter}');
    await user.type(field('Country'), 'Vietnam');
    await user.click(form.getByRole('button', { name: 'Become a seller' }));

    expect(await screen.findByRole('heading', { name: 'My gigs' })).toBeDefined();
    expect(saves(requests).map((request) => request.body)).toEqual([
      {
        displayName: anna.name,
        headline: 'Copy that sells, written in plain English',
        skills: ['Copywriting', 'SEO writing'],
        languages: ['English', 'Vietnamese'],
        country: 'Vietnam',
      },
    ]);
  });

  it('shows a rule the server refuses beside its field', async () => {
    const { user, form, field } = await openOnboarding({
      status: 400,
      content: 'displayName: must be 2 to 50 characters',
    });
    await user.type(field('One-line description'), 'Copy that sells, written in plain English');
    await user.type(field('Languages'), 'English{Enter}');
    await user.type(field('Country'), 'Vietnam');
    await user.click(form.getByRole('button', { name: 'Become a seller' }));
    await waitFor(() => expectFieldMessage(field('Display name'), 'Must be 2 to 50 characters'));
    expect(screen.queryByRole('heading', { name: 'My gigs' })).toBeNull();
  });
});
