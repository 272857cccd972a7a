import { useNavigate } from "react-router";
import { manage } from "../../../domain/messages/manage";
import type { TOwnedPin } from "../../api/my-pins";
import { editPagePath } from "../../paths";
import { smallButtonClass } from "./small-button";

export function EditLocationButton({ pin }: { pin: TOwnedPin }) {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(editPagePath(pin))} className={smallButtonClass}>
      {manage.editLocation}
    </button>
  );
}
