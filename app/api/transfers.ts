import { queryOptions } from "@tanstack/react-query";
import { call, client, unwrap } from "./client";
import { queryKeys } from "./query-keys";

// Handing a pin on (docs/decisions/045): the owner's offer and withdrawal, the recipient's offer
// page, and the help desk's withdrawal. Its keys are here, not in query-keys.ts, which the first
// paint carries; the incoming offers sit under the owner's pins' key, so refreshing those refreshes
// them too.
const transfers = client.transfers;
const transferKeys = {
  incoming: [...queryKeys.myPins, "incoming-transfers"],
  offer: (id: string) => ["transfer-offer", id],
} as const;

export function offerTransfer(pinId: number, email: string) {
  return call(() => client.me.pins[":id"].transfer.$post({ param: { id: String(pinId) }, json: { email } }));
}

export function withdrawTransfer(pinId: number) {
  return call(() => client.me.pins[":id"].transfer.$delete({ param: { id: String(pinId) }, json: {} }));
}

export const incomingTransfersQuery = queryOptions({
  queryKey: transferKeys.incoming,
  queryFn: () => unwrap(call(() => client.me.transfers.$get())),
});

// Read afresh on every visit: what accepting costs follows the giver's subscription.
export function transferOfferQuery(id: string) {
  return queryOptions({
    queryKey: transferKeys.offer(id),
    queryFn: () => unwrap(call(() => transfers[":id"].$get({ param: { id } }))),
    staleTime: 0,
    retry: false,
  });
}

export const offerKey = transferKeys.offer;

export function acceptTransfer(id: string) {
  return call(() => transfers[":id"].accept.$post({ param: { id }, json: {} }));
}

export function declineTransfer(id: string) {
  return call(() => transfers[":id"].decline.$post({ param: { id }, json: {} }));
}

export function completeTransfer(id: string, sessionId: string) {
  return call(() => transfers[":id"].complete.$post({ param: { id }, json: { sessionId } }));
}

export function withdrawTransferAsStaff(id: string) {
  return call(() => client.helpdesk.transfers[":id"].withdraw.$post({ param: { id }, json: {} }));
}
