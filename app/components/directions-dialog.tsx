import * as Dialog from "@radix-ui/react-dialog";
import { toast } from "sonner";
import { directions, landing, resultPage } from "../../domain/messages";
import { directionsLink, isAllowedMapLink, type TMapApp, type TPoint } from "../../domain/links";
import { useIsMobile } from "../hooks/use-is-mobile";
import { buttonClass } from "./button-styles";
import { DialogFrame } from "./dialog-frame";

const APPS: readonly { app: TMapApp; name: string }[] = [
  { app: "apple", name: directions.appleMaps },
  { app: "google", name: directions.googleMaps },
];

export function DirectionsDialog({ destination }: { destination: TPoint }) {
  const isMobile = useIsMobile();
  const choices = APPS.map((choice) => ({ ...choice, href: directionsLink(choice.app, destination) })).filter(
    (choice) => isAllowedMapLink(choice.href),
  );

  return (
    <Dialog.Root>
      <Dialog.Trigger className={`${buttonClass("primary")} w-full desktop:w-auto desktop:self-start`}>{landing.getDirections}</Dialog.Trigger>
      <DialogFrame title={resultPage.chooseApp} description={resultPage.chooseAppDetail}>
        <ul className="space-y-3">
          {choices.map((choice) => (
            <li key={choice.app}>
              <a
                href={choice.href}
                target="_blank"
                rel="noopener noreferrer"
                onClick={() => toast.success(directions.opening(choice.name))}
                aria-label={choice.name}
                aria-describedby={`directions-${choice.app}`}
                className="block rounded-lg border border-slate-200 p-4 hover:border-brand-600 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <span className="block font-semibold">{choice.name}</span>
                <span id={`directions-${choice.app}`} className="block text-sm text-slate-600">
                  {isMobile ? resultPage.openInApp(choice.name) : resultPage.openInBrowser(choice.name)}
                </span>
              </a>
            </li>
          ))}
        </ul>
      </DialogFrame>
    </Dialog.Root>
  );
}
