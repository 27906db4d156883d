import Bowser from 'bowser';
import ipaddr from 'ipaddr.js';

const UNKNOWN_PLACE = 'unknown';
const UNKNOWN_DEVICE = 'Unknown device';

/** Enough to recognise one's own network, not enough to find one's home: the /24 of IPv4, the /48 of IPv6. */
export function networkOf(ip: string | undefined): string {
  return prefixOf(ip, 24, 48) ?? UNKNOWN_PLACE;
}

/**
 * The address one failure counter stands for: one IPv4 address, or a whole /64 of IPv6 (the block one subscriber
 * gets, so changing address within it is no new start).
 */
export function throttleAddressOf(ip: string | undefined): string {
  return prefixOf(ip, 32, 64) ?? UNKNOWN_PLACE;
}

function prefixOf(ip: string | undefined, v4Bits: number, v6Bits: number): string | null {
  if (!ip || !ipaddr.isValid(ip)) return null;
  // An IPv4 client reached over a dual-stack socket comes as ::ffff:a.b.c.d.
  const address = ipaddr.process(ip);
  const bits = address.kind() === 'ipv4' ? v4Bits : v6Bits;
  const bytes = address.toByteArray();
  const kept = bytes.map((byte, i) => {
    const from = i * 8;
    if (from + 8 <= bits) return byte;
    if (from >= bits) return 0;
    return byte & (0xff << (8 - (bits - from)));
  });
  return `${ipaddr.fromByteArray(kept).toString()}/${bits}`;
}

/** "Chrome 131 on macOS"; the user agent itself is never kept. */
export function deviceOf(userAgent: string | undefined): string {
  if (!userAgent) return UNKNOWN_DEVICE;
  const parser = Bowser.getParser(userAgent.slice(0, 512));
  const browser = parser.getBrowserName();
  const major = parser.getBrowserVersion()?.split('.')[0];
  const os = parser.getOSName();
  if (!browser && !os) return UNKNOWN_DEVICE;
  const name = browser ? `${browser}${major ? ` ${major}` : ''}` : 'A browser';
  return os ? `${name} on ${os}` : name;
}
