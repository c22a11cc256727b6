import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileDetails } from '@giglane/contract/profiles';
import { sellerPage, sellerProfile } from '@giglane/contract/sellers';
import { serverText } from '@giglane/contract/server-text';
import { user as wireUser } from '@giglane/contract/users';
import type { Caller } from '../../testing/seller-gigs';
import { call, contentOf, createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const read = (id: number, token?: string) => call(t.app, 'GET', `/api/profiles/${id}`, { token });
const edit = (id: number, token: string | undefined, body: unknown) =>
  call(t.app, 'PUT', `/api/profiles/${id}`, { token, body });

const filled = {
  country: 'Germany',
  languages: [
    { name: 'German', level: 'native' },
    { name: 'English', level: 'fluent' },
  ],
  education: [{ school: 'TU Berlin', degree: 'M.Sc.', field: 'Computer Science', year: 2018 }],
  certifications: ['Google UX Design Certificate'],
};

async function detailsOf(caller: Caller) {
  return contentOf(profileDetails, (await read(caller.id)).body);
}

describe("a profile's country, languages, education and certifications", () => {
  it('start empty for a new user: nothing is said for them', async () => {
    const newcomer = await t.createUser({ name: 'Nora New' });
    const reply = await read(newcomer.id);
    expect(reply.status).toBe(200);
    expect(contentOf(profileDetails, reply.body)).toEqual({
      id: newcomer.id,
      country: '',
      languages: [],
      education: [],
      certifications: [],
    });
  });

  it('are saved by their owner and read the same by anyone, signed in or not', async () => {
    const owner = await t.createUser({ name: 'Greta Owner' });
    const saved = await edit(owner.id, owner.token, filled);
    expect(saved.status).toBe(200);
    expect(saved.body?.message).toBe(serverText.updated);
    const expected = { id: owner.id, ...filled };
    expect(contentOf(profileDetails, saved.body)).toEqual(expected);

    const visitor = await t.createUser();
    expect(contentOf(profileDetails, (await read(owner.id, visitor.token)).body)).toEqual(expected);
    expect(await detailsOf(owner)).toEqual(expected);
    // The original user's certification is the same list.
    const account = await call(t.app, 'GET', `/api/users/${owner.id}`, { token: owner.token });
    expect(contentOf(wireUser, account.body).certification).toEqual(filled.certifications);
  });

  it('keep the sections left out, and clear those sent empty', async () => {
    const owner = await t.createUser();
    await edit(owner.id, owner.token, filled);
    const changed = await edit(owner.id, owner.token, { country: '', education: [] });
    expect(contentOf(profileDetails, changed.body)).toEqual({
      id: owner.id,
      country: '',
      languages: filled.languages,
      education: [],
      certifications: filled.certifications,
    });
  });

  it('change nothing for a body that sends no section', async () => {
    const owner = await t.createUser();
    await edit(owner.id, owner.token, filled);
    const unchanged = await edit(owner.id, owner.token, {});
    expect(unchanged.status).toBe(200);
    expect(contentOf(profileDetails, unchanged.body)).toEqual({ id: owner.id, ...filled });
    expect((await edit(owner.id + 1000, (await t.createAdmin()).token, {})).status).toBe(404);
  });

  it("are the seller profile's country and languages: one list, edited from either screen", async () => {
    const seller = await t.createUser({ name: 'Mai Nguyen' });
    await edit(seller.id, seller.token, {
      languages: [
        { name: 'Vietnamese', level: 'native' },
        { name: 'English', level: 'conversational' },
      ],
    });
    const onboarded = await call(t.app, 'PUT', '/api/seller-profile', {
      token: seller.token,
      body: {
        displayName: 'Mai Designs',
        headline: 'Brand identities for cafés and bakeries',
        skills: ['Logo design'],
        languages: ['english', 'French'],
        country: 'Vietnam',
      },
    });
    expect(contentOf(sellerProfile, onboarded.body).languages).toEqual(['english', 'French']);
    // A language kept keeps its level; one added there has none until the owner gives it.
    expect(await detailsOf(seller)).toMatchObject({
      country: 'Vietnam',
      languages: [
        { name: 'english', level: 'conversational' },
        { name: 'French', level: null },
      ],
    });
    await edit(seller.id, seller.token, { country: 'France' });
    const page = await call(t.app, 'GET', `/api/sellers/${seller.id}`);
    expect(contentOf(sellerPage, page.body).seller.country).toBe('France');
  });

  it('are edited only by their owner or an admin', async () => {
    const owner = await t.createUser();
    await edit(owner.id, owner.token, filled);

    const stranger = await t.createUser();
    const refused = await edit(owner.id, stranger.token, { country: 'Narnia' });
    expect(refused.status).toBe(403);
    expect(refused.body?.content).toBe(serverText.notOwner);
    const anonymous = await edit(owner.id, undefined, { country: 'Narnia' });
    expect(anonymous.status).toBe(403);
    expect(anonymous.body?.content).toBe(serverText.badUserToken);
    expect((await detailsOf(owner)).country).toBe('Germany');

    const admin = await t.createAdmin();
    const byAdmin = await edit(owner.id, admin.token, { country: 'Austria' });
    expect(byAdmin.status).toBe(200);
    expect((await detailsOf(owner)).country).toBe('Austria');
  });

  it('answer 404 for a user that does not exist, and 400 for an id that is not one', async () => {
    const admin = await t.createAdmin();
    expect((await read(999_999)).status).toBe(404);
    expect((await edit(999_999, admin.token, { country: 'Peru' })).status).toBe(404);
    const badId = await read(Number.NaN);
    expect(badId.status).toBe(400);
    expect(badId.body?.content).toContain('id');
  });

  const thisYear = new Date().getFullYear();
  const school = filled.education[0]!;
  it.each([
    ['country', { country: 'X' }, 'country: must be 2 to 60 characters'],
    ['country', { country: 'C'.repeat(61) }, 'country: must be at most 60 characters'],
    ['country', { country: 42 }, 'country: must be text'],
    ['languages', { languages: 'English' }, 'languages: must be a list of languages'],
    [
      'languages',
      { languages: [{ name: 'English', level: 'expert' }] },
      'languages.0.level: must be one of basic, conversational, fluent, native',
    ],
    [
      'languages',
      { languages: [{ name: 'English', level: null }] },
      'languages.0.level: must be one of basic, conversational, fluent, native',
    ],
    [
      'languages',
      { languages: [{ name: ' ', level: 'basic' }] },
      'languages.0.name: must not be blank',
    ],
    [
      'languages',
      {
        languages: [
          { name: 'English', level: 'basic' },
          { name: 'english', level: 'fluent' },
        ],
      },
      'languages: must not list a language twice',
    ],
    [
      'languages',
      { languages: Array.from({ length: 11 }, (_, i) => ({ name: `L${i}`, level: 'basic' })) },
      'languages: must list at most 10 languages',
    ],
    [
      'education',
      { education: [{ ...school, school: 'X' }] },
      'education.0.school: must be 2 to 100 characters',
    ],
    [
      'education',
      { education: [{ ...school, degree: '' }] },
      'education.0.degree: must not be blank',
    ],
    [
      'education',
      { education: [{ ...school, year: 1900 }] },
      'education.0.year: must be 1950 or later',
    ],
    [
      'education',
      { education: [{ ...school, year: thisYear + 9 }] },
      'education.0.year: must be at most 8 years from now',
    ],
    ['education', { education: [{ ...school, year: '2018' }] }, 'education.0.year: must be a year'],
    [
      'certifications',
      { certifications: ['AWS', 'aws'] },
      'certifications: must not list a certification twice',
    ],
  ])(
    'refuse a bad %s (%j) naming the field and the rule, changing nothing',
    async (_, body, message) => {
      const owner = await t.createUser();
      await edit(owner.id, owner.token, filled);
      // A good section beside the bad one must not be saved either.
      const reply = await edit(owner.id, owner.token, { country: 'Chile', ...body });
      expect(reply.status).toBe(400);
      expect(reply.body?.content).toBe(message);
      expect(await detailsOf(owner)).toEqual({ id: owner.id, ...filled });
    },
  );
});
