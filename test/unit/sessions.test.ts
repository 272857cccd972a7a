import { describe, expect, it } from "vitest";
import {
  ACCESS_TTL_MS,
  accessTokenExpiry,
  IDLE_TIMEOUT_MS,
  isSessionLive,
  SESSION_LIFETIME_MS,
} from "../../domain/sessions.ts";

const SIGNED_IN = 1_000_000;
const fresh = { expiresAt: SIGNED_IN + SESSION_LIFETIME_MS, lastUsedAt: SIGNED_IN, revokedAt: null };

describe("isSessionLive", () => {
  it("keeps a session used within the idle timeout and inside its lifetime", () => {
    expect(isSessionLive(fresh, SIGNED_IN)).toBe(true);
    expect(isSessionLive(fresh, SIGNED_IN + IDLE_TIMEOUT_MS - 1)).toBe(true);
  });

  it("ends a session idle for the whole timeout", () => {
    expect(isSessionLive(fresh, SIGNED_IN + IDLE_TIMEOUT_MS)).toBe(false);
  });

  it("ends a session at its absolute expiry however recently it was used", () => {
    const busy = { ...fresh, lastUsedAt: fresh.expiresAt - 1 };
    expect(isSessionLive(busy, fresh.expiresAt - 1)).toBe(true);
    expect(isSessionLive(busy, fresh.expiresAt)).toBe(false);
  });

  it("ends a revoked session at once", () => {
    expect(isSessionLive({ ...fresh, revokedAt: SIGNED_IN }, SIGNED_IN)).toBe(false);
  });
});

describe("accessTokenExpiry", () => {
  it("gives 15 minutes, or less when the session ends sooner", () => {
    expect(accessTokenExpiry(fresh, SIGNED_IN)).toBe(SIGNED_IN + ACCESS_TTL_MS);
    expect(accessTokenExpiry(fresh, fresh.expiresAt - 60_000)).toBe(fresh.expiresAt);
  });
});
