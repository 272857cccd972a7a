import { lazy } from "react";
import { PageSuspense } from "../components/spinner";

// home.tsx imports this module with the landing, so the screen itself (map, dialogs, checkout)
// loads only when a visitor reaches it (DESIGN section 11).
const CreateScreen = lazy(() => import("../components/create-screen"));

// The create page's address (core-flow section 2): the name, the buy action and where it came from.
export function createPagePath(name: string, source = ""): string {
  const params = new URLSearchParams({ mypin: name, action: "buy" });
  if (source !== "") params.set("source", source);
  return `/?${params}`;
}

export default function CreatePage({ name }: { name: string }) {
  return (
    <PageSuspense>
      <CreateScreen key={name} name={name} />
    </PageSuspense>
  );
}
