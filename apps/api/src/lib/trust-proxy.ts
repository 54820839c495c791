import { isIP } from 'node:net';

/**
 * What Fastify's `trustProxy` takes: nobody, the proxies' addresses, or a test of each hop (Fastify
 * ignores a bare hop count, since it cannot tell the proxy from a client that reached the API directly).
 */
export type TrustedProxies = false | string[] | ((address: string, hop: number) => boolean);

/** Address groups proxy-addr knows by name (127.0.0.0/8 and ::1, link-local, private ranges). */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const version = isIP(address ?? '');
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Reads TRUST_PROXY. Unset: no proxy is trusted and X-Forwarded-For is ignored, so a client cannot
 * choose the address its rate limits and audit trail see. A number trusts that many proxy hops in
 * front of the API; a comma-separated list trusts those addresses or CIDR ranges only.
 * Answers an error message for a bad value.
 */
export function parseTrustProxy(
  value: string | undefined,
): false | number | string[] | { error: string } {
  const text = value?.trim() ?? '';
  if (text === '') return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops < 1 || hops > 10)
      return { error: `TRUST_PROXY: a hop count must be between 1 and 10 (got "${text}")` };
    return hops;
  }
  const entries = text.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isAddressOrRange(entry));
  if (bad.length > 0)
    return {
      error: `TRUST_PROXY: expected a hop count or a comma-separated list of IP addresses or CIDR ranges (got "${bad.join(', ')}")`,
    };
  return entries;
}

/** The trusted proxies of a configuration already validated by loadConfig. */
export function trustedProxies(value: string | undefined): TrustedProxies {
  const parsed = parseTrustProxy(value);
  if (typeof parsed === 'number') {
    // The nearest `hops` peers are proxies, whatever their address: right only when the API cannot
    // be reached except through them (a list of addresses is the safer choice).
    const hops = parsed;
    return (_address, hop) => hop < hops;
  }
  if (parsed !== false && !Array.isArray(parsed)) throw new Error(parsed.error);
  return parsed;
}
