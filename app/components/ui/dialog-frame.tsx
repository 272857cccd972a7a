import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";
import { layout } from "../../../domain/messages/site";
import { IconTooltip } from "./icon-tooltip";

// The map's panes sit at z-index up to 1000, so the overlay must stack above them.
export function DialogFrame({
  title,
  description,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
}: {
  title: string;
  description: ReactNode;
  children: ReactNode;
  onOpenAutoFocus?: (event: Event) => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-[1200] bg-slate-900/50" />
      <Dialog.Content
        onOpenAutoFocus={onOpenAutoFocus}
        onCloseAutoFocus={onCloseAutoFocus}
        className="fixed left-1/2 top-1/2 z-[1200] max-h-[90dvh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl focus:outline-none"
      >
        <Dialog.Title className="pr-8 text-xl font-bold">{title}</Dialog.Title>
        <Dialog.Description asChild>
          <div className="mt-1 text-sm text-slate-600">{description}</div>
        </Dialog.Description>
        <div className="mt-5">{children}</div>
        <IconTooltip label={layout.close}>
          <Dialog.Close
            aria-label={layout.close}
            className="absolute right-3 top-3 rounded-md p-1.5 text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <svg
              className="size-5"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden="true"
            >
              <path d="M18 6 6 18M6 6l12 12" strokeLinecap="round" />
            </svg>
          </Dialog.Close>
        </IconTooltip>
      </Dialog.Content>
    </Dialog.Portal>
  );
}
