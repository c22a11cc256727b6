// No zod here: the web app imports these texts, and zod must not ride along on first load.

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
  serverBusy: 'Máy chủ đang bận, vui lòng thử lại sau!',
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
  /** Ours: a 409, the record is still in use (a gig with orders in progress). */
  conflict: 'Dữ liệu đang được sử dụng!',
} as const;
