import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
import type { TPoint } from "../../../domain/links";
import { landing } from "../../../domain/messages/landing";
import { type TDirectionsStart, useStartPoint } from "../../hooks/use-start-point";
import { useHydrated } from "../../hydration";
import { buttonClass } from "../ui/button-styles";
import { MapAppChooser } from "./map-app-chooser";
import { StartPointForm } from "./start-point-form";

// 'Get Directions': the start-point dialog, then the map app chooser with that start (and the
// route, when one was computed). Closing either starts over and drops a search still under way.
// Without scripts the button could do nothing, so it is not shown; the plain links beside it are.
export function DirectionsDialog({ destination }: { destination: TPoint }) {
  const [open, setOpen] = useState(false);
  const [found, setFound] = useState<TDirectionsStart | null>(null);
  const startPoint = useStartPoint(destination, setFound);
  const hydrated = useHydrated();

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) return;
    setFound(null);
    startPoint.reset();
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger disabled={!hydrated} className={`${buttonClass("primary")} js-only w-full desktop:w-auto`}>
        {landing.getDirections}
      </Dialog.Trigger>
      {found === null ? (
        <StartPointForm state={startPoint} />
      ) : (
        <MapAppChooser destination={destination} found={found} />
      )}
    </Dialog.Root>
  );
}
