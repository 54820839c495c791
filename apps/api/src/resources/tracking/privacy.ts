import Bowser from 'bowser';
import ipaddr from 'ipaddr.js';
import type { IncomingHttpHeaders } from 'node:http';

/**
 * Whether the visitor asked not to be tracked: Do Not Track (`DNT: 1`) or Global Privacy Control
 * (`Sec-GPC: 1`). Then no tracking session is created at all.
 */
export function refusesTracking(headers: IncomingHttpHeaders): boolean {
  return headers.dnt === '1' || headers['sec-gpc'] === '1';
}

/**
 * The network an address belongs to, never the address: IPv4 keeps its first three bytes (/24),
 * IPv6 its first 48 bits (a site's prefix). Enough to tell regions or networks apart, not people.
 */
export function networkOf(ip: string): string | null {
  if (!ipaddr.isValid(ip)) return null;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') {
    const [a, b, c] = (address as ipaddr.IPv4).octets;
    return `${a}.${b}.${c}.0/24`;
  }
  const parts = (address as ipaddr.IPv6).parts.slice(0, 3);
  return `${new ipaddr.IPv6([...parts, 0, 0, 0, 0, 0]).toString()}/48`;
}

export interface DeviceFamily {
  browser: string | null;
  os: string | null;
  device_type: string;
}

/** A user agent reduced to what statistics need: browser family and major version, OS family. */
export function deviceFamilyOf(userAgent: string | undefined): DeviceFamily {
  if (!userAgent) return { browser: null, os: null, device_type: 'unknown' };
  const parsed = Bowser.parse(userAgent.slice(0, 512));
  const name = parsed.browser.name ?? null;
  const major = parsed.browser.version?.split('.')[0];
  return {
    browser: name ? (major ? `${name} ${major}` : name) : null,
    os: parsed.os.name ?? null,
    device_type: parsed.platform.type ?? 'unknown',
  };
}

/**
 * A referring page reduced to its site (`https://search.example`): the path and query of another
 * site can say what the visitor searched for.
 */
export function siteOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}
