import { useLocation, useSearchParams } from "react-router";
import LandingPage from "./landing";
import { pages } from "./lazy-pages";
import SearchResultPage from "./search-result";

// "/" is the spec's one multi-page flow: the query (and for a recovery link the hash) picks the
// screen, so a shared /?pin= link and the sign-in redirect land on the same path (core-flow
// section 2). The landing and a search result paint at once; the others load on demand.
export default function HomePage() {
  const [params] = useSearchParams();
  const location = useLocation();

  const pin = params.get("pin")?.trim();
  if (pin) return <SearchResultPage key={pin} name={pin} />;
  if (isRecoveryLink(params, location.hash)) return <pages.resetPassword />;
  if (params.get("page") === "auth") return <pages.auth />;

  const pending = params.get("mypin")?.trim();
  if (pending && params.get("action") === "buy") return <pages.create key={`${pending}:`} name={pending} />;
  const editPinId = Number(params.get("id"));
  if (pending && params.get("action") === "edit" && Number.isSafeInteger(editPinId) && editPinId > 0) {
    return <pages.create key={`${pending}:${editPinId}`} name={pending} editPinId={editPinId} />;
  }

  // The e-mails' link (MANAGE_PATH), and the app's own way there, which keeps the address as it is.
  if (params.get("page") === "manage" || wantsManage(location.state)) return <pages.manage />;
  return <LandingPage />;
}

function isRecoveryLink(query: URLSearchParams, hash: string): boolean {
  return [query, new URLSearchParams(hash.replace(/^#/, ""))].some(
    (params) => params.has("access_token") && params.get("type") === "recovery",
  );
}

function wantsManage(state: unknown): boolean {
  return typeof state === "object" && state !== null && "showManageMyPins" in state && state.showManageMyPins === true;
}
