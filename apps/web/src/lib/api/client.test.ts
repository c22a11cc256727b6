import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../testing/fetch-stub';
import { call } from './client';
import { endpointUrl } from './endpoint-url';

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
