import { isValidCoordinates } from "./coordinates.ts";
import { coordinates } from "./messages/search.ts";

// A QR code stays reliably scannable up to this many characters.
export const MAX_SHARE_LINK_LENGTH = 2048;

export function shareLink(name: string, origin: string): string {
  const base = origin.endsWith("/") ? origin.slice(0, -1) : origin;
  return `${base}/?pin=${encodeURIComponent(name)}`;
}

// Addresses the e-mails link to: the owner's manage page, and the page that opens Stripe's billing
// portal once the owner is signed in (the portal itself needs a fresh session of ours).
export const MANAGE_PATH = "/?page=manage";
export const BILLING_PATH = "/account/billing";
// Where an account creates its keys to the public API, which the developers page sends to.
export const API_KEYS_PATH = "/account/api-keys";

export type TMapApp = "apple" | "google";

export type TPoint = { latitude: number; longitude: number };

export function directionsLink(app: TMapApp, destination: TPoint, start?: TPoint): string {
  const to = pointParam(destination);
  const from = start === undefined ? undefined : pointParam(start);
  if (app === "apple") {
    const url = new URL("https://maps.apple.com/");
    url.searchParams.set("daddr", to);
    if (from !== undefined) url.searchParams.set("saddr", from);
    url.searchParams.set("dirflg", "d");
    return url.toString();
  }
  const url = new URL("https://www.google.com/maps/dir/");
  url.searchParams.set("api", "1");
  url.searchParams.set("destination", to);
  if (from !== undefined) url.searchParams.set("origin", from);
  url.searchParams.set("travelmode", "driving");
  return url.toString();
}

// A link handed to window.open or an href must not become a way to send a visitor elsewhere,
// so only the two map apps' own https hosts pass; the URL parser settles userinfo and lookalikes.
export function isAllowedMapLink(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== "https:" || parsed.port !== "") return false;
  if (parsed.username !== "" || parsed.password !== "") return false;
  switch (parsed.hostname) {
    case "maps.apple.com":
    case "maps.google.com":
      return true;
    case "www.google.com":
      return parsed.pathname === "/maps" || parsed.pathname.startsWith("/maps/");
    default:
      return false;
  }
}

function pointParam(point: TPoint): string {
  if (!isValidCoordinates(point)) throw new RangeError(coordinates.invalid);
  return `${point.latitude},${point.longitude}`;
}
