import { nameKey } from "../../../domain/name-policy";
import type { Env } from "../../env";

// One object per skeleton, not per name (docs/decisions/020): look-alikes share one lock, so
// holding "my.pin2" also holds "my.p\u0456n2". Names are already canonical (ZPinName).
export function nameLock(env: Env, name: string) {
  return env.NAME_LOCK.getByName(nameKey(name));
}
