import { toStatement } from "../../../db/client";
import { outboxEmailWhen } from "../../../db/queries/outbox";
import {
  findPinInScope,
  pinMovedAt,
  type TPinOwner,
  type TPinScope,
  updatePinCoordinates,
} from "../../../db/queries/pins";
import { staffActionStatement } from "../../../db/queries/staff-actions";
import type { TCoordinates } from "../../../domain/coordinates";
import { MANAGE_PATH } from "../../../domain/links";
import { configOf } from "../../config";
import type { Env } from "../../env";
import { AppError } from "../../errors";
import type { TDeps } from "../../platform/dependencies";
import { deliverOutbox } from "../outbox/deliver-outbox";
import type { TEmail } from "../outbox/email-templates";
import { placePin } from "./pin-places";
import { forgetPinSearchesOf } from "./pin-search";

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

// Who moves a pin: its owner, within their own pins, or a system administrator, within any pin
// (policies/pin-scope.ts), whose move the audit trail records.
type TMover = { actor: TPinOwner; scope: TPinScope };

// Edit Location, for an owner and for an admin alike: the move, the owner's e-mail and an admin's
// audit row are one batch, the e-mail and the row written only if the move wrote the pin.
export async function movePin(deps: TDeps, mover: TMover, id: number, point: TCoordinates) {
  const { env, db, now } = deps;
  const pin = await findPinInScope(db, mover.scope, id);
  if (!pin) throw new AppError("PIN_NOT_FOUND");
  const from = { latitude: pin.latitude, longitude: pin.longitude };
  const move = { id, mypin: pin.mypin, from, to: point, now };
  const byStaff = mover.scope === "any";
  const statements = [
    toStatement(env.DB, updatePinCoordinates(db, mover.scope, id, point, now)),
    pinMovedEmail(env, byStaff ? pin.userEmail : mover.actor.email, move, byStaff ? "staff" : "owner"),
  ];
  if (byStaff) {
    const after = { latitude: point.latitude, longitude: point.longitude };
    const record = { action: "move", target: pin.mypin, before: from, after, now } as const;
    const actor = { actorId: mover.actor.id, actorEmail: mover.actor.email };
    statements.push(staffActionStatement(env.DB, { ...actor, ...record }, pinMovedAt(id, now)));
  }
  const [moved] = await env.DB.batch(statements);
  if ((moved?.meta.changes ?? 0) === 0) throw new AppError("PIN_NOT_FOUND");
  deps.waitUntil(deliverOutbox(deps));
  await forgetPinSearchesOf(deps, { id, mypin: pin.mypin });
  deps.waitUntil(placePin(deps, { id, mypin: pin.mypin, ...point }));
}

export type TMoveRequest = { id: number; point: TCoordinates };
