import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createDb } from "../../db/client";
import { findPendingSignUp } from "../../db/queries/email-codes";
import { auth } from "../../domain/messages/accounts";
import { uniqueEmail, uniqueIp } from "../helpers/unique";
import { PASSWORD } from "../helpers/worker/accounts";
import { errorOf, post } from "../helpers/worker/api";

const signUp = (displayName: string, email = uniqueEmail()) =>
  post("/api/auth/sign-up", { displayName, email, password: PASSWORD }, { ip: uniqueIp() });

// The review's finding: bidi overrides, NUL, line breaks and zero-width characters were stored and
// shown to everyone as a pin's creator.
describe("display names", () => {
  it.each([
    ["a right-to-left override", "Ada \u202eecalevol"],
    ["a NUL", "Ada\u0000Lovelace"],
    ["a line break", "Ada\nLovelace"],
    ["a line separator", "Ada\u2028Lovelace"],
    ["a zero-width space", "Ada\u200bLovelace"],
    ["a zero-width joiner", "Ada\u200dLovelace"],
    ["a private-use character", "Ada \ue000"],
  ])("refuses %s", async (_, displayName) => {
    const response = await signUp(displayName);
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toEqual({ code: "BAD_REQUEST", message: auth.displayNameHidden });
  });

  it("collapses every kind of space to one, and keeps letters of any script and emoji", async () => {
    const email = uniqueEmail();
    expect((await signUp("  Ada\u00a0\u00a0 Lovelace\u3000Ø 🙂 ", email)).status).toBe(200);
    expect((await findPendingSignUp(createDb(env.DB), email))?.displayName).toBe("Ada Lovelace Ø 🙂");
  });

  it("refuses a name that is only spaces as a missing name", async () => {
    const response = await signUp("\u00a0 \u2003");
    expect(await errorOf(response)).toEqual({ code: "BAD_REQUEST", message: auth.displayNameRequired });
  });
});
