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

// Edit mode (core-flow section 2): the manage page's Edit Location opens the same screen on the pin's
// stored place. The id lets the server check the pin is the signed-in owner's.
export function editPagePath(pin: { id: number; mypin: string; latitude: number; longitude: number }): string {
  const params = new URLSearchParams({
    mypin: pin.mypin,
    action: "edit",
    id: String(pin.id),
    lat: String(pin.latitude),
    lng: String(pin.longitude),
  });
  return `/?${params}`;
}

export default function CreatePage({ name, editPinId }: { name: string; editPinId?: number }) {
  return (
    <PageSuspense>
      <CreateScreen key={`${name}:${editPinId ?? ""}`} name={name} editPinId={editPinId} />
    </PageSuspense>
  );
}
