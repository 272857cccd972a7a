import { queryOptions } from "@tanstack/react-query";
import { nameStatus } from "../../domain/messages/names";
import { holdLimits } from "../../domain/messages/purchase";
import { byCode, call, client, nameInPath, namePolicyMessage, type TDataOf, unwrap, withWait } from "./client";
import { queryKeys } from "./query-keys";

// A name held for its buyer while they place it and pay (docs/architecture.md#name-holds).
const holdRoute = client.names[":name"].hold;

export type THoldStatus = TDataOf<typeof holdStatus>;

// convert: the user just signed in and turns this browser's anonymous hold into their own.
export function holdName(name: string, convert = false) {
  return call(() => holdRoute.$post({ param: nameInPath(name), json: { convert } }));
}

function holdStatus(name: string) {
  return call(() => holdRoute.$get({ param: nameInPath(name) }));
}

// Asked again every recheckMs while wanted; no cache kept, since an answer from an earlier visit
// would show an old countdown before the fresh one.
export function holdStatusQuery(name: string, recheckMs: number | false) {
  return queryOptions({
    queryKey: queryKeys.hold(name),
    queryFn: () => unwrap(holdStatus(name)),
    enabled: name !== "",
    refetchInterval: recheckMs,
    gcTime: 0,
    retry: 1,
  });
}

export function releaseHold(name: string) {
  return call(() => holdRoute.$delete({ param: nameInPath(name), json: {} }));
}

// For pagehide: the page is going away, so the request must outlive it (fetch keepalive).
export function releaseHoldOnExit(name: string) {
  void fetch(holdRoute.$path({ param: nameInPath(name) }), {
    method: "DELETE",
    keepalive: true,
    headers: { "Content-Type": "application/json" },
    body: "{}",
  }).catch(() => undefined);
}

// Why this holder may not hold another name, or this one, for now (docs/decisions/019 and 031), and
// until when: the server knows when the holder's next hold ends or the time limit lifts.
export function holdLimitRefusal(error: unknown): string | undefined {
  const refusal = byCode(error, {
    HOLDS_PER_ACCOUNT_EXCEEDED: holdLimits.perAccount,
    HOLDS_PER_BROWSER_EXCEEDED: holdLimits.perBrowser,
    HOLD_TIME_LIMIT: holdLimits.timeLimit,
  });
  return refusal === undefined ? undefined : withWait(refusal, error);
}

// The create page's words for a name someone else took, or holds, before this buyer could, or that
// the name policy refuses.
export function nameRefusal(error: unknown): string | undefined {
  return (
    byCode(error, { NAME_TAKEN: nameStatus.alreadyExists, NAME_HELD: nameStatus.temporarilyUnavailable }) ??
    namePolicyMessage(error)
  );
}
