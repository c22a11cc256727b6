import { z } from 'zod';
import { paging, sortColumns, sortedPagingQuery } from '../paging';
import {
  createUserBody,
  deleteUserQuery,
  updateUserBody,
  user,
  userProfile,
  userSearchParams,
} from '../users';
import { idParams } from '../wire';
import { endpointGroup } from './endpoint-schemas';

/** Users and their avatars (the original API's NguoiDung). */
export const userEndpoints = endpointGroup({
  listUsers: {
    tag: 'NguoiDung',
    summary: 'All users (admin)',
    signedIn: true,
    reply: z.array(user),
    errors: [403],
  },
  createUser: {
    tag: 'NguoiDung',
    summary: 'Add a user of any role (admin)',
    signedIn: true,
    body: createUserBody,
    reply: user,
    status: 201,
    errors: [403],
  },
  deleteUser: {
    tag: 'NguoiDung',
    summary: 'Delete a user with their gigs, orders and reviews (admin)',
    signedIn: true,
    query: deleteUserQuery,
    reply: z.null(),
    errors: [403, 404],
  },
  pageUsers: {
    tag: 'NguoiDung',
    summary: 'Users, a page at a time, by name or email (admin)',
    signedIn: true,
    query: sortedPagingQuery(sortColumns.users),
    reply: paging(user),
    errors: [403],
  },
  getUser: {
    tag: 'NguoiDung',
    summary: 'A profile: whole for its owner and admins, the public part for anyone else',
    params: idParams,
    reply: userProfile,
  },
  updateUser: {
    tag: 'NguoiDung',
    summary:
      'Edit a profile (its owner, or an admin); fields left out keep their value. A new password ends every session of the user; when the caller is that user, the reply has a fresh token in its `token` header',
    signedIn: true,
    params: idParams,
    body: updateUserBody,
    reply: user,
    errors: [403],
  },
  searchUsers: {
    tag: 'NguoiDung',
    summary: 'Users whose name contains the text, any case (admin)',
    signedIn: true,
    params: userSearchParams,
    reply: z.array(user),
    errors: [403],
  },
  uploadAvatar: {
    tag: 'NguoiDung',
    summary: "Set the caller's avatar (multipart, one file part named formFile)",
    signedIn: true,
    multipart: true,
    reply: user,
    errors: [403, 429, 503],
  },
});
