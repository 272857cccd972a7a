import { shareLink } from "../domain/links";

// The SPA's own addresses that carry state in the query.

// The share-link form on this origin, so the address bar can be copied and shared as it is.
export function pinPath(name: string): string {
  return shareLink(name, "");
}

// The auth screen, where every "Sign In" leads.
export const SIGN_IN_PATH = "/?page=auth";

// The signed-in user's change-password screen, opened from the account menu.
export const CHANGE_PASSWORD_PATH = "/account/password";

// The create page: the name, the buy action and where the visitor came from.
export function createPagePath(name: string, source = ""): string {
  const params = new URLSearchParams({ mypin: name, action: "buy" });
  if (source !== "") params.set("source", source);
  return `/?${params}`;
}
