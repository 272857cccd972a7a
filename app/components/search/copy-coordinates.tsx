import { useEffect, useState } from "react";
import { directions, resultPage } from "../../../domain/messages/directions";
import { success } from "../../../domain/messages/purchase";
import { useHydrated } from "../../hydration";
import { IconTooltip } from "../ui/icon-tooltip";
import { CheckIcon, CopyIcon } from "../ui/icons";
import { toast } from "../ui/toast";

// The copied indicator lasts 2 seconds, counted from the latest copy.
const COPIED_INDICATOR_MS = 2000;

// text: the coordinates as the result shows them (domain/pin-result-view.ts), six decimals each.
export function CopyCoordinates({ text }: { text: string }) {
  const [copiedAt, setCopiedAt] = useState<number | null>(null);
  const hydrated = useHydrated();

  useEffect(() => {
    if (copiedAt === null) return;
    const timer = window.setTimeout(() => setCopiedAt(null), COPIED_INDICATOR_MS);
    return () => window.clearTimeout(timer);
  }, [copiedAt]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopiedAt(Date.now());
      toast.success(success.coordinatesCopied);
    } catch {
      toast.error(directions.copyFailed);
    }
  };

  const copied = copiedAt !== null;
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <span className="text-sm text-slate-500">{resultPage.coordinatesLabel}:</span>
      <span className="font-mono text-sm text-slate-900">{text}</span>
      <IconTooltip label={resultPage.copyCoordinates}>
        <button
          type="button"
          aria-label={resultPage.copyCoordinates}
          disabled={!hydrated}
          onClick={copy}
          className="js-only rounded-md p-1.5 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {copied ? <CheckIcon className="size-5 text-brand-700" /> : <CopyIcon />}
        </button>
      </IconTooltip>
      <span role="status" className="sr-only">
        {copied ? resultPage.copied : ""}
      </span>
    </div>
  );
}
