import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProfileDetails } from '@giglane/contract/profiles';
import { endpointOf, endpointUrl } from '../../lib/api/endpoint-url';
import { anna } from '../../lib/api/wire-fixtures';
import { saveSession } from '../../lib/session';
import { stubFetch } from '../../testing/fetch-stub';
import { renderWithApp } from '../../testing/render';
import { ProfilePage } from './profile';

/** Anna's server: she entered nothing but her certification; a PUT saves the sections sent. */
function stubServer() {
  let details: ProfileDetails = {
    id: anna.id,
    country: '',
    languages: [],
    education: [],
    certifications: anna.certification,
  };
  const requests = stubFetch(({ method, path, body }) => {
    const endpoint = endpointOf(method, path);
    if (endpoint === 'getUser') return { content: anna };
    if (endpoint === 'listMyOrders') return { content: [] };
    if (endpoint === 'updateProfileDetails')
      details = { ...details, ...(body as Partial<ProfileDetails>) };
    return { content: details };
  });
  return requests;
}

function showProfile() {
  const session = { token: 'token', user: anna };
  saveSession(session.token, session.user);
  return renderWithApp(<ProfilePage session={session} />, { path: '/profile' });
}

describe('the profile page', () => {
  it('shows only what the user entered, and invites them to fill the empty sections', async () => {
    stubServer();
    showProfile();
    expect(await screen.findByRole('button', { name: 'Add your country' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Add a language' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Add education' })).toBeDefined();
    expect(screen.getByText('IELTS 8.0')).toBeDefined();
    // The placeholders every profile once showed.
    for (const invented of [/Vietnam/, /English/, /Basic/, /B\.Sc\./, /Ho Chi Minh/, /2015/])
      expect(screen.queryByText(invented)).toBeNull();
  });

  it('saves a language with its level and shows it', async () => {
    const requests = stubServer();
    const { user } = showProfile();
    await user.click(await screen.findByRole('button', { name: 'Add a language' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Languages' }));
    await user.click(dialog.getByRole('button', { name: 'Add a language' }));
    await user.type(dialog.getByLabelText('Language 1'), 'English');

    // A language needs its level before anything is sent.
    await user.click(dialog.getByRole('button', { name: 'SAVE' }));
    expect(await dialog.findByText('Choose a level')).toBeDefined();
    expect(requests.filter((request) => request.method === 'PUT')).toEqual([]);

    await user.selectOptions(dialog.getByLabelText('Level of language 1'), 'Fluent');
    await user.click(dialog.getByRole('button', { name: 'SAVE' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.filter((request) => request.method === 'PUT')).toEqual([
      {
        method: 'PUT',
        path: endpointUrl('updateProfileDetails', { params: { id: anna.id } }),
        body: { languages: [{ name: 'English', level: 'fluent' }] },
        token: 'token',
      },
    ]);
    expect(screen.getByText('English').parentElement!.textContent).toBe('English– Fluent');
    expect(screen.getByRole('button', { name: 'Edit your languages' })).toBeDefined();
  });

  it('saves a school with its year as a number', async () => {
    const requests = stubServer();
    const { user } = showProfile();
    await user.click(await screen.findByRole('button', { name: 'Add education' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Education' }));
    await user.click(dialog.getByRole('button', { name: 'Add a school' }));
    await user.type(dialog.getByLabelText('College or university'), 'RMIT University Vietnam');
    await user.type(dialog.getByLabelText('Degree'), 'Bachelor');
    await user.type(dialog.getByLabelText('Major'), 'Digital Marketing');
    await user.type(dialog.getByLabelText('Year of graduation'), '20');
    await user.click(dialog.getByRole('button', { name: 'SAVE' }));
    expect(await dialog.findByText('Enter a year, such as 2019')).toBeDefined();

    await user.type(dialog.getByLabelText('Year of graduation'), '21');
    await user.click(dialog.getByRole('button', { name: 'SAVE' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
      education: [
        {
          school: 'RMIT University Vietnam',
          degree: 'Bachelor',
          field: 'Digital Marketing',
          year: 2021,
        },
      ],
    });
    expect(screen.getByText('Bachelor in Digital Marketing')).toBeDefined();
    expect(screen.getByText('RMIT University Vietnam, graduated 2021')).toBeDefined();
  });
});
