/**
 * The specification's user-facing texts (marketplace spec §5, §6, §8), word for word, for the
 * web app's forms and notices.
 */
export const validationTexts = {
  login: {
    emailRequired: 'Email cannot be blank',
    emailInvalid: 'Email is invalid',
    passwordRequired: 'Password cannot be blank!',
  },
  register: {
    emailRequired: 'Email cannot be blank!',
    emailInvalid: 'Email is invalid!',
    passwordRequired: 'Password cannot be blank!',
    passwordLength: 'Password must be between 6 - 10 characters!',
    confirmRequired: 'Confirm password cannot be blank!',
    confirmMatch: 'Passwords must match',
    nameRequired: 'Name cannot be blank!',
    phoneRequired: 'Phone number cannot be blank!',
  },
  profile: {
    nameRequired: 'Name cannot be blank!',
    phoneRequired: 'Phone number cannot be blank!',
    phoneInvalid: 'Phone number is not valid!',
    passwordRequired: 'Password cannot be blank!',
    passwordLength: 'Password must be between 6 - 10 characters!',
  },
  jobType: {
    idRequired: 'ID cannot be blank',
    nameRequired: 'JobType cannot be blank',
  },
  hire: {
    idRequired: 'ID cannot be blank',
    jobIdRequired: 'Job ID cannot be blank',
    hirerIdRequired: 'Hire ID cannot be blank',
    hireDayRequired: 'Hire Day cannot be blank',
  },
  user: {
    required: 'Cannot be blank',
  },
  job: {
    required: 'cannot be blank !',
    notDigits: 'inValid !',
    starsHint: '1 to 5',
  },
} as const;

export const notices = {
  loginFailed: 'Login failed, username or password is incorrect',
  registered: 'Successful register!',
  emailExists: 'Email is already existed!',
  notLoggedIn: 'You are not logged in !',
  noPermission: 'You do not have permission to access this page !',
  success: 'Success',
  fail: 'Fail',
  /** Shown when the server says the session token is missing, invalid or expired. */
  tokenInvalid: 'Token không hợp lệ hoặc đã hết hạn, vui lòng đăng nhập lại!',
} as const;

/** Client-side limits from the specification (§9). */
export const limits = {
  requestTimeoutMs: 30_000,
  passwordMin: 6,
  passwordMax: 10,
  cardPageSize: 8,
  pageWindow: 5,
  menuJobTypes: 8,
  menuGroups: 5,
  cardTitleLimit: 20,
  cardTitleCut: 26,
  defaultCommentStars: 5,
  commentReloadDelayMs: 1000,
  tokenCookieDays: 3,
} as const;

/** Vietnamese mobile numbers: optional +84, 84, 0 or 0084, then 3, 5, 7, 8 or 9, then 8 digits. */
export const VIETNAMESE_MOBILE = /^(\+84|84|0084|0)?[35789]\d{8}$/;
