import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { notices, validationTexts } from '@giglane/contract/ui-text';
import { serverText } from '@giglane/contract/server-text';
import { endpointUrl } from '../../../lib/api/endpoint-url';
import type { User, UserChanges } from '../../../lib/api/users';
import { getSession, saveSession } from '../../../lib/session';
import { expectFieldMessage, expectNoFieldMessage } from '../../../testing/field-message';
import { stubFetch, type SentRequest, type StubReply } from '../../../testing/fetch-stub';
import { anna } from '../../../lib/api/wire-fixtures';
import { renderWithApp } from '../../../testing/render';
import { UserInfoModal } from './user-info-modal';

const m = validationTexts.profile;

/** The server's answer to a good update: the user with the new values, the password never shown. */
const saved = (request: SentRequest): StubReply => ({
  content: { ...anna, ...(request.body as Partial<User>), password: '' },
});

/** The modal open over Anna's profile, with a server that answers `reply`. */
async function openModal(reply: (request: SentRequest) => StubReply = saved) {
  const onClose = vi.fn<() => void>();
  const requests = stubFetch(reply);
  const { user } = renderWithApp(<UserInfoModal user={anna} open onClose={onClose} />, {
    path: '/profile',
  });
  const dialog = await screen.findByRole('dialog', { name: 'User Information' });
  const fields = {
    name: within(dialog).getByLabelText('Name'),
    email: within(dialog).getByLabelText('Email'),
    password: within(dialog).getByLabelText('Password'),
    phone: within(dialog).getByLabelText('Phone'),
  };
  const submit = within(dialog).getByRole('button', { name: 'UPDATE' });
  return { user, requests, onClose, fields, submit };
}

type Form = Awaited<ReturnType<typeof openModal>>;
type Values = Record<keyof Form['fields'], string>;

/** Replaces what the field holds with `value` (an empty value just clears it). */
async function fill(user: UserEvent, input: HTMLElement, value: string) {
  await user.clear(input);
  if (value) await user.type(input, value);
}

/**
 * One rule: `bad` (the profile's own values and a valid password otherwise) shows `message` beside
 * `field` and sends nothing; then `good` clears it and the update is sent. Returns the body sent.
 */
async function checkRule(
  field: keyof Values,
  bad: Partial<Values>,
  message: string,
  good: Partial<Values>,
) {
  const { user, requests, fields, submit } = await openModal();
  await fill(user, fields.password, 'secret12');
  for (const [key, value] of Object.entries(bad))
    await fill(user, fields[key as keyof Values], value);
  await user.click(submit);
  await waitFor(() => expectFieldMessage(fields[field], message));
  expect(requests).toEqual([]);

  for (const [key, value] of Object.entries(good))
    await fill(user, fields[key as keyof Values], value);
  await waitFor(() => expectNoFieldMessage(fields[field], message));
  await user.click(submit);
  await waitFor(() => expect(requests).toHaveLength(1));
  return requests[0]?.body as UserChanges;
}

const char = (count: number) => 'abcdefghijklmnop'.slice(0, count);

describe('profile "User Information" modal', () => {
  it('starts from the profile: name, email and phone filled in, the password empty', async () => {
    const { fields } = await openModal();
    expect((fields.name as HTMLInputElement).value).toBe(anna.name);
    expect((fields.email as HTMLInputElement).value).toBe(anna.email);
    expect((fields.phone as HTMLInputElement).value).toBe(anna.phone);
    expect((fields.password as HTMLInputElement).value).toBe('');
  });

  it.each(['', '   '])('requires a name: "Name cannot be blank!" for "%s"', async (blank) => {
    const body = await checkRule('name', { name: blank }, m.nameRequired, { name: ' Anna Tran ' });
    expect(body.name).toBe('Anna Tran');
  });

  it.each(['', '   '])(
    'requires a phone number: "Phone number cannot be blank!" for "%s"',
    async (blank) => {
      await checkRule('phone', { phone: blank }, m.phoneRequired, { phone: '0987654321' });
    },
  );

  // Not a Vietnamese mobile: a landline prefix (02), a 4 or 6 after the 0, one digit short, one over,
  // a foreign country code, and letters.
  it.each([
    '0212345678',
    '0412345678',
    '0612345678',
    '091234567',
    '09123456789',
    '+85912345678',
    '09123456ab',
  ])('refuses the phone number %s with "Phone number is not valid!"', async (bad) => {
    await checkRule('phone', { phone: bad }, m.phoneInvalid, { phone: '0912345678' });
  });

  // Each prefix (+84, 84, 0084, 0 or none), and each allowed first digit (3, 5, 7, 8, 9).
  it.each([
    '0912345678',
    '+84912345678',
    '84912345678',
    '0084912345678',
    '912345678',
    '0312345678',
    '0512345678',
    '0712345678',
    '0812345678',
  ])('accepts the Vietnamese mobile %s and sends it', async (good) => {
    const body = await checkRule('phone', { phone: '0212345678' }, m.phoneInvalid, {
      phone: good,
    });
    expect(body.phone).toBe(good);
  });

  it('requires a password: "Password cannot be blank!"', async () => {
    await checkRule('password', { password: '' }, m.passwordRequired, { password: 'secret12' });
  });

  it('refuses a password of 5 characters with "Password must be between 6 - 10 characters!", accepts 6', async () => {
    const body = await checkRule('password', { password: char(5) }, m.passwordLength, {
      password: char(6),
    });
    expect(body.password).toBe(char(6));
  });

  // The server accepts up to 100 characters: such an account types its password to keep it.
  it.each([11, 12, 16])('sends a password of %i characters', async (length) => {
    const { user, requests, fields, submit } = await openModal();
    await fill(user, fields.password, char(length));
    await user.click(submit);
    await waitFor(() => expect(requests).toHaveLength(1));
    expectNoFieldMessage(fields.password, m.passwordLength);
    expect((requests[0]?.body as UserChanges).password).toBe(char(length));
  });

  it('does not check the email (the specification leaves it to the server)', async () => {
    const { user, requests, fields, submit } = await openModal();
    await fill(user, fields.password, 'secret12');
    await fill(user, fields.email, 'not-an-email');
    await user.click(submit);

    await waitFor(() => expect(requests).toHaveLength(1));
    expectNoFieldMessage(fields.email, 'Email is invalid!');
    expect((requests[0]?.body as UserChanges).email).toBe('not-an-email');
  });

  it('sends the user fields to PUT /api/users/{id}, updates the session and closes', async () => {
    saveSession('token-of-anna', anna);
    const { user, requests, onClose, fields, submit } = await openModal();
    await fill(user, fields.name, 'Anna Tran');
    await fill(user, fields.email, 'anna.tran@example.com');
    await fill(user, fields.password, 'newpass1');
    await fill(user, fields.phone, '+84987654321');
    await user.click(submit);

    expect(
      await within(screen.getByRole('status')).findByText('Your profile has been updated'),
    ).toBeTruthy();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(requests).toEqual([
      {
        method: 'PUT',
        path: endpointUrl('updateUser', { params: { id: anna.id } }),
        body: {
          id: anna.id,
          name: 'Anna Tran',
          email: 'anna.tran@example.com',
          password: 'newpass1',
          phone: '+84987654321',
          birthday: anna.birthday,
          gender: anna.gender,
          role: anna.role,
          skill: anna.skill,
          certification: anna.certification,
        },
        token: 'token-of-anna',
      },
    ]);
    expect(getSession()?.user).toMatchObject({ name: 'Anna Tran', email: 'anna.tran@example.com' });
  });

  it('shows "Email is already existed!" beside the email and "Fail" when the email is taken', async () => {
    const { user, requests, onClose, fields, submit } = await openModal(() => ({
      status: 400,
      content: serverText.emailTaken,
    }));
    await fill(user, fields.email, 'taken@example.com');
    await fill(user, fields.password, 'secret12');
    await user.click(submit);

    expect(await within(screen.getByRole('status')).findByText(notices.fail)).toBeTruthy();
    await waitFor(() => expectFieldMessage(fields.email, notices.emailExists));
    expect(requests).toHaveLength(1);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows the server\'s reason beside the field it names, and "Fail"', async () => {
    const { user, requests, onClose, fields, submit } = await openModal(() => ({
      status: 400,
      content: 'email: must be a valid email address',
    }));
    await fill(user, fields.email, 'not-an-email');
    await fill(user, fields.password, 'secret12');
    await user.click(submit);

    expect(await within(screen.getByRole('status')).findByText(notices.fail)).toBeTruthy();
    await waitFor(() => expectFieldMessage(fields.email, 'Must be a valid email address'));
    expect(requests).toHaveLength(1);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows a reason that names no field above the form', async () => {
    const { user, fields, submit, onClose } = await openModal(() => ({
      status: 403,
      content: serverText.notOwner,
    }));
    await fill(user, fields.password, 'secret12');
    await user.click(submit);

    const dialog = screen.getByRole('dialog', { name: 'User Information' });
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      `The server refused this change: ${serverText.notOwner}`,
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it('keeps the tab signed in with the fresh token the server sends after a password change', async () => {
    saveSession('token-before', anna);
    const { user, fields, submit, onClose } = await openModal((request) => ({
      ...saved(request),
      headers: { token: 'token-after' },
    }));
    await fill(user, fields.password, 'newpass1');
    await user.click(submit);

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(getSession()?.token).toBe('token-after');
    expect(localStorage.getItem('accessToken')).toBe('token-after');
    expect(document.cookie).toContain('accessToken=token-after');
  });
});
