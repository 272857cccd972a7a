// How long a sign-in lasts (docs/decisions/004 and 022). The access token is short so that a
// refresh, which reads the session row, happens at least every 15 minutes of use.
export const ACCESS_TTL_MS = 15 * 60_000;
// Absolute: counted from the sign-in, never extended by use.
export const SESSION_LIFETIME_MS = 30 * 86_400_000;
// Idle: a session nobody has used for this long ends even inside its 30 days.
export const IDLE_TIMEOUT_MS = 7 * 86_400_000;

export type TSessionTimes = { expiresAt: number; lastUsedAt: number; revokedAt: number | null };

export function isSessionLive(session: TSessionTimes, now: number): boolean {
  return session.revokedAt === null && now < session.expiresAt && now < session.lastUsedAt + IDLE_TIMEOUT_MS;
}

// An access token never outlives the session it was issued for.
export function accessTokenExpiry(session: { expiresAt: number }, now: number): number {
  return Math.min(now + ACCESS_TTL_MS, session.expiresAt);
}
