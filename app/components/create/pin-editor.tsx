import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { TCoordinates } from "../../../domain/coordinates";
import { signInRequired } from "../../../domain/messages/accounts";
import { create, purchase, success } from "../../../domain/messages/purchase";
import { isSystemAdmin } from "../../../domain/staff";
import { byCode, unwrap } from "../../api/client";
import { updatePinCoordinates } from "../../api/my-pins";
import { moveStaffPin, staffPinsKey } from "../../api/staff-pins";
import { useRefreshMyPins } from "../../hooks/use-my-pins";
import { useNavigate } from "../../hooks/use-navigate";
import { useSession } from "../../hooks/use-session";
import type { TStartPosition } from "../../hooks/use-start-position";
import { buttonClass } from "../ui/button-styles";
import { Spinner } from "../ui/spinner";
import { toast } from "../ui/toast";
import { MapPlacement } from "./map-placement";
import { PlaceHelpDialog } from "./place-help-dialog";

// Edit mode of the create page: Save MyPin stores the marker's place and returns to the manage
// page. The server decides whether this user may move this pin: its owner,
// or a system admin (worker/policies/pin-scope.ts).
export function PinEditor({ name, pinId, start }: { name: string; pinId: number; start: TStartPosition }) {
  const navigate = useNavigate();
  const refreshMyPins = useRefreshMyPins();
  const { user, isPending: sessionPending } = useSession();
  const [position, setPosition] = useState<TCoordinates>(start.point);
  const queryClient = useQueryClient();
  // A system admin moves any pin through the staff route; everyone else only their own.
  const asAdmin = isSystemAdmin(user);
  const save = useMutation({
    mutationFn: async (point: TCoordinates) => {
      if (asAdmin) await unwrap(moveStaffPin(pinId, point));
      else await unwrap(updatePinCoordinates(pinId, point));
    },
    onSuccess: async () => {
      toast.success(success.coordinatesUpdated);
      await (asAdmin ? queryClient.invalidateQueries({ queryKey: staffPinsKey }) : refreshMyPins());
      navigate("/", { state: { showManageMyPins: true } });
    },
    onError: (error) => {
      toast.error(byCode(error, { UNAUTHENTICATED: signInRequired.updateCoordinates }) ?? create.coordinatesFailed);
    },
  });

  return (
    <MapPlacement name={name} start={start} position={position} onMove={setPosition}>
      {!sessionPending && user === null && (
        <p role="alert" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {signInRequired.updateCoordinates}
        </p>
      )}
      <div className="flex items-center gap-3">
        <button
          type="button"
          onClick={() => save.mutate(position)}
          disabled={sessionPending || user === null || save.isPending}
          aria-busy={save.isPending}
          className={`${buttonClass("primary")} flex-1 py-3 text-base`}
        >
          {save.isPending && <Spinner decorative className="size-4" />}
          {create.save}
        </button>
        <PlaceHelpDialog steps={purchase.editSteps} />
      </div>
    </MapPlacement>
  );
}
