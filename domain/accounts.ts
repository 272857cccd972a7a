// Accounts-admin sections 3 and 9: roles, and the limits of sign-up codes and reset links.
export const ROLES = ["system_admin", "help_desk"] as const;
export type TRole = (typeof ROLES)[number];

export type TMe = { id: string; email: string; displayName: string; roles: TRole[] };

export const CODE_LENGTH = 6;
export const CODE_TTL_MS = 900_000;
export const RESEND_LOCK_MS = 60_000;
export const MAX_CODE_ATTEMPTS = 3;
export const RESET_TTL_MS = 3_600_000;
