import { findPendingSignUpByLink } from "../../../db/queries/email-codes";
import { findUserByEmail } from "../../../db/queries/users";
import { AppError } from "../../errors";
import type { TDeps } from "../../platform/dependencies";
import { sha256 } from "../../platform/tokens";
import { createAccount } from "./accounts";

// The link in the same e-mail verifies the same pending sign-up, without the attempt limit: its
// token is 256 random bits, not six digits. It too works only in the browser that signed up.
export async function verifySignUpLink(
  deps: TDeps,
  { token, ...from }: { token: string; browserHash: string | null; consent: boolean },
) {
  const { db, now } = deps;
  const pending = await findPendingSignUpByLink(db, await sha256(token));
  if (!pending) throw new AppError("VERIFY_LINK_INVALID");
  if (await findUserByEmail(db, pending.email)) return { status: "already-verified" as const };
  if (pending.expiresAt <= now) throw new AppError("VERIFY_LINK_INVALID");
  if (pending.browserHash !== from.browserHash) throw new AppError("SIGN_UP_OTHER_BROWSER");
  const { issued, me } = await createAccount(deps, { pending, consent: from.consent });
  return { status: "verified" as const, issued, me };
}
