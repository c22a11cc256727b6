import type { User } from '@giglane/contract/users';

/** A signed-up buyer as the server returns her: the password never leaves the server. */
export const anna: User = {
  id: 42,
  name: 'Anna Nguyen',
  email: 'anna@example.com',
  password: '',
  phone: '0912345678',
  birthday: '14/03/1996',
  avatar: '',
  gender: false,
  role: 'USER',
  skill: ['Copywriting'],
  certification: ['IELTS 8.0'],
  bookingJob: [],
  createdAt: '2026-01-05T09:30:00.000+07:00',
};
