import { z } from 'zod';

/** Texts of the original API that clients match on; they stay word for word. */
export const serverText = {
  badRequest: 'Yêu cầu không hợp lệ!',
  notFound: 'Không tìm thấy tài nguyên!',
  serverError: 'Xảy ra lỗi chưa xử lý!',
  created: 'Thêm mới thành công!',
  updated: 'Cập nhật thành công!',
  deleted: 'Xóa thành công!',
  invalidInput: 'Dữ liệu nhập vào không đúng!',
  forbidden: 'Người dùng không có quyền truy cập!',
  tooManyRequests: 'Quá nhiều yêu cầu, vui lòng thử lại sau!',
  wrongCredentials: 'Email hoặc mật khẩu không đúng !',
  emailTaken: 'Email đã tồn tại !',
  userNotFound: 'Người dùng không tồn tại !',
  detailNotFound: 'Không tồn tại',
  hireNotFound: 'Không có công việc nào được thuê',
  noImage: 'Không tìm thấy hình để thêm',
  imageTooLarge: 'Dung lượng hình phải dưới 1Mb',
  imageType: 'Chỉ cho phép dịnh dạng (jpg, jpeg, png, gif)',
  uploadJobNotFound: 'Không tìm thấy công việc',
  uploadGroupNotFound: 'Không tìm thấy nhóm chi tiết loại công việc',
  uploadUserNotFound: 'Không tìm thấy người dùng',
  badUserToken: 'token user hết hạn hoặc không đúng',
  notAdmin: 'User không phải quyền admin',
  notOwner: 'Không có quyền',
  badApiKey: 'Token không cybersoft không hợp lệ hoặc đã hết hạn truy cập !',
  detailInUse: 'Không thể xóa: vẫn còn công việc thuộc chi tiết loại này',
} as const;

/** Every reply, success or error, has this shape; the HTTP status equals `statusCode`. */
export function envelope<T extends z.ZodType>(content: T) {
  return z.object({
    statusCode: z.number().int(),
    message: z.string().optional(),
    content,
    dateTime: z.string().describe('ISO 8601 with offset'),
  });
}

export const errorEnvelope = envelope(z.string().nullable().describe('what went wrong'));

export type Envelope<T> = {
  statusCode: number;
  message?: string;
  content: T;
  dateTime: string;
};
