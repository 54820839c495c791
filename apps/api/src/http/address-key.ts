import ipaddr from 'ipaddr.js';

/**
 * The part of a client's address that per-address limits count by. An IPv4 address is one client.
 * An IPv6 client usually holds a whole /64 (its provider hands out one per home or server), so
 * counting by full address would give an attacker 2^64 fresh counters, to spray requests or to
 * keep a staff member's sign-in locked from ever-new addresses: IPv6 is counted by its /64.
 * An IPv4 address written as IPv6 (`::ffff:192.0.2.1`) counts as the IPv4 one.
 */
export function addressKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const prefix = (address as ipaddr.IPv6).parts.slice(0, 4);
  return `${new ipaddr.IPv6([...prefix, 0, 0, 0, 0]).toString()}/64`;
}
