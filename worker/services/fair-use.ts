// The public geocoding and routing services ask every client to name itself and to send at most
// one request a second (Nominatim's and OSRM's demo server usage policies).
export const USER_AGENT = "MyPin/1.0 (+https://mypin.app)";

// Per service host, so a geocoder and a router do not wait for each other; requests from this
// isolate queue behind the host's next free slot.
const nextSlots = new Map<string, number>();

// A request takes the slot only once its time has come, checked again after every wait: a timer
// may fire a millisecond early, and a reservation made before the wait would then send two
// requests less than a second apart.
export async function waitForSlot(url: URL) {
  for (;;) {
    const now = Date.now();
    const next = nextSlots.get(url.host) ?? 0;
    if (now >= next) {
      nextSlots.set(url.host, now + 1000);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, next - now));
  }
}
