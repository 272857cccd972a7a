import { useQuery } from "@tanstack/react-query";
import { meQuery, type TMe } from "../api/session";
import { useHydrated } from "../hydration";

// Who is signed in, for every screen. The hooks that change it (use-session-changes.ts) live
// apart: only the account and manage flows need them, so the first paint does not carry them. A
// page's HTML is the same for every visitor, so until it is hydrated nobody is known yet.
export function useSession(): { user: TMe | null; isPending: boolean } {
  const hydrated = useHydrated();
  const { data, isPending } = useQuery(meQuery);
  if (!hydrated) return { user: null, isPending: true };
  return { user: data ?? null, isPending };
}
