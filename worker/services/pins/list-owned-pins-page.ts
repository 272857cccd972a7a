import type * as z from "zod";
import { listCancellationRequests } from "../../../db/queries/cancellation-requests";
import { listOwnedPins, type TPinOwner } from "../../../db/queries/pins";
import type { ZOwnedPinsPage } from "../../../domain/answers/my-pins";
import { cancellationStatus, countByTier, OWNED_PINS_PAGE_SIZE, orderByTier, pageOf } from "../../../domain/owned-pins";
import type { TDeps } from "../../platform/dependencies";
import { openTransfersOf } from "../transfers/transfer-views";
import { searchHistories, toOwnedPin } from "./owned-pins";

// The tier comes from the name, which SQL cannot order by, so the owner's pins are ordered here
// and the page cut from that order; the counts are over all of them, as the group headings say.
export async function listOwnedPinsPage(
  deps: TDeps,
  { owner, page }: { owner: TPinOwner; page: number },
): Promise<z.output<typeof ZOwnedPinsPage>> {
  const { db, now } = deps;
  const ordered = orderByTier(await listOwnedPins(db, owner));
  const rows = pageOf(ordered, page);
  const requests = await listCancellationRequests(
    db,
    owner.email,
    rows.map((row) => row.mypin),
  );
  const history = await searchHistories(
    db,
    rows.map((row) => row.id),
    now,
  );
  const transferOf = await openTransfersOf(
    deps,
    rows.map((row) => row.id),
  );
  return {
    pins: rows.map((row) =>
      toOwnedPin(row, cancellationStatus(requests, row), history(row.id), { ...deps, transfer: transferOf(row.id) }),
    ),
    page,
    pageSize: OWNED_PINS_PAGE_SIZE,
    total: ordered.length,
    counts: countByTier(ordered),
  };
}
