import { useNavigate } from "react-router";
import { manage } from "../../../domain/messages/manage";
import type { TOwnedPin } from "../../api/my-pins";
import { smallButtonClass } from "./small-button";

// Edit mode: Edit Location opens the create screen on the pin's stored place. The id lets the
// server check the pin is the signed-in owner's. Only this page builds the address, so it is here
// rather than in paths.ts, which the first paint carries.
function editPagePath(pin: { id: number; mypin: string; latitude: number; longitude: number }): string {
  const params = new URLSearchParams({
    mypin: pin.mypin,
    action: "edit",
    id: String(pin.id),
    lat: String(pin.latitude),
    lng: String(pin.longitude),
  });
  return `/?${params}`;
}

export function EditLocationButton({ pin }: { pin: TOwnedPin }) {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(editPagePath(pin))} className={smallButtonClass}>
      {manage.editLocation}
    </button>
  );
}
