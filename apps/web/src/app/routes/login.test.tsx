import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { serverText } from '@giglane/contract/server-text';
import { notices, validationTexts } from '@giglane/contract/ui-text';
import type { SigninReply } from '@giglane/contract/users';
import { endpointUrl } from '../../lib/api/endpoint-url';
import { SESSION_KEYS } from '../../lib/session';
import { stubFetch, type StubReply } from '../../testing/fetch-stub';
import { expectFieldMessage, expectNoFieldMessage } from '../../testing/field-message';
import { anna } from '../../lib/api/wire-fixtures';
import { renderWithApp } from '../../testing/render';
import { Component as LoginPage } from './login';

const m = validationTexts.login;
const signedIn: SigninReply = { user: anna, token: 'token-of-anna' };

/**
 * The login page on /login, with a server that answers `reply`. A successful sign-in leaves with a
 * full page load (window.location.assign), which jsdom cannot do: the test records it instead.
 */
async function openLogin({
  reply = { content: signedIn },
  from,
}: { reply?: StubReply; from?: string } = {}) {
  const assign = vi.fn<(url: string) => void>();
  vi.stubGlobal('location', { assign });
  const requests = stubFetch(() => reply);
  const { user } = renderWithApp(<LoginPage />, {
    path: '/login',
    at: { pathname: '/login', state: from ? { from } : null },
  });
  const email = await screen.findByLabelText('Email');
  const password = screen.getByLabelText('Password');
  const submit = screen.getByRole('button', { name: 'Login' });
  return { user, requests, assign, email, password, submit };
}

/** Replaces what the field holds with `value` (an empty value just clears it). */
async function fill(user: UserEvent, input: HTMLElement, value: string) {
  await user.clear(input);
  if (value) await user.type(input, value);
}

describe('login form', () => {
  it('requires an email: "Email cannot be blank" beside an empty one, nothing sent until one is typed', async () => {
    const { user, requests, email, password, submit } = await openLogin();
    await fill(user, password, 'secret12');

    await user.click(submit);
    await waitFor(() => expectFieldMessage(email, m.emailRequired));
    expect(requests).toEqual([]);

    await fill(user, email, 'anna@example.com');
    await waitFor(() => expectNoFieldMessage(email, m.emailRequired));
    await user.click(submit);
    await waitFor(() => expect(requests).toHaveLength(1));
  });

  it.each(['anna@', 'anna.example.com', 'anna@example com'])(
    'refuses the malformed email "%s" with "Email is invalid"',
    async (bad) => {
      const { user, requests, email, password, submit } = await openLogin();
      await fill(user, password, 'secret12');
      await fill(user, email, bad);

      await user.click(submit);
      await waitFor(() => expectFieldMessage(email, m.emailInvalid));
      expect(requests).toEqual([]);

      await fill(user, email, 'anna@example.com');
      await waitFor(() => expectNoFieldMessage(email, m.emailInvalid));
      await user.click(submit);
      await waitFor(() => expect(requests).toHaveLength(1));
    },
  );

  it.each([
    ['empty', ''],
    ['only spaces', '   '],
  ])('requires a password: "Password cannot be blank!" when it is %s', async (_case, blank) => {
    const { user, requests, email, password, submit } = await openLogin();
    await fill(user, email, 'anna@example.com');
    await fill(user, password, blank);

    await user.click(submit);
    await waitFor(() => expectFieldMessage(password, m.passwordRequired));
    expect(requests).toEqual([]);

    // The password is trimmed: spaces around it are not sent.
    await fill(user, password, '  secret12 ');
    await waitFor(() => expectNoFieldMessage(password, m.passwordRequired));
    await user.click(submit);
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.body).toEqual({ email: 'anna@example.com', password: 'secret12' });
  });

  it('shows both messages at once when both fields are empty', async () => {
    const { user, requests, email, password, submit } = await openLogin();
    await user.click(submit);
    await waitFor(() => {
      expectFieldMessage(email, m.emailRequired);
      expectFieldMessage(password, m.passwordRequired);
    });
    expect(requests).toEqual([]);
  });

  it('signs in with the trimmed email and password, stores the session and loads /home', async () => {
    const { user, requests, assign, email, password, submit } = await openLogin();
    await fill(user, email, '  anna@example.com ');
    await fill(user, password, 'secret12');
    await user.click(submit);

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/home'));
    expect(requests).toEqual([
      {
        method: 'POST',
        path: endpointUrl('signIn'),
        body: { email: 'anna@example.com', password: 'secret12' },
      },
    ]);
    expect(localStorage.getItem(SESSION_KEYS.token)).toBe('token-of-anna');
    expect(localStorage.getItem(SESSION_KEYS.userId)).toBe(String(anna.id));
    expect(JSON.parse(localStorage.getItem(SESSION_KEYS.user) ?? 'null')).toEqual(anna);
  });

  it('goes back to the page that sent the visitor to sign in', async () => {
    const { user, assign, email, password, submit } = await openLogin({ from: '/jobdetail/12' });
    await fill(user, email, 'anna@example.com');
    await fill(user, password, 'secret12');
    await user.click(submit);

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/jobdetail/12'));
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('says "Login failed, username or password is incorrect" when the server refuses, and stays signed out', async () => {
    const { user, requests, assign, email, password, submit } = await openLogin({
      reply: { status: 400, content: serverText.wrongCredentials },
    });
    await fill(user, email, 'anna@example.com');
    await fill(user, password, 'wrong1');
    await user.click(submit);

    expect(await within(screen.getByRole('status')).findByText(notices.loginFailed)).toBeTruthy();
    expect(requests).toHaveLength(1);
    expect(assign).not.toHaveBeenCalled();
    expect(localStorage.getItem(SESSION_KEYS.token)).toBeNull();
    expect((submit as HTMLButtonElement).disabled).toBe(false);
  });
});
