import { useEffect } from "react";
import { Toaster } from "sonner";
import { markToasterMounted } from "./toast";

// Loaded on demand by main.tsx; once sonner's Toaster has subscribed (its effect runs before this
// one), the toasts waiting in toast.ts are shown.
export default function AppToaster() {
  useEffect(markToasterMounted, []);
  return <Toaster richColors position="top-center" />;
}
