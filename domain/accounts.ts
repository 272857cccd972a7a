// Accounts-admin sections 3 and 9: roles, and the limits of sign-up codes and reset links.
export const ROLES = ["system_admin", "help_desk"] as const;
export type TRole = (typeof ROLES)[number];

export type TMe = { id: string; email: string; displayName: string; roles: TRole[] };

export const CODE_LENGTH = 6;
export const CODE_TTL_MS = 900_000;
export const RESEND_LOCK_MS = 60_000;
export const MAX_CODE_ATTEMPTS = 3;
export const RESET_TTL_MS = 3_600_000;

// Bounds of what a person types (DESIGN section 7): generous for people, small for storage and
// for the password hash, which would otherwise run over whatever length a request sends.
export const MAX_DISPLAY_NAME_LENGTH = 64;
export const MAX_EMAIL_LENGTH = 254;
export const MAX_PASSWORD_LENGTH = 128;
// The tokens of e-mailed links are 43 characters; anything far longer is not one of ours.
export const MAX_LINK_TOKEN_LENGTH = 128;
