import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { review } from '@giglane/contract/reviews';
import { order } from '@giglane/contract/orders';
import { category } from '@giglane/contract/categories';
import { gig } from '@giglane/contract/gigs';
import { user } from '@giglane/contract/users';
import { reviews, orders, users } from './db/schema';
import { insertJob } from './testing/catalog';
import { call, contentOf, createTestApp, type TestApp } from './testing/test-app';

/*
 * The wire rules of decision 007 as a client meets them, across endpoints: ids are digits only,
 * dates may come as full date-times, text fields take numbers, and nguoiTao 0 means "not set".
 */

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['createAdmin']>>;
let member: Awaited<ReturnType<TestApp['createUser']>>;
let jobId: number;
let detailId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createAdmin();
  member = await t.createUser();
  jobId = await insertJob(t.db, { name: 'Logo in a day', sellerId: admin.id });
  detailId = contentOf(
    gig,
    (await call(t.app, 'GET', `/api/cong-viec/${jobId}`)).body,
  ).maChiTietLoaiCongViec;
});
afterAll(() => t.close());

const expectRefused = (reply: Awaited<ReturnType<typeof call>>, field: string) => {
  expect(reply.status).toBe(400);
  expect(reply.body).toMatchObject({ statusCode: 400, message: 'Dữ liệu nhập vào không đúng!' });
  expect(reply.body?.content).toMatch(new RegExp(`^${field}: `));
};

describe('ids', () => {
  /** Spellings that Number() reads as the id but that are not its digits. */
  const lookalikes = (id: number) => [
    `0x${id.toString(16)}`,
    `${id}e0`,
    `%20${id}`,
    `%20%20${id}`,
    `${id}.0`,
    `+${id}`,
    `0b${id.toString(2)}`,
  ];

  it('are digits only in a path: look-alikes are a 400 that reads and changes nothing', async () => {
    const before = contentOf(gig, (await call(t.app, 'GET', `/api/cong-viec/${jobId}`)).body);
    for (const id of lookalikes(jobId)) {
      expectRefused(await call(t.app, 'GET', `/api/cong-viec/${id}`), 'id');
      expectRefused(
        await call(t.app, 'PUT', `/api/cong-viec/${id}`, {
          token: admin.token,
          body: { tenCongViec: 'Rewritten by a fuzzer' },
        }),
        'id',
      );
      expectRefused(await call(t.app, 'GET', `/api/users/${id}`), 'id');
      expectRefused(
        await call(t.app, 'GET', `/api/cong-viec/lay-cong-viec-chi-tiet/${id}`),
        'MaCongViec',
      );
    }
    const after = await call(t.app, 'GET', `/api/cong-viec/${jobId}`);
    expect(after.status).toBe(200);
    expect(contentOf(gig, after.body)).toEqual(before);
  });

  it('are digits only in a query string', async () => {
    const doomed = await t.createUser();
    for (const id of lookalikes(doomed.id))
      expectRefused(
        await call(t.app, 'DELETE', `/api/users?id=${id}`, { token: admin.token }),
        'id',
      );
    expect((await call(t.app, 'GET', `/api/users/${doomed.id}`)).status).toBe(200);

    for (const id of ['%201', '1%20', '0x1', '1.0'])
      expectRefused(
        await call(t.app, 'GET', `/api/cong-viec/tim-kiem?maLoaiCongViec=${id}`),
        'maLoaiCongViec',
      );
    expect((await call(t.app, 'GET', '/api/cong-viec/tim-kiem?maLoaiCongViec=1')).status).toBe(200);
  });
});

/** The date an instant falls on where the server runs (its TZ), as the wire writes it. */
/** The `yyyy-mm-dd` an instant falls on in the server's time zone. */
const localDate = (instant: string) => new Date(instant).toLocaleDateString('sv-SE');

const storedHiredOn = async (id: number) =>
  (await t.db.select({ on: orders.orderedOn }).from(orders).where(eq(orders.id, id)))[0]?.on;
const storedCommentedOn = async (id: number) =>
  (await t.db.select({ on: reviews.reviewedOn }).from(reviews).where(eq(reviews.id, id)))[0]?.on;
const storedBirthday = async (id: number) =>
  (await t.db.select({ on: users.birthday }).from(users).where(eq(users.id, id)))[0]?.on;

describe('dates given as ISO 8601 date-times', () => {
  // The first is what `new Date()` serialises to; in UTC+7 it is already the 24th.
  const instants = [
    '2026-11-23T20:57:36.374Z',
    '2026-11-23T23:30:00-05:00',
    '2026-11-24T01:15:00+07:00',
    '2026-11-23T12:00Z',
  ];

  it('book a hire and edit it on the date of the instant in the server time zone, answered as sent', async () => {
    for (const ngayThue of instants) {
      const booked = await call(t.app, 'POST', '/api/thue-cong-viec', {
        token: member.token,
        body: { maCongViec: jobId, ngayThue },
      });
      expect(booked.status, ngayThue).toBe(201);
      const row = contentOf(order, booked.body);
      expect(row.ngayThue).toBe(ngayThue);
      expect(await storedHiredOn(row.id)).toBe(localDate(ngayThue));

      const edited = await call(t.app, 'PUT', `/api/thue-cong-viec/${row.id}`, {
        token: admin.token,
        body: { ngayThue: '2026-01-02T12:00:00.000Z' },
      });
      expect(contentOf(order, edited.body).ngayThue).toBe('2026-01-02T12:00:00.000Z');
      expect(await storedHiredOn(row.id)).toBe(localDate('2026-01-02T12:00:00Z'));
    }
  });

  it('date comments, on creation and on edit, answered as sent', async () => {
    for (const ngayBinhLuan of instants) {
      const posted = await call(t.app, 'POST', '/api/binh-luan', {
        token: member.token,
        body: { maCongViec: jobId, ngayBinhLuan, noiDung: 'Great', saoBinhLuan: 5 },
      });
      expect(posted.status, ngayBinhLuan).toBe(201);
      const row = contentOf(review, posted.body);
      expect(row.ngayBinhLuan).toBe(ngayBinhLuan);
      expect(await storedCommentedOn(row.id)).toBe(localDate(ngayBinhLuan));

      const edited = await call(t.app, 'PUT', `/api/binh-luan/${row.id}`, {
        token: member.token,
        body: { ngayBinhLuan: '2026-03-04T12:00:00+01:00' },
      });
      expect(contentOf(review, edited.body).ngayBinhLuan).toBe('2026-03-04T12:00:00+01:00');
      expect(await storedCommentedOn(row.id)).toBe(localDate('2026-03-04T12:00:00+01:00'));
    }
  });

  it('set birthdays on sign-up, on an admin-made account and on a profile edit', async () => {
    const birthday = '1990-02-01T20:57:36.374Z';
    const signedUp = await call(t.app, 'POST', '/api/auth/signup', {
      body: { name: 'Date Time', email: uniqueEmail(), password: 'secret12', birthday },
    });
    expect(signedUp.status).toBe(200);
    const signedUpUser = contentOf(user, signedUp.body);
    expect(signedUpUser.birthday).toBe(birthday);
    expect(await storedBirthday(signedUpUser.id)).toBe(localDate(birthday));

    const made = await call(t.app, 'POST', '/api/users', {
      token: admin.token,
      body: { name: 'Date Time', email: uniqueEmail(), password: 'secret12', birthday },
    });
    expect(made.status).toBe(201);
    expect(contentOf(user, made.body).birthday).toBe(birthday);

    const edited = await call(t.app, 'PUT', `/api/users/${member.id}`, {
      token: member.token,
      body: { birthday: '1991-05-06T08:00:00+07:00' },
    });
    expect(edited.status).toBe(200);
    expect(contentOf(user, edited.body).birthday).toBe('1991-05-06T08:00:00+07:00');
    expect(await storedBirthday(member.id)).toBe(localDate('1991-05-06T08:00:00+07:00'));
  });

  it('refuse date-times that are not real instants, naming the field', async () => {
    const before = await t.countRows('hires');
    for (const ngayThue of [
      '2026-02-30T10:00:00Z',
      '2026-11-23T25:00:00Z',
      '2026-11-23T20:61:00Z',
      '2026-11-23T20:57:36+25:00',
      '2026-11-23 20:57:36Z',
      '2026-11-23T',
    ])
      expectRefused(
        await call(t.app, 'POST', '/api/thue-cong-viec', {
          token: member.token,
          body: { maCongViec: jobId, ngayThue },
        }),
        'ngayThue',
      );
    expect(await t.countRows('hires')).toBe(before);
  });
});

const uniqueEmail = () => `wire-${randomBytes(4).toString('hex')}@example.com`;

describe('dates a client sent', () => {
  /** What people type and what clients serialise, and the date each names. */
  const forms: [string, string][] = [
    ['23/11/1995', '1995-11-23'],
    ['1995-11-23', '1995-11-23'],
    ['23-11-1995', '1995-11-23'],
    ['23.11.1995', '1995-11-23'],
    ['1995/11/23', '1995-11-23'],
    ['5/3/1995', '1995-03-05'],
    ['05-03-1995', '1995-03-05'],
    ['5.3.1995', '1995-03-05'],
    ['1995/3/5', '1995-03-05'],
    ['1995-3-5', '1995-03-05'],
  ];

  it('come back in the form they were sent, and count as the date they name, day first', async () => {
    for (const [birthday, date] of forms) {
      const signedUp = await call(t.app, 'POST', '/api/auth/signup', {
        body: { name: 'Form Check', email: uniqueEmail(), password: 'secret12', birthday },
      });
      expect(signedUp.status, birthday).toBe(200);
      const created = contentOf(user, signedUp.body);
      expect(created.birthday).toBe(birthday);
      expect(await storedBirthday(created.id)).toBe(date);
      const read = await call(t.app, 'GET', `/api/users/${created.id}`, { token: admin.token });
      expect(contentOf(user, read.body).birthday).toBe(birthday);
    }
  });

  it('survive a reply sent back unchanged: nothing swaps, nothing is erased', async () => {
    const signedUp = await call(t.app, 'POST', '/api/auth/signup', {
      body: {
        name: 'Round Trip',
        email: uniqueEmail(),
        password: 'secret12',
        birthday: '1995-03-05',
      },
    });
    const created = contentOf(user, signedUp.body);
    const signIn = await call(t.app, 'POST', '/api/auth/signin', {
      body: { email: created.email, password: 'secret12' },
    });
    const token = (signIn.body?.content as { token: string }).token;
    // A profile form loads the user and saves what it read, twice.
    for (let round = 0; round < 2; round++) {
      const read = contentOf(
        user,
        (await call(t.app, 'GET', `/api/users/${created.id}`, { token })).body,
      );
      const saved = await call(t.app, 'PUT', `/api/users/${created.id}`, {
        token,
        body: { ...read, name: 'Round Trip Saved' },
      });
      expect(saved.status).toBe(200);
      expect(contentOf(user, saved.body).birthday).toBe('1995-03-05');
      expect(await storedBirthday(created.id)).toBe('1995-03-05');
    }
    // Another form later: the reply follows the new text.
    const retyped = await call(t.app, 'PUT', `/api/users/${created.id}`, {
      token,
      body: { birthday: '05/03/1995' },
    });
    expect(contentOf(user, retyped.body).birthday).toBe('05/03/1995');
    expect(await storedBirthday(created.id)).toBe('1995-03-05');
  });

  it('come back as sent on hires and comments, in every list that shows them', async () => {
    const buyer = await t.createUser();
    const booked = contentOf(
      order,
      (
        await call(t.app, 'POST', '/api/thue-cong-viec', {
          token: buyer.token,
          body: { maCongViec: jobId, ngayThue: '2026-03-05' },
        })
      ).body,
    );
    expect(booked.ngayThue).toBe('2026-03-05');
    const hired = await call(t.app, 'GET', '/api/thue-cong-viec/lay-danh-sach-da-thue', {
      token: buyer.token,
    });
    expect(hired.body?.content).toEqual([expect.objectContaining({ ngayThue: '2026-03-05' })]);
    const one = await call(t.app, 'GET', `/api/thue-cong-viec/${booked.id}`, {
      token: buyer.token,
    });
    expect(contentOf(order, one.body).ngayThue).toBe('2026-03-05');
    const all = await call(t.app, 'GET', '/api/thue-cong-viec', { token: admin.token });
    expect(all.body?.content).toContainEqual(
      expect.objectContaining({ id: booked.id, ngayThue: '2026-03-05' }),
    );

    const commentJob = await insertJob(t.db, { name: 'Comment dates', sellerId: admin.id });
    const posted = contentOf(
      review,
      (
        await call(t.app, 'POST', '/api/binh-luan', {
          token: buyer.token,
          body: { maCongViec: commentJob, ngayBinhLuan: '5.3.2026', noiDung: 'Good' },
        })
      ).body,
    );
    expect(posted.ngayBinhLuan).toBe('5.3.2026');
    const onGig = await call(
      t.app,
      'GET',
      `/api/binh-luan/lay-binh-luan-theo-cong-viec/${commentJob}`,
    );
    expect(onGig.body?.content).toEqual([expect.objectContaining({ ngayBinhLuan: '5.3.2026' })]);
    const comments = await call(t.app, 'GET', '/api/binh-luan');
    expect(comments.body?.content).toContainEqual(
      expect.objectContaining({ id: posted.id, ngayBinhLuan: '5.3.2026' }),
    );
  });

  it('sort by the date they name, whatever their form', async () => {
    const sortJob = await insertJob(t.db, { name: 'Sorted by date', sellerId: admin.id });
    // 4 March, 5 March, 3 March: as text, in none of these orders.
    for (const ngayBinhLuan of ['2026-03-04', '05/03/2026', '3.3.2026'])
      await call(t.app, 'POST', '/api/binh-luan', {
        token: member.token,
        body: { maCongViec: sortJob, ngayBinhLuan, noiDung: ngayBinhLuan },
      });
    const onGig = await call(
      t.app,
      'GET',
      `/api/binh-luan/lay-binh-luan-theo-cong-viec/${sortJob}`,
    );
    expect(
      (onGig.body?.content as { ngayBinhLuan: string }[]).map((row) => row.ngayBinhLuan),
    ).toEqual(['05/03/2026', '2026-03-04', '3.3.2026']);
  });

  it('are dd/mm/yyyy where Giglane sets them', async () => {
    const booked = contentOf(
      order,
      (
        await call(t.app, 'POST', '/api/thue-cong-viec', {
          token: member.token,
          body: { maCongViec: jobId },
        })
      ).body,
    );
    expect(booked.ngayThue).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(booked.ngayThue).toBe((await storedHiredOn(booked.id))!.split('-').reverse().join('/'));
  });

  it('refuse what names no date, naming the field and the forms', async () => {
    const before = await t.countRows('users');
    for (const birthday of ['1995-13-01', '31-02-1995', '23/11-1995', '95-11-23', '23 11 1995']) {
      const refused = await call(t.app, 'POST', '/api/auth/signup', {
        body: { name: 'Bad Date', email: uniqueEmail(), password: 'secret12', birthday },
      });
      expectRefused(refused, 'birthday');
      expect(refused.body?.content, birthday).toBe(
        'birthday: must be a date as dd/mm/yyyy, dd-mm-yyyy, dd.mm.yyyy, yyyy-mm-dd, yyyy/mm/dd or an ISO 8601 date-time',
      );
    }
    expect(await t.countRows('users')).toBe(before);
  });
});

describe('lists given as an empty string', () => {
  it('are empty lists, as are lists of blank entries', async () => {
    const signedUp = await call(t.app, 'POST', '/api/auth/signup', {
      body: {
        name: 'No Skills',
        email: uniqueEmail(),
        password: 'secret12',
        skill: '',
        certification: '',
      },
    });
    expect(signedUp.status).toBe(200);
    const created = contentOf(user, signedUp.body);
    expect(created).toMatchObject({ skill: [], certification: [] });

    const made = await call(t.app, 'POST', '/api/users', {
      token: admin.token,
      body: { name: 'Blank Entry', email: uniqueEmail(), password: 'secret12', skill: [''] },
    });
    expect(made.status).toBe(201);
    expect(contentOf(user, made.body).skill).toEqual([]);

    const edited = await call(t.app, 'PUT', `/api/users/${member.id}`, {
      token: member.token,
      body: { skill: ['HTML', ' ', ''], certification: [''] },
    });
    expect(edited.status).toBe(200);
    expect(contentOf(user, edited.body)).toMatchObject({ skill: ['HTML'], certification: [] });
  });

  it('stay refused as anything else that is not a list', async () => {
    const before = await t.countRows('users');
    for (const skill of ['HTML', 5, { a: 1 }]) {
      const refused = await call(t.app, 'POST', '/api/auth/signup', {
        body: { name: 'Odd Skill', email: uniqueEmail(), password: 'secret12', skill },
      });
      expectRefused(refused, 'skill');
      expect(refused.body?.content).toBe('skill: must be a list of texts');
    }
    expect(await t.countRows('users')).toBe(before);
  });
});

describe('a role', () => {
  it('is read in any case', async () => {
    for (const [role, stored] of [
      ['user', 'USER'],
      ['Admin', 'ADMIN'],
      [' admin ', 'ADMIN'],
    ]) {
      const made = await call(t.app, 'POST', '/api/users', {
        token: admin.token,
        body: { name: 'Any Case', email: uniqueEmail(), password: 'secret12', role },
      });
      expect(made.status, role).toBe(201);
      expect(contentOf(user, made.body).role).toBe(stored);
    }
    // The profile modal sends the role it shows, in lower case: the same role is no change.
    const saved = await call(t.app, 'PUT', `/api/users/${member.id}`, {
      token: member.token,
      body: { role: 'user', name: 'Member Saved' },
    });
    expect(saved.status).toBe(200);
    expect(contentOf(user, saved.body)).toMatchObject({ role: 'USER', name: 'Member Saved' });
    const promote = await call(t.app, 'PUT', `/api/users/${member.id}`, {
      token: member.token,
      body: { role: 'admin' },
    });
    expect(promote.status).toBe(403);
    expectRefused(
      await call(t.app, 'POST', '/api/users', {
        token: admin.token,
        body: { name: 'Boss', email: uniqueEmail(), password: 'secret12', role: 'boss' },
      }),
      'role',
    );
  });
});

describe('numbers where the contract has text', () => {
  it('are stored as their decimal text', async () => {
    const signedUp = await call(t.app, 'POST', '/api/auth/signup', {
      body: { name: 2026, email: uniqueEmail(), password: 123456, phone: 84987654321 },
    });
    expect(signedUp.status).toBe(200);
    const created = contentOf(user, signedUp.body);
    expect(created).toMatchObject({ name: '2026', phone: '84987654321' });
    const signin = await call(t.app, 'POST', '/api/auth/signin', {
      body: { email: created.email, password: 123456 },
    });
    expect(signin.status).toBe(200);

    const edited = await call(t.app, 'PUT', `/api/users/${member.id}`, {
      token: member.token,
      body: { phone: 912345678, skill: [3, 'Figma'] },
    });
    expect(contentOf(user, edited.body)).toMatchObject({
      phone: '912345678',
      skill: ['3', 'Figma'],
    });

    const type = await call(t.app, 'POST', '/api/loai-cong-viec', {
      token: admin.token,
      body: { tenLoaiCongViec: 42 },
    });
    expect(contentOf(category, type.body).tenLoaiCongViec).toBe('42');

    const posted = await call(t.app, 'POST', '/api/cong-viec', {
      token: admin.token,
      body: {
        tenCongViec: 3000,
        giaTien: 10,
        moTa: 1.5,
        moTaNgan: 7,
        maChiTietLoaiCongViec: detailId,
      },
    });
    expect(posted.status).toBe(201);
    expect(contentOf(gig, posted.body)).toMatchObject({
      tenCongViec: '3000',
      moTa: '1.5',
      moTaNgan: '7',
    });

    const commented = await call(t.app, 'POST', '/api/binh-luan', {
      token: member.token,
      body: { maCongViec: jobId, noiDung: 10 },
    });
    expect(contentOf(review, commented.body).noiDung).toBe('10');
  });

  it('keep their other rules, and other types stay refused', async () => {
    expectRefused(
      await call(t.app, 'POST', '/api/auth/signup', {
        body: { name: 'N', email: 12345, password: 'secret12' },
      }),
      'email',
    );
    const blank = await call(t.app, 'POST', '/api/auth/signup', {
      body: { name: true, email: uniqueEmail(), password: 'secret12' },
    });
    expectRefused(blank, 'name');
    expect(blank.body?.content).toBe('name: must be text');
    expectRefused(
      await call(t.app, 'PUT', `/api/users/${member.id}`, {
        token: member.token,
        body: { phone: { number: 1 } },
      }),
      'phone',
    );
  });
});

describe('a user id of 0', () => {
  const newJob = (fields: Record<string, unknown>) => ({
    tenCongViec: 'Banner design',
    giaTien: 25,
    moTa: 'A banner',
    moTaNgan: 'Banner',
    maChiTietLoaiCongViec: detailId,
    ...fields,
  });

  it('means the caller when a job is added, as leaving it out does', async () => {
    for (const nguoiTao of [0, '0', undefined]) {
      const posted = await call(t.app, 'POST', '/api/cong-viec', {
        token: admin.token,
        body: newJob({ nguoiTao }),
      });
      expect(posted.status, String(nguoiTao)).toBe(201);
      expect(contentOf(gig, posted.body).nguoiTao).toBe(admin.id);
    }
    const named = await call(t.app, 'POST', '/api/cong-viec', {
      token: admin.token,
      body: newJob({ nguoiTao: member.id }),
    });
    expect(contentOf(gig, named.body).nguoiTao).toBe(member.id);
    expect(
      (
        await call(t.app, 'POST', '/api/cong-viec', {
          token: member.token,
          body: newJob({ nguoiTao: 0 }),
        })
      ).status,
    ).toBe(403);
  });

  it('means the caller for a booking and a comment too', async () => {
    const booked = await call(t.app, 'POST', '/api/thue-cong-viec', {
      token: member.token,
      body: { maCongViec: jobId, maNguoiThue: 0 },
    });
    expect(contentOf(order, booked.body).maNguoiThue).toBe(member.id);
    const posted = await call(t.app, 'POST', '/api/binh-luan', {
      token: member.token,
      body: { maCongViec: jobId, maNguoiBinhLuan: '0', noiDung: 'Fine' },
    });
    expect(contentOf(review, posted.body).maNguoiBinhLuan).toBe(member.id);
  });

  it('keeps the seller when a job is edited, and a negative id stays refused', async () => {
    const posted = await call(t.app, 'POST', '/api/cong-viec', {
      token: admin.token,
      body: newJob({ nguoiTao: member.id }),
    });
    const id = contentOf(gig, posted.body).id;
    const edited = await call(t.app, 'PUT', `/api/cong-viec/${id}`, {
      token: admin.token,
      body: { nguoiTao: 0, giaTien: 30 },
    });
    expect(contentOf(gig, edited.body)).toMatchObject({ nguoiTao: member.id, giaTien: 30 });

    const negative = await call(t.app, 'POST', '/api/cong-viec', {
      token: admin.token,
      body: newJob({ nguoiTao: -1 }),
    });
    expectRefused(negative, 'nguoiTao');
    expect(negative.body?.content).toBe('nguoiTao: must be a user id');
  });
});

describe('a blank gig description', () => {
  it('is stored as given on POST /api/cong-viec, as left out is, and on an edit', async () => {
    for (const moTa of ['', '   ', undefined]) {
      const posted = await call(t.app, 'POST', '/api/cong-viec', {
        token: admin.token,
        body: {
          tenCongViec: 'No description yet',
          giaTien: 20,
          moTa,
          moTaNgan: 'Short',
          maChiTietLoaiCongViec: detailId,
        },
      });
      expect(posted.status, JSON.stringify(moTa)).toBe(201);
      const created = contentOf(gig, posted.body);
      expect(created.moTa).toBe('');
      const read = await call(t.app, 'GET', `/api/cong-viec/${created.id}`);
      expect(contentOf(gig, read.body).moTa).toBe('');
    }
    const edited = await call(t.app, 'PUT', `/api/cong-viec/${jobId}`, {
      token: admin.token,
      body: { moTa: '' },
    });
    expect(edited.status).toBe(200);
    expect(contentOf(gig, edited.body).moTa).toBe('');
  });
});
