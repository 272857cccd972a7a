import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { ANALYTICS_COOKIE, ANALYTICS_MAX_AGE_SECONDS } from "../../../domain/consent";
import { sendEvent } from "../../api/events";
import { writeCookie } from "../../cookies";

// Mounted only while the visitor accepts cookies: gives them an anonymous visitor id (kept 2
// years) and counts a page view on every route change.
export default function AnalyticsBeacon() {
  const { pathname } = useLocation();
  const counted = useRef<string | null>(null);
  useEffect(() => {
    if (counted.current === pathname) return;
    counted.current = pathname;
    const known = new RegExp(`(?:^|;\\s*)${ANALYTICS_COOKIE}=([0-9a-f-]{36})`).exec(document.cookie)?.[1];
    if (!known) writeCookie(ANALYTICS_COOKIE, crypto.randomUUID(), ANALYTICS_MAX_AGE_SECONDS);
    sendEvent("page_view", pathname);
  }, [pathname]);
  return null;
}
