import type { IncomingMessage } from 'node:http';

import { describe, expect, it } from 'vitest';

import { clientAddress } from './client-address';

const request = (forwarded: string | string[] | undefined, peer = '10.1.2.3') =>
  ({
    headers: { 'x-forwarded-for': forwarded },
    socket: { remoteAddress: peer },
  }) as unknown as IncomingMessage;

describe('clientAddress', () => {
  it('takes the entry the platform appended, never what the client wrote before it', () => {
    expect(clientAddress(request('198.51.100.7'))).toBe('198.51.100.7');
    expect(clientAddress(request('1.1.1.1, 198.51.100.7'))).toBe('198.51.100.7');
    expect(clientAddress(request(' 1.1.1.1 ,  2.2.2.2,198.51.100.7 '))).toBe('198.51.100.7');
    expect(clientAddress(request(['1.1.1.1', '198.51.100.7']))).toBe('198.51.100.7');
  });

  it('steps over our own proxies when told how many there are', () => {
    expect(clientAddress(request('1.1.1.1, 198.51.100.7, 10.9.9.9'), 1)).toBe('198.51.100.7');
  });

  it('falls back to the socket peer, then to one shared "unknown"', () => {
    expect(clientAddress(request(undefined))).toBe('10.1.2.3');
    expect(clientAddress(request(' , '))).toBe('10.1.2.3');
    const noPeer = { headers: {}, socket: {} } as unknown as IncomingMessage;
    expect(clientAddress(noPeer)).toBe('unknown');
    expect(clientAddress(undefined)).toBe('unknown');
  });
});
