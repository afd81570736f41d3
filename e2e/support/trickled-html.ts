import { type IncomingMessage, type ServerResponse, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A server in front of the Hosting emulator that sends each HTML page in two parts, the second
 * `pauseMs` after the first, the way a slow network delivers it: the browser has the head (and
 * fetches the stylesheets) while the body is still on its way, so it may paint the part it has.
 * `splitAt` says where a page is cut (an index into its HTML); everything else passes through.
 */
export async function trickledHtml(
  target: string,
  splitAt: (html: string) => number,
  pauseMs: number,
): Promise<{ origin: string; close: () => Promise<void> }> {
  const upstream = new URL(target);
  const server = createServer((incoming: IncomingMessage, outgoing: ServerResponse) => {
    const forwarded = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        path: incoming.url,
        method: incoming.method,
        // Uncompressed, so the HTML can be cut in two as text.
        headers: { ...incoming.headers, host: upstream.host, 'accept-encoding': 'identity' },
      },
      (response) => {
        const headers = { ...response.headers };
        if (!String(headers['content-type'] ?? '').startsWith('text/html')) {
          outgoing.writeHead(response.statusCode ?? 502, headers);
          response.pipe(outgoing);
          return;
        }
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const html = Buffer.concat(chunks).toString('utf8');
          const cut = splitAt(html);
          if (cut <= 0 || cut >= html.length) {
            outgoing.writeHead(500, { 'content-type': 'text/plain' });
            outgoing.end(`trickledHtml: no place to cut ${incoming.url} (got ${cut}).`);
            return;
          }
          delete headers['content-length'];
          delete headers['content-encoding'];
          outgoing.writeHead(response.statusCode ?? 502, headers);
          outgoing.write(html.slice(0, cut));
          setTimeout(() => outgoing.end(html.slice(cut)), pauseMs);
        });
      },
    );
    forwarded.on('error', () => outgoing.destroy());
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
