import { manage } from "../../../domain/messages/manage";
import type { TListedPin } from "../../../domain/owned-pins";
import { useNavigate } from "../../hooks/use-navigate";
import { smallButtonClass } from "./small-button";

// Edit mode: Edit Location opens the create screen on the pin's stored place, for its owner or a
// system admin. The id lets the server check the pin is the signed-in owner's (or that an admin asks). Only this page builds the address, so it is here
// rather than in paths.ts, which the first paint carries.
type TPlacedPin = Pick<TListedPin, "id" | "mypin" | "latitude" | "longitude">;

function editPagePath(pin: TPlacedPin): string {
  const params = new URLSearchParams({
    mypin: pin.mypin,
    action: "edit",
    id: String(pin.id),
    lat: String(pin.latitude),
    lng: String(pin.longitude),
  });
  return `/?${params}`;
}

export function EditLocationButton({ pin }: { pin: TPlacedPin }) {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(editPagePath(pin))} className={smallButtonClass}>
      {manage.editLocation}
    </button>
  );
}
