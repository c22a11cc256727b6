import { serverText } from '@giglane/contract/server-text';
import { badRequest } from '../../lib/errors';

/*
 * The original API's accounts: signing up and in (`/api/auth/signup`, `/api/auth/signin`, Auth)
 * and users (`/api/users`, NguoiDung). Its routes (`original-auth-routes.ts`,
 * `original-users-routes.ts`) and the accounts' service's original-API functions answer with these.
 *
 * Kept for existing clients, which match these statuses and texts:
 * - Sign-up answers 200, not 201, and makes a plain user whatever role it is sent
 *   (`SIGN_UP_ROLE`, `users-rules.ts`).
 * - Sign-in answers an unknown email and a wrong password alike: 400 "Email hoặc mật khẩu không
 *   đúng !", after the same hashing work, so neither the reply nor its timing tells which.
 * - A user that does not exist is 400 "Người dùng không tồn tại !" to `GET` and `PUT
 *   /api/users/{id}`, not 404; an avatar for a user deleted meanwhile is 400 "Không tìm thấy người
 *   dùng". `DELETE /api/users` takes the id in its query string.
 * - The profile form sends the password back with every save: the one already set is no change,
 *   and a new one ends the user's other sessions, the fresh token riding in a `token` header
 *   while the body stays the user (decision 015).
 */

/** Sign-in with an unknown email or a wrong password. */
export const wrongCredentials = () => badRequest(serverText.wrongCredentials);

/** A user that does not exist, or no longer does. */
export const userNotFound = () => badRequest(serverText.userNotFound);

/** An avatar for a user deleted while it uploaded. */
export const uploadUserNotFound = () => badRequest(serverText.uploadUserNotFound);
