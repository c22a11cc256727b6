import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { PublicUser } from '@giglane/contract/users';
import { getSession, saveSession } from '../session';
import { stubFetch, type SentRequest } from '../../testing/fetch-stub';
import { anna } from './wire-fixtures';
import { endpointUrl } from './endpoint-url';
import { userKeys, userQueries, useUpdateUser, wholeUser } from './users';

/** A request's path and its query, in order. */
const sent = ({ path }: SentRequest) => {
  const url = new URL(path, 'http://localhost');
  return { path: url.pathname, query: [...url.searchParams] };
};

const newClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

const annaInPublic: PublicUser = {
  id: anna.id,
  name: anna.name,
  avatar: anna.avatar,
  role: anna.role,
  skill: anna.skill,
  certification: anna.certification,
  createdAt: anna.createdAt,
};

describe('users on the wire', () => {
  it('tells the whole user from the public part of a profile', () => {
    expect(wholeUser(anna)).toBe(anna);
    expect(wholeUser(annaInPublic)).toBeNull();
  });

  it('asks for a page with its sort only when one is chosen, and no blank keyword', async () => {
    const requests = stubFetch(() => ({
      content: { pageIndex: 1, pageSize: 10, totalRow: 1, keywords: null, data: [anna] },
    }));
    const queryClient = newClient();
    const page = await queryClient.fetchQuery(
      userQueries.page({ page: 1, size: 10, keyword: '', sortOrder: 'desc' }),
    );
    await queryClient.fetchQuery(
      userQueries.page({ page: 3, size: 50, keyword: 'anna', sortBy: 'email', sortOrder: 'desc' }),
    );
    expect(requests.map(sent)).toEqual([
      {
        path: endpointUrl('pageUsers'),
        query: [
          ['pageIndex', '1'],
          ['pageSize', '10'],
        ],
      },
      {
        path: endpointUrl('pageUsers'),
        query: [
          ['pageIndex', '3'],
          ['pageSize', '50'],
          ['keyword', 'anna'],
          ['sortBy', 'email'],
          ['sortOrder', 'desc'],
        ],
      },
    ]);
    expect(page).toEqual({ rows: [anna], total: 1 });
  });
});

describe('saving a user', () => {
  it('sends its id in the body too, and shows the saved user in the profile and the session', async () => {
    saveSession('token-of-anna', anna);
    const renamed = { ...anna, name: 'Anna Tran' };
    const requests = stubFetch(() => ({ content: renamed }));
    const queryClient = newClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useUpdateUser(), { wrapper });

    await result.current.mutateAsync({ id: anna.id, name: 'Anna Tran' });
    expect(requests).toEqual([
      {
        method: 'PUT',
        path: endpointUrl('updateUser', { params: { id: anna.id } }),
        body: { id: anna.id, name: 'Anna Tran' },
        token: 'token-of-anna',
      },
    ]);
    expect(queryClient.getQueryData(userKeys.one(anna.id))).toEqual(renamed);
    expect(getSession()?.user.name).toBe('Anna Tran');
  });
});
