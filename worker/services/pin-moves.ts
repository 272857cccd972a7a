import { createDb, toStatement } from "../../db/client";
import { outboxEmailWhen } from "../../db/queries/outbox";
import { findOwnedPin, pinMovedAt, type TPinOwner, updatePinCoordinates } from "../../db/queries/pins";
import type { TCoordinates } from "../../domain/coordinates";
import { MANAGE_PATH } from "../../domain/links";
import { configOf } from "../config";
import type { Env } from "../env";
import { AppError } from "../errors";
import type { TEmail } from "./email-templates";
import { findOwnedPinView } from "./owned-pins";
import { forgetPinSearches } from "./pin-search";

type TMove = { id: number; mypin: string; from: TCoordinates; to: TCoordinates; now: number };

// Moving a pin sends every visitor somewhere else, so its owner hears of every move, with both
// places: the owner's own (a stolen session could redirect a shop's customers) and staff's. For a
// D1 batch after the move's own statement, which it finds by the time it wrote.
export function pinMovedEmail(env: Env, to: string | null, move: TMove, by: "owner" | "staff") {
  const email: Omit<Extract<TEmail, { template: "pin-moved" }>, "to"> = {
    template: "pin-moved",
    payload: {
      mypin: move.mypin,
      from: move.from,
      to: move.to,
      by,
      link: `${configOf(env).PUBLIC_ORIGIN}${MANAGE_PATH}`,
    },
  };
  return toStatement(env.DB, outboxEmailWhen({ to, ...email }, move.now, pinMovedAt(move.id, move.now)));
}

// The owner's Edit Location: the move and the owner's e-mail are one batch.
export async function moveOwnedPin(env: Env, owner: TPinOwner, id: number, point: TCoordinates, now: number) {
  const db = createDb(env.DB);
  const pin = await findOwnedPin(db, owner, id);
  if (!pin) throw new AppError("PIN_NOT_FOUND");
  const move = { id, mypin: pin.mypin, from: { latitude: pin.latitude, longitude: pin.longitude }, to: point, now };
  const update = toStatement(env.DB, updatePinCoordinates(db, owner, id, point, now));
  const [moved] = await env.DB.batch([update, pinMovedEmail(env, owner.email, move, "owner")]);
  if ((moved?.meta.changes ?? 0) === 0) throw new AppError("PIN_NOT_FOUND");
  await forgetPinSearches(env, [pin.mypin]);
  return findOwnedPinView(db, owner, id, now);
}
