// "/" is the spec's one multi-page flow: its query (and for a recovery link its hash) picks the
// screen, so a shared /?pin= link and the sign-in redirect land on the same path. The app shows
// the screen picked here; the worker sends the landing's HTML only to a request for the landing,
// and the app hydrates that HTML only where it picks the landing too.
export type THomeScreen =
  | { screen: "result"; name: string }
  | { screen: "resetPassword" }
  | { screen: "auth" }
  | { screen: "create"; name: string; editPinId?: number }
  | { screen: "manage" }
  | { screen: "landing" };

// hash: the address's fragment, which only the browser knows; state: the history entry's, which the
// app sets to open the manage screen without changing the address.
export function homeScreen(query: URLSearchParams, hash = "", state: unknown = null): THomeScreen {
  const pin = query.get("pin")?.trim();
  if (pin) return { screen: "result", name: pin };
  if (isRecoveryLink(query, hash)) return { screen: "resetPassword" };
  if (query.get("page") === "auth") return { screen: "auth" };

  const pending = query.get("mypin")?.trim();
  if (pending && query.get("action") === "buy") return { screen: "create", name: pending };
  const editPinId = Number(query.get("id"));
  if (pending && query.get("action") === "edit" && Number.isSafeInteger(editPinId) && editPinId > 0) {
    return { screen: "create", name: pending, editPinId };
  }

  // The e-mails' link (MANAGE_PATH), and the app's own way there, which keeps the address as it is.
  if (query.get("page") === "manage" || wantsManage(state)) return { screen: "manage" };
  return { screen: "landing" };
}

function isRecoveryLink(query: URLSearchParams, hash: string): boolean {
  return [query, new URLSearchParams(hash.replace(/^#/, ""))].some(
    (params) => params.has("access_token") && params.get("type") === "recovery",
  );
}

function wantsManage(state: unknown): boolean {
  return typeof state === "object" && state !== null && "showManageMyPins" in state && state.showManageMyPins === true;
}
