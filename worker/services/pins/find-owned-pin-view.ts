import { listCancellationRequests } from "../../../db/queries/cancellation-requests";
import { findOwnedPin, type TPinOwner } from "../../../db/queries/pins";
import { cancellationStatus, type TOwnedPin } from "../../../domain/owned-pins";
import { AppError } from "../../errors";
import type { TDeps } from "../../platform/dependencies";
import { openTransfersOf } from "../transfers/transfer-views";
import { searchHistories, toOwnedPin } from "./owned-pins";

export async function findOwnedPinView(deps: TDeps, owner: TPinOwner, id: number): Promise<TOwnedPin> {
  const { db, now } = deps;
  const row = await findOwnedPin(db, owner, id);
  if (!row) throw new AppError("PIN_NOT_FOUND");
  const requests = await listCancellationRequests(db, owner.email, [row.mypin]);
  const history = await searchHistories(db, [row.id], now);
  const transferOf = await openTransfersOf(deps, [row.id]);
  return toOwnedPin(row, cancellationStatus(requests, row), history(row.id), { ...deps, transfer: transferOf(row.id) });
}
