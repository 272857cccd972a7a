import { createDb, toStatement } from "../../db/client";
import { pinWithIdExists, updatePinCoordinates } from "../../db/queries/pins";
import { staffActionStatement } from "../../db/queries/staff-actions";
import { findStaffPin } from "../../db/queries/staff-pins";
import type { TCoordinates } from "../../domain/coordinates";
import type { Env, TSessionUser } from "../env";
import { AppError } from "../errors";
import { pinMovedEmail } from "./pin-moves";
import { forgetPinSearches } from "./pin-search";
import { toStaffPin } from "./staff-pins";

// An admin's Edit Location on any pin (accounts-admin section 2: the owner's actions, with the
// trash button in place of Cancel). The move, its audit row and the owner's e-mail are one batch,
// the row and the e-mail written only if the pin is still there.
export async function moveStaffPin(env: Env, actor: TSessionUser, id: number, point: TCoordinates, now: number) {
  const db = createDb(env.DB);
  const pin = await findStaffPin(db, id);
  if (!pin) throw new AppError("PIN_NOT_FOUND");
  const results = await env.DB.batch([
    staffActionStatement(
      env.DB,
      {
        actorId: actor.id,
        actorEmail: actor.email,
        action: "move",
        target: pin.mypin,
        before: { latitude: pin.latitude, longitude: pin.longitude },
        after: { latitude: point.latitude, longitude: point.longitude },
        now,
      },
      pinWithIdExists(id),
    ),
    toStatement(env.DB, updatePinCoordinates(db, "any", id, point, now)),
    pinMovedEmail(
      env,
      pin.userEmail,
      { id, mypin: pin.mypin, from: { latitude: pin.latitude, longitude: pin.longitude }, to: point, now },
      "staff",
    ),
  ]);
  if ((results[1]?.meta.changes ?? 0) === 0) throw new AppError("PIN_NOT_FOUND");
  await forgetPinSearches(env, [pin.mypin]);
  const moved = await findStaffPin(db, id);
  if (!moved) throw new AppError("PIN_NOT_FOUND");
  return { pin: toStaffPin(moved) };
}
