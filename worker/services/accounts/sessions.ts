import { jwtVerify, SignJWT } from "jose";
import * as z from "zod";
import { findSessionWithUser, insertSession, revokeSession, rotateRefreshHash } from "../../../db/queries/sessions";
import { ROLES } from "../../../domain/accounts";
import { accessTokenExpiry, isSessionLive, SESSION_LIFETIME_MS } from "../../../domain/sessions";
import { configOf } from "../../config";
import type { Env, TSessionUser } from "../../env";
import type { TDeps } from "../../platform/dependencies";
import { randomToken, sha256 } from "../../platform/tokens";
import { rolesOf } from "./account-roles";

// A short-lived access JWT and a long-lived opaque refresh token, rotated on use (docs/decisions/004).
// Two tabs refreshing at once both present the same refresh token; the one that loses the race
// must not sign the user out, so the hash a rotation replaced stays good this long.
export const ROTATION_GRACE_MS = 30_000;

// refresh is absent when a request is authenticated within the grace window: the browser already
// holds the rotated token from the request that won. The lifetimes are what remains from now, so
// the cookies go when the session does.
export type TIssuedSession = {
  user: TSessionUser;
  access: string;
  accessTtlMs: number;
  refresh?: string;
  sessionTtlMs: number;
};

const ZClaims = z.object({ sub: z.string(), sid: z.string(), email: z.string(), roles: z.array(z.enum(ROLES)) });

function signingKey(env: Env) {
  return new TextEncoder().encode(configOf(env).JWT_SECRET);
}

// The session id (sid) lets the sensitive routes look the session up in D1 (require-live-session.ts).
function signAccessToken(env: Env, user: TSessionUser, now: number, expiresAt: number) {
  return new SignJWT({ sid: user.sessionId, email: user.email, roles: user.roles })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(user.id)
    .setIssuedAt(Math.floor(now / 1000))
    .setExpirationTime(Math.floor(expiresAt / 1000))
    .sign(signingKey(env));
}

// Null for a missing, forged or expired token alike: the caller then tries the refresh token.
export async function readAccessToken(deps: TDeps, token: string): Promise<TSessionUser | null> {
  try {
    const verifying = { algorithms: ["HS256"], currentDate: new Date(deps.now) };
    const { payload } = await jwtVerify(token, signingKey(deps.env), verifying);
    const claims = ZClaims.parse(payload);
    return { id: claims.sub, email: claims.email, roles: claims.roles, sessionId: claims.sid };
  } catch {
    return null;
  }
}

type TIssue = { user: Omit<TSessionUser, "roles">; expiresAt: number; refresh?: string };

async function issue(deps: TDeps, { user, expiresAt, refresh }: TIssue): Promise<TIssuedSession> {
  const { env, now } = deps;
  const sessionUser = { ...user, roles: await rolesOf(deps, user) };
  const accessExpiresAt = accessTokenExpiry({ expiresAt }, now);
  const access = await signAccessToken(env, sessionUser, now, accessExpiresAt);
  return { user: sessionUser, access, accessTtlMs: accessExpiresAt - now, refresh, sessionTtlMs: expiresAt - now };
}

export async function startSession(deps: TDeps, user: { id: string; email: string }) {
  const { db, now } = deps;
  const sessionId = crypto.randomUUID();
  const secret = randomToken();
  const expiresAt = now + SESSION_LIFETIME_MS;
  await insertSession(db, {
    id: sessionId,
    userId: user.id,
    refreshHash: await sha256(secret),
    expiresAt,
    lastUsedAt: now,
  });
  const refresh = `${sessionId}.${secret}`;
  return issue(deps, { user: { id: user.id, email: user.email, sessionId }, expiresAt, refresh });
}

// The refresh token is `${sessionId}.${secret}`. A secret that is neither the current one nor the
// one replaced within the grace window is a stolen, rotated-away token: the whole session ends.
// A session past its absolute lifetime or idle timeout is refused; a rotation keeps its expiry.
export async function refreshSession(deps: TDeps, token: string): Promise<TIssuedSession | null> {
  const { db, now } = deps;
  const [sessionId = "", secret = ""] = token.split(".");
  let found = await findSessionWithUser(db, sessionId);
  if (!found || !isSessionLive(found.session, now)) return null;
  const { expiresAt } = found.session;
  const user = { id: found.session.userId, email: found.email, sessionId };
  const presented = await sha256(secret);

  if (presented === found.session.refreshHash) {
    const next = randomToken();
    const change = { from: presented, to: await sha256(next), now };
    if (await rotateRefreshHash(db, sessionId, change)) {
      return issue(deps, { user, expiresAt, refresh: `${sessionId}.${next}` });
    }
    // Another tab rotated it between our read and our write: the grace check below applies.
    found = await findSessionWithUser(db, sessionId);
    if (!found || found.session.revokedAt !== null) return null;
  }
  const { previousRefreshHash, rotatedAt } = found.session;
  if (presented === previousRefreshHash && rotatedAt !== null && now - rotatedAt <= ROTATION_GRACE_MS) {
    return issue(deps, { user, expiresAt });
  }
  await revokeSession(db, sessionId, now);
  return null;
}
