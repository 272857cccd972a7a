import { API_KEY_HINT_LENGTH, API_KEY_PREFIX } from "../../../domain/api-keys";
import { randomToken, sha256 } from "../../platform/tokens";

// A new secret: shown once in the answer, kept only as its hash and its last characters.
export async function newSecret() {
  const secret = `${API_KEY_PREFIX}${randomToken()}`;
  return { secret, keyHash: await sha256(secret), hint: secret.slice(-API_KEY_HINT_LENGTH) };
}
