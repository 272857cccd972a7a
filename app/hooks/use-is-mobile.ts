import { useBrowserValue } from "../hydration";

// Mobile is a viewport of 768 px or less, a touch screen, or a mobile user agent.
const NARROW = "(max-width: 768px)";
const MOBILE_AGENT = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile/i;

function subscribe(onChange: () => void) {
  const query = window.matchMedia(NARROW);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

function isMobile(): boolean {
  return (
    window.matchMedia(NARROW).matches ||
    "ontouchstart" in window ||
    navigator.maxTouchPoints > 0 ||
    MOBILE_AGENT.test(navigator.userAgent)
  );
}

export function useIsMobile(): boolean {
  return useBrowserValue(subscribe, isMobile, false);
}
