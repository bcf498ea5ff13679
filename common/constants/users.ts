// User constants the web app needs without zod (common/api/users.ts holds the schemas).

/** The shortest password a user may set. */
export const PASSWORD_MIN_LENGTH = 8;
