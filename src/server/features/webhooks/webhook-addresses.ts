import { type LookupAddress, lookup } from "node:dns";
import { BlockList, isIP } from "node:net";

/**
 * Addresses an endpoint may not reach (unless ALLOW_PRIVATE_WEBHOOK_URLS): unspecified, private,
 * shared (carrier-grade NAT), loopback, link-local, unique-local, reserved and multicast ranges. An
 * IPv4-mapped IPv6 address (::ffff:127.0.0.1) is checked as the IPv4 address it maps.
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
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  BLOCKED.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const) {
  BLOCKED.addSubnet(network, prefix, "ipv6");
}

/** Whether an IP address (either family) is one an endpoint may not reach. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return BLOCKED.check(address, family === 4 ? "ipv4" : "ipv6");
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
