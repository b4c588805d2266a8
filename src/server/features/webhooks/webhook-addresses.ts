import { type LookupAddress, lookup } from "node:dns";
import { BlockList, isIP } from "node:net";
import ipaddr from "ipaddr.js";

/**
 * Addresses an endpoint may not reach (unless ALLOW_PRIVATE_WEBHOOK_URLS): unspecified, private,
 * shared (carrier-grade NAT), loopback, link-local, unique-local, reserved, documentation and
 * multicast ranges. IPv6 ranges that no receiver is reached through are refused whole:
 * IPv4-compatible addresses (::/96, deprecated; it holds :: and ::1), NAT64's local-use prefix (the
 * network chooses where its IPv4 address sits) and Teredo (its IPv4 address is obscured).
 */
const BLOCKED = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  BLOCKED.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 96],
  ["64:ff9b:1::", 48],
  ["2001::", 32],
  ["2001:db8::", 32],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const) {
  BLOCKED.addSubnet(network, prefix, "ipv6");
}

/**
 * IPv6 forms that carry an IPv4 address, and the byte it starts at: such an address is judged by the
 * IPv4 address it reaches, so a NAT64 gateway or a 6to4 relay is no way round the list above.
 */
const CARRIERS = [
  { range: "::ffff:0:0/96", from: 12 }, // IPv4-mapped
  { range: "64:ff9b::/96", from: 12 }, // NAT64's well-known prefix (RFC 6052)
  { range: "2002::/16", from: 2 }, // 6to4 (RFC 3056)
].map(({ range, from }) => ({ range: ipaddr.IPv6.parseCIDR(range), from }));

/** The IPv4 address an IPv6 address carries, or null when it carries none. */
function carriedIPv4(address: string): string | null {
  const parsed = ipaddr.IPv6.parse(address);
  const carrier = CARRIERS.find(({ range }) => parsed.match(range));
  return carrier
    ? parsed
        .toByteArray()
        .slice(carrier.from, carrier.from + 4)
        .join(".")
    : null;
}

/** Whether an IP address (either family) is one an endpoint may not reach. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  if (family === 4) return BLOCKED.check(address, "ipv4");
  if (BLOCKED.check(address, "ipv6")) return true;
  const carried = carriedIPv4(address);
  return carried !== null && BLOCKED.check(carried, "ipv4");
}

/** The URL's host as an address or a name, without IPv6 brackets. */
export const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, "$1");

/** Every address a host name resolves to (a literal address is itself). */
export function resolveHost(host: string): Promise<LookupAddress[]> {
  const family = isIP(host);
  if (family !== 0) return Promise.resolve([{ address: host, family }]);
  return new Promise((resolve, reject) => {
    lookup(host, { all: true }, (error, addresses) => (error ? reject(error) : resolve(addresses)));
  });
}

/** Why a URL's host may not be reached, or null when it may: checked on every address it resolves to. */
export async function privateHostReason(url: URL): Promise<string | null> {
  const host = hostOf(url);
  if (host === "localhost" || host.endsWith(".localhost")) return `${host} is this machine`;
  let addresses: LookupAddress[];
  try {
    addresses = await resolveHost(host);
  } catch {
    return `the host ${host} could not be found`;
  }
  const blocked = addresses.find(({ address }) => isPrivateAddress(address));
  return blocked ? `${host} is the private address ${blocked.address}` : null;
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for the request that sends a delivery: it resolves the name when connecting and refuses
 * a private address then, so a name that pointed elsewhere when it was saved (DNS rebinding) is
 * caught, and the connection goes to the very address that was checked.
 */
export function guardedLookup(allowPrivate: boolean) {
  return (hostname: string, options: { all?: boolean; family?: number }, callback: LookupCallback) => {
    lookup(hostname, { family: options.family ?? 0, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const blocked = addresses.find(({ address }) => isPrivateAddress(address));
      if (blocked && !allowPrivate) {
        return callback(new Error(`${hostname} resolves to the private address ${blocked.address}`), []);
      }
      const [first] = addresses;
      if (!first) return callback(new Error(`${hostname} has no address`), []);
      if (options.all) return callback(null, addresses);
      return callback(null, first.address, first.family);
    });
  };
}
