/** Where a student lands after signing in (to practise) and after signing up (to the diagnostic that places them). */
export const AFTER_SIGN_IN_PATH = '/practice';
export const AFTER_SIGN_UP_PATH = '/diagnostic';
