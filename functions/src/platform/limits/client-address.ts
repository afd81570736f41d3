import type { IncomingMessage } from 'node:http';

/**
 * The address a request came from, as the platform saw it. Cloud Run's front end appends the
 * address it accepted the connection from to X-Forwarded-For, after anything the client sent:
 * the last entry is the one a client cannot choose (the first is whatever it wrote). Without
 * the header (a direct connection, the emulator), the socket's peer.
 *
 * `trustedHops`: proxies of our own in front of the functions (none: callables are called
 * directly), each of which appends one more entry.
 */
export function clientAddress(request: IncomingMessage | undefined, trustedHops = 0): string {
  if (!request) return 'unknown';
  const header = request.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const fromHeader = forwarded[forwarded.length - 1 - trustedHops];
  return fromHeader ?? request.socket?.remoteAddress ?? 'unknown';
}
