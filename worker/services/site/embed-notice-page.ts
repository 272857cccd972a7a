import { configOf } from "../../config";
import type { TDeps } from "../../platform/dependencies";
import { pageOf, type TEmbedPage } from "./embed-page";

// The card for a name no pin could have (malformed), or for a client over the searches' limit.
export function embedNoticePage(deps: TDeps, kind: "missing" | "limited"): Promise<TEmbedPage> {
  return pageOf({ kind, home: configOf(deps.env).PUBLIC_ORIGIN }, deps);
}
