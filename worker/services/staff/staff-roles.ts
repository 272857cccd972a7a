// Help desk access, granted and revoked by a system admin; system admins
// come from ADMIN_EMAILS only, so this is the one role handed out here. Each change and its audit
// row are one batch.
export const HELP_DESK = "help_desk";

export const grantValues = (grant: { expiresAt: number | null; reason: string | null }) => ({
  role: HELP_DESK,
  expiresAt: grant.expiresAt,
  reason: grant.reason,
});
