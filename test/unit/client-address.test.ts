import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { clientAddressKey } from "../../domain/client-address.ts";

describe("clientAddressKey", () => {
  it("keeps an IPv4 address whole", () => {
    expect(clientAddressKey("203.0.113.7")).toBe("203.0.113.7");
    expect(clientAddressKey("203.0.113.8")).not.toBe(clientAddressKey("203.0.113.7"));
  });

  it.each([
    ["2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"],
    ["2001:0DB8:0001:0002:ffff:ffff:ffff:ffff", "2001:db8:1:2::/64"],
    ["2001:db8:1:2::1", "2001:db8:1:2::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["2001:db8:1:2:3:4:192.0.2.1", "2001:db8:1:2::/64"],
  ])("keys the IPv6 address %s by its /64, %s", (address, key) => {
    expect(clientAddressKey(address)).toBe(key);
  });

  it("gives every address of one /64 one key, and another /64 another", () => {
    const group = fc.integer({ min: 0, max: 0xffff }).map((value) => value.toString(16));
    const host = fc.tuple(group, group, group, group).map((groups) => groups.join(":"));
    fc.assert(
      fc.property(host, host, (one, other) => {
        expect(clientAddressKey(`2001:db8:aa:bb:${one}`)).toBe(clientAddressKey(`2001:db8:aa:bb:${other}`));
        expect(clientAddressKey(`2001:db8:aa:bc:${one}`)).not.toBe(clientAddressKey(`2001:db8:aa:bb:${other}`));
      }),
    );
  });

  it("leaves what is not an IPv6 address as it came", () => {
    expect(clientAddressKey("unknown")).toBe("unknown");
    expect(clientAddressKey("1:2:3")).toBe("1:2:3");
    expect(clientAddressKey("1::2::3")).toBe("1::2::3");
  });
});
