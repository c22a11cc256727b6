import { serverText } from '@giglane/contract/server-text';
import { badRequest } from '../../lib/errors';

/*
 * The original API's catalog: categories (`/api/loai-cong-viec`, LoaiCongViec), their groups and
 * subcategories (`/api/chi-tiet-loai-cong-viec`, ChiTietLoaiCongViec), the menu
 * (`/api/cong-viec/lay-menu-loai-cong-viec`, …) and skills (`/api/skill`). Its routes
 * (`original-categories-routes.ts`, `original-category-groups-routes.ts`,
 * `original-skills-routes.ts`) answer with these.
 *
 * Kept for existing clients:
 * - Groups and subcategories share one id space, as they shared one table in the original:
 *   `GET`, `PUT` and `DELETE /api/chi-tiet-loai-cong-viec/{id}` act on whichever the id names
 *   (decision 013), and `tenChiTiet` names either. An id that names neither answers `GET` with
 *   400 "Không tồn tại", not 404.
 * - A new category keeps the free `id` it asks for; 0 or none lets the server choose.
 * - A subcategory that gigs use is not deleted: 400 "Không thể xóa: …" (the groups' repository).
 * - A picture for a group that does not exist, or was deleted while it uploaded, answers 400
 *   "Không tìm thấy nhóm chi tiết loại công việc".
 * - `lay-chi-tiet-loai-cong-viec/{id}` answers the category's menu entry as an array of 0 or 1.
 */

/** `GET /api/chi-tiet-loai-cong-viec/{id}` of an id that names no group or subcategory. */
export const categoryNodeNotFound = () => badRequest(serverText.detailNotFound);

/** A picture for a group that does not exist, or was deleted while it uploaded. */
export const uploadGroupNotFound = () => badRequest(serverText.uploadGroupNotFound);
