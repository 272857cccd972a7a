import { clearSignInFailures } from "../../../db/queries/sign-in-failures";
import { findUserByEmail, setPasswordHash } from "../../../db/queries/users";
import { AppError } from "../../errors";
import type { TDeps } from "../../platform/dependencies";
import { assertPasswordAttempt } from "./password-attempts";
import { hashPassword, needsRehash, verifyPassword } from "./passwords";
import { signInAccount } from "./sign-ins";

// An unknown address costs one PBKDF2 run like a known one, so timing does not tell them apart.
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword(crypto.randomUUID()));

type TPasswordSignIn = { email: string; password: string; address: string };

// Signing in with a password: counted against the address and the client as a failure until it
// succeeds, and a hash of an older cost is brought up to date.
export async function signInWithPassword(deps: TDeps, { email, password, address }: TPasswordSignIn) {
  const { db } = deps;
  await assertPasswordAttempt(deps, { email, address }, "SIGN_IN_RATE_LIMITED");
  const user = await findUserByEmail(db, email);
  const valid = await verifyPassword(password, user?.passwordHash ?? (await decoy()));
  if (!user || !valid) throw new AppError("INVALID_CREDENTIALS");
  await clearSignInFailures(db, email, address);
  if (needsRehash(user.passwordHash)) await setPasswordHash(db, user.id, await hashPassword(password));
  return signInAccount(deps, user);
}
