import { useQuery } from "@tanstack/react-query";
import { meQuery, type TMe } from "../api/session";

// Who is signed in, for every screen. The hooks that change it (use-session-changes.ts) live
// apart: only the account and manage flows need them, so the first paint does not carry them.
export function useSession(): { user: TMe | null; isPending: boolean } {
  const { data, isPending } = useQuery(meQuery);
  return { user: data ?? null, isPending };
}
