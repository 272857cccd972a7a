// The public geocoding and routing services ask every client to name itself and to send at most
// one request a second (Nominatim's and OSRM's demo server usage policies).
export const USER_AGENT = "MyPin/1.0 (+https://mypin.app)";

// Per service host, so a geocoder and a router do not wait for each other; requests from this
// isolate queue behind the host's next free slot.
const nextSlots = new Map<string, number>();

export async function waitForSlot(url: URL) {
  const now = Date.now();
  const next = nextSlots.get(url.host) ?? 0;
  nextSlots.set(url.host, Math.max(now, next) + 1000);
  const wait = Math.max(0, next - now);
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}
