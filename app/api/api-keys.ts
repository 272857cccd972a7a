import { queryOptions } from "@tanstack/react-query";
import type { TApiKeyKind } from "../../domain/api-keys";
import { call, client, type TDataOf, unwrap } from "./client";

// The account's keys to the public API (docs/decisions/046). Their key is here, not in
// query-keys.ts, which the first paint carries; it names the account, so another account signed in
// on the same page never sees the last one's keys while its own load.
const keys = client.me["api-keys"];
export const apiKeysKey = ["api-keys"] as const;

export const listApiKeys = () => call(() => keys.$get());

export function apiKeysQuery(userId: string) {
  return queryOptions({
    queryKey: [...apiKeysKey, userId],
    queryFn: () => unwrap(listApiKeys()),
  });
}

export type TApiKeys = TDataOf<typeof listApiKeys>;
export type TApiKey = TApiKeys["keys"][number];
export type TNewApiKey = { name: string; kind: TApiKeyKind; origins: string[]; monthlyCap: number | null };

export function createApiKey(key: TNewApiKey) {
  return call(() => keys.$post({ json: key }));
}

export function renameApiKey(id: string, name: string) {
  return call(() => keys[":id"].$patch({ param: { id }, json: { name } }));
}

// null: no cap of its own, only the account's allowance.
export function capApiKey(id: string, monthlyCap: number | null) {
  return call(() => keys[":id"].$patch({ param: { id }, json: { monthlyCap } }));
}

export function rotateApiKey(id: string) {
  return call(() => keys[":id"].rotate.$post({ param: { id }, json: {} }));
}

export function revokeApiKey(id: string) {
  return call(() => keys[":id"].$delete({ param: { id }, json: {} }));
}
