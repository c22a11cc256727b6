import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { serverText } from '@giglane/contract/server-text';
import { endpointUrl } from '../../lib/api/endpoint-url';
import { notices, validationTexts } from '@giglane/contract/ui-text';
import { stubFetch, type StubReply } from '../../testing/fetch-stub';
import { expectFieldMessage, expectNoFieldMessage } from '../../testing/field-message';
import { anna } from '../../lib/api/wire-fixtures';
import { renderWithApp } from '../../testing/render';
import { Component as RegisterPage } from './register';

const m = validationTexts.register;

type Values = { email: string; password: string; confirm: string; name: string; phone: string };
const valid: Values = {
  email: 'anna@example.com',
  password: 'secret12',
  confirm: 'secret12',
  name: 'Anna Nguyen',
  phone: '0912345678',
};

/** The register page on /register, with a server that answers `reply` and a /login to land on. */
async function openRegister(reply: StubReply = { content: anna }) {
  const requests = stubFetch(() => reply);
  const { user } = renderWithApp(<RegisterPage />, {
    path: '/register',
    routes: { '/login': <h1>Sign in page</h1> },
  });
  const fields = {
    email: await screen.findByLabelText('Email'),
    password: screen.getByLabelText('Password'),
    confirm: screen.getByLabelText('Confirm password'),
    name: screen.getByLabelText('Name'),
    phone: screen.getByLabelText('Phone'),
  };
  const submit = screen.getByRole('button', { name: 'Submit' });
  return { user, requests, fields, submit };
}

type Form = Awaited<ReturnType<typeof openRegister>>;

/** Replaces what the field holds with `value` (an empty value just clears it). */
async function fill(user: UserEvent, input: HTMLElement, value: string) {
  await user.clear(input);
  if (value) await user.type(input, value);
}

/** Fills every field with a valid value, except those given. */
async function fillForm({ user, fields }: Form, values: Partial<Values> = {}) {
  const all = { ...valid, ...values };
  for (const key of Object.keys(fields) as (keyof Values)[])
    await fill(user, fields[key], all[key]);
}

/**
 * One rule: `bad` in `field` (everything else valid) shows `message` beside it and sends nothing;
 * then `good` clears the message and the form is sent.
 */
async function checkRule(
  field: keyof Values,
  bad: Partial<Values>,
  message: string,
  good: Partial<Values>,
) {
  const form = await openRegister();
  const { user, requests, fields, submit } = form;
  await fillForm(form, bad);
  await user.click(submit);
  await waitFor(() => expectFieldMessage(fields[field], message));
  expect(requests).toEqual([]);

  await fillForm(form, good);
  await waitFor(() => expectNoFieldMessage(fields[field], message));
  await user.click(submit);
  await waitFor(() => expect(requests).toHaveLength(1));
  return requests[0]?.body;
}

const char = (count: number) => 'abcdefghijklmnop'.slice(0, count);

describe('register form', () => {
  it.each(['', '   '])('requires an email: "Email cannot be blank!" for "%s"', async (blank) => {
    await checkRule('email', { email: blank }, m.emailRequired, {});
  });

  it.each(['anna@', 'anna.example.com', 'anna@example com'])(
    'refuses the malformed email "%s" with "Email is invalid!"',
    async (bad) => {
      await checkRule('email', { email: bad }, m.emailInvalid, {});
    },
  );

  it('trims the email before checking and sending it', async () => {
    const body = await checkRule('email', { email: '   ' }, m.emailRequired, {
      email: '  anna@example.com  ',
    });
    expect(body).toMatchObject({ email: 'anna@example.com' });
  });

  it('requires a password: "Password cannot be blank!"', async () => {
    await checkRule('password', { password: '' }, m.passwordRequired, {});
  });

  it.each([
    [5, 6],
    [11, 10],
  ])(
    'refuses a password of %i characters with "Password must be between 6 - 10 characters!", accepts %i',
    async (badLength, goodLength) => {
      const bad = char(badLength);
      const good = char(goodLength);
      const body = await checkRule('password', { password: bad, confirm: bad }, m.passwordLength, {
        password: good,
        confirm: good,
      });
      expect(body).toMatchObject({ password: good, passwordConfirm: good });
    },
  );

  it('requires the password confirmed: "Confirm password cannot be blank!"', async () => {
    await checkRule('confirm', { confirm: '' }, m.confirmRequired, {});
  });

  it('requires the confirmation to equal the password: "Passwords must match"', async () => {
    await checkRule('confirm', { confirm: 'secret13' }, m.confirmMatch, {});
  });

  it.each(['', '   '])('requires a name: "Name cannot be blank!" for "%s"', async (blank) => {
    await checkRule('name', { name: blank }, m.nameRequired, {});
  });

  it.each(['', '   '])(
    'requires a phone number: "Phone number cannot be blank!" for "%s"',
    async (blank) => {
      await checkRule('phone', { phone: blank }, m.phoneRequired, {});
    },
  );

  it('shows every required message at once on an empty form', async () => {
    const { user, requests, fields, submit } = await openRegister();
    await user.click(submit);
    await waitFor(() => {
      expectFieldMessage(fields.email, m.emailRequired);
      expectFieldMessage(fields.password, m.passwordRequired);
      expectFieldMessage(fields.confirm, m.confirmRequired);
      expectFieldMessage(fields.name, m.nameRequired);
      expectFieldMessage(fields.phone, m.phoneRequired);
    });
    expect(requests).toEqual([]);
  });

  it('sends email, password, passwordConfirm, name and phone, says "Successful register!" and goes to /login', async () => {
    const form = await openRegister();
    await fillForm(form, { name: ' Anna Nguyen ', phone: ' 0912345678 ' });
    await form.user.click(form.submit);

    expect(await screen.findByRole('heading', { name: 'Sign in page' })).toBeTruthy();
    expect(within(screen.getByRole('status')).getByText(notices.registered)).toBeTruthy();
    expect(form.requests).toEqual([
      {
        method: 'POST',
        path: endpointUrl('signUp'),
        body: {
          email: 'anna@example.com',
          password: 'secret12',
          passwordConfirm: 'secret12',
          name: 'Anna Nguyen',
          phone: '0912345678',
        },
      },
    ]);
  });

  it('says "Email is already existed!" when the server answers 400 "Email đã tồn tại !", and stays', async () => {
    const form = await openRegister({ status: 400, content: serverText.emailTaken });
    await fillForm(form);
    await form.user.click(form.submit);

    expect(await within(screen.getByRole('status')).findByText(notices.emailExists)).toBeTruthy();
    await waitFor(() => expectFieldMessage(form.fields.email, notices.emailExists));
    expect(form.requests).toHaveLength(1);
    expect(screen.queryByText(notices.registered)).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Sign in page' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Join Giglane' })).toBeTruthy();
  });
});
