import { queryOptions } from "@tanstack/react-query";
import { clearStoredItem, getStoredItem } from "../storage";
import { call, client } from "./client";
import { queryKeys } from "./query-keys";

const meRoute = client.me.$get;

export type TMe = NonNullable<Awaited<ReturnType<typeof loadMe>>>;

// Not signed in is an answer (401 -> null), not an error; anything else is worth a retry. Every
// session starts in this app, which marks the browser, so an anonymous visit (most of them) costs
// no request and no 401 in the console.
async function loadMe() {
  if (getStoredItem("signedIn") === null) return null;
  const result = await call(() => meRoute());
  if (result.ok) return result.data.user;
  if (result.error.status !== 401) throw result.error;
  clearStoredItem("signedIn");
  return null;
}

// The session lives in HttpOnly cookies the API renews on its own (docs/decisions/004), so the app
// asks who is signed in once and then keeps the answer in step with its own sign-in and sign-out.
export const meQuery = queryOptions({
  queryKey: queryKeys.me,
  queryFn: loadMe,
  // Known at once when the browser holds no session: the header paints its Sign In without waiting.
  initialData: () => (getStoredItem("signedIn") === null ? null : undefined),
  staleTime: 5 * 60_000,
  retry: 1,
});
