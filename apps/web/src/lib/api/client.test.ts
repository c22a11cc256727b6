import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { serverText } from '@giglane/contract/server-text';
import { getSession, saveSession } from '../session';
import { stubFetch, type StubReply } from '../../testing/fetch-stub';
import { call, onBadSession } from './client';
import { endpointUrl } from './endpoint-url';
import { anna } from './wire-fixtures';

describe('the API client', () => {
  it('writes path parameters into the endpoint path, encoded', () => {
    expect(endpointUrl('getGig', { params: { id: 12 } })).toBe('/api/cong-viec/12');
    expect(endpointUrl('findGigCardsByName', { params: { TenCongViec: 'logo / web' } })).toBe(
      '/api/cong-viec/lay-danh-sach-cong-viec-theo-ten/logo%20%2F%20web',
    );
  });

  it('writes a query with repeated keys for lists and leaves out unset values', () => {
    expect(
      endpointUrl('searchGigs', {
        query: { keyword: 'logo', language: ['English', 'French'], sellerLevel: undefined },
      }),
    ).toBe('/api/cong-viec/tim-kiem?keyword=logo&language=English&language=French');
    expect(endpointUrl('listGigs')).toBe('/api/cong-viec');
  });

  it("sends the endpoint's method, path and JSON body, and answers the envelope's content", async () => {
    const requests = stubFetch(() => ({ content: { id: 3, giaTien: 60 } }));
    const reply = await call('updateGig', { params: { id: 3 }, body: { giaTien: 60 } });
    expect(requests).toEqual([{ method: 'PUT', path: '/api/cong-viec/3', body: { giaTien: 60 } }]);
    expect(reply).toEqual({ id: 3, giaTien: 60 });
  });

  it('sends a multipart endpoint its picture in the formFile part', async () => {
    const requests = stubFetch(() => ({ content: {} }));
    await call('uploadGigImage', {
      params: { MaCongViec: 4 },
      file: new Blob(['png'], { type: 'image/png' }),
    });
    const [request] = requests;
    expect(request?.path).toBe('/api/cong-viec/upload-hinh-cong-viec/4');
    expect(request?.body).toBeInstanceOf(FormData);
    expect((request?.body as FormData).get('formFile')).toBeInstanceOf(Blob);
  });
});

describe('a session token replaced while a call was under way', () => {
  const unread = { messages: 2, notifications: 1 };
  const refused: StubReply = { status: 403, content: serverText.badUserToken };

  /** Counts the times the app is told its session is over. */
  function badSessions() {
    const seen: unknown[] = [];
    onTestFinished(onBadSession((error) => seen.push(error)));
    return seen;
  }

  it('answers a read refused for the old token with the fresh one, and keeps the tab signed in', async () => {
    saveSession('token-before', anna);
    let answerSignOut!: () => void;
    const signOutAnswered = new Promise<StubReply>((resolve) => {
      answerSignOut = () =>
        resolve({ content: { token: 'token-after' }, headers: { token: 'token-after' } });
    });
    const requests = stubFetch((request) => {
      if (request.method === 'POST') return signOutAnswered;
      return request.token === 'token-after' ? { content: unread } : refused;
    });
    const seen = badSessions();

    const signingOut = call('signOutEverywhere');
    // Sent before the fresh token came, and refused before it came.
    const reading = call('getUnreadCounts');
    await vi.waitFor(() => expect(requests).toHaveLength(2));
    answerSignOut();

    await expect(reading).resolves.toEqual(unread);
    await expect(signingOut).resolves.toEqual({ token: 'token-after' });
    expect(requests.map(({ method, token }) => [method, token])).toEqual([
      ['POST', 'token-before'],
      ['GET', 'token-before'],
      ['GET', 'token-after'],
    ]);
    expect(getSession()?.token).toBe('token-after');
    expect(seen).toEqual([]);
  });

  it('signs the tab out when the token it still holds is refused, asking only once', async () => {
    saveSession('token-ended', anna);
    const requests = stubFetch(() => refused);
    const seen = badSessions();

    await expect(call('getUnreadCounts')).rejects.toMatchObject({ status: 403 });
    expect(requests).toHaveLength(1);
    expect(seen).toHaveLength(1);
  });
});
