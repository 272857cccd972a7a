import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
import type { TPoint } from "../../../domain/links";
import { landing } from "../../../domain/messages/landing";
import { type TDirectionsStart, useStartPoint } from "../../hooks/use-start-point";
import { buttonClass } from "../ui/button-styles";
import { MapAppChooser } from "./map-app-chooser";
import { StartPointForm } from "./start-point-form";

// 'Get Directions': the start-point dialog, then the map app chooser with that start (and the
// route, when one was computed). Closing either starts over and drops a search still under way.
export function DirectionsDialog({ destination }: { destination: TPoint }) {
  const [open, setOpen] = useState(false);
  const [found, setFound] = useState<TDirectionsStart | null>(null);
  const startPoint = useStartPoint(destination, setFound);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) return;
    setFound(null);
    startPoint.reset();
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger className={`${buttonClass("primary")} w-full desktop:w-auto desktop:self-start`}>
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
