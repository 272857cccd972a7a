import { useCallback, useId, useRef, useState } from "react";
import { useDismiss } from "./use-dismiss";

// A trigger button and the panel it shows: ids for aria-controls, refs for focus and dismissal.
export function useDisclosure<Panel extends HTMLElement>() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const panel = useRef<Panel>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  const toggle = useCallback(() => setOpen((value) => !value), []);
  useDismiss(open, panel, trigger, close);
  return { open, close, toggle, panelId, panel, trigger };
}
