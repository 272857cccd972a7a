import type { Env } from "../env";

// Names are already normalised (lower-case) by ZPinName, so one name always reaches one object.
export function nameLock(env: Env, name: string) {
  return env.NAME_LOCK.getByName(name);
}
