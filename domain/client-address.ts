// Which client a request counts as for every per-address limit and count. An IPv4 address is one
// client. An IPv6 subscriber is routinely given a whole /64 (RFC 6177, and what ISPs and hosts hand
// out), and can pick any of its 2^64 addresses per request, so a full IPv6 address would be an
// endless supply of fresh allowances: the /64 prefix is the client.
export function clientAddressKey(ip: string): string {
  const address = ip.trim().toLowerCase();
  if (!address.includes(":")) return address;
  const groups = expandIpv6(address);
  return groups ? `${groups.slice(0, 4).join(":")}::/64` : address;
}

const HEX_GROUP = /^[0-9a-f]{1,4}$/;
const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

// The eight groups of an IPv6 address, each without leading zeros, or null when it is not one:
// "::" stands for as many zero groups as are missing, and a trailing dotted IPv4 for the last two.
function expandIpv6(address: string): string[] | null {
  const withoutZone = address.split("%")[0] ?? "";
  const halves = withoutZone.split("::");
  if (halves.length > 2) return null;
  const parts = halves.map((half) => (half === "" ? [] : half.split(":")).flatMap(ipv4AsGroups));
  if (parts.some((part) => part.some((group) => group === null || !HEX_GROUP.test(group)))) return null;
  const [head = [], tail = []] = parts as string[][];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const zeros = Array.from({ length: halves.length === 1 ? 0 : missing }, () => "0");
  return [...head, ...zeros, ...tail].map((group) => Number.parseInt(group, 16).toString(16));
}

function ipv4AsGroups(part: string): (string | null)[] {
  const octets = IPV4.exec(part);
  if (!octets) return [part];
  const bytes = octets.slice(1).map(Number);
  if (bytes.some((byte) => byte > 255)) return [null];
  const [a = 0, b = 0, c = 0, d = 0] = bytes;
  return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
}
