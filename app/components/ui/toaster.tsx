import type { CSSProperties } from "react";
import { useEffect } from "react";
import { Toaster } from "sonner";
import { layout } from "../../../domain/messages/site";
import { markToasterMounted } from "./toast";

// sonner's rich colours put mid-tone text on a pale tint (success about 4.3:1, warning under
// 3:1), short of WCAG AA's 4.5:1 for its 13 px text. The same hues, darkened (Tailwind's 800s and
// red 700), keep the look and pass.
const READABLE_RICH_COLORS = {
  "--success-text": "#166534",
  "--info-text": "#1e40af",
  "--warning-text": "#92400e",
  "--error-text": "#b91c1c",
} as CSSProperties;

// Loaded on demand by main.tsx; once sonner's Toaster has subscribed (its effect runs before this
// one), the toasts waiting in toast.ts are shown.
export default function AppToaster() {
  useEffect(markToasterMounted, []);
  return (
    <Toaster richColors position="top-center" style={READABLE_RICH_COLORS} containerAriaLabel={layout.notifications} />
  );
}
