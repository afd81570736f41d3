// The local SMTP catcher `npm start` and the emulator suites run: an SMTP server on loopback
// that accepts every message the emulated functions send, parses it, keeps it (in a folder, so
// it survives a restart like the rest of the local data, or in memory for test runs), and
// serves a page listing every message plus a small JSON API the tests wait on.
// Its packages load on start, not on import: the launcher imports this before `npm ci` runs.
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';

import { mailPage } from './mail-page.mjs';

const HOST = '127.0.0.1';
/** Larger messages are refused; ours are a few kilobytes. */
const MAX_BYTES = 5 * 1024 * 1024;

function loadMessages(dir) {
  if (!dir) return [];
  mkdirSync(dir, { recursive: true });
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')))
    .sort((a, b) => a.seq - b.seq);
}

/** A header as it was sent (mailparser structures List-* headers; the raw line is clearer). */
function rawHeader(parsed, name) {
  const line = parsed.headerLines.find((header) => header.key === name)?.line;
  return line ? line.slice(line.indexOf(':') + 1).replace(/\r?\n\s+/g, ' ').trim() : null;
}

/**
 * Starts the catcher. `dir`: where messages are kept (null: in memory); `fresh`: empty it first
 * (the local data starts over from the seed). Resolves once both servers listen; `close()` stops them.
 */
export async function startMailCatcher({ smtpPort, pagePort, dir = null, fresh = false }) {
  const [{ SMTPServer }, { simpleParser }] = await Promise.all([
    import('smtp-server'),
    import('mailparser'),
  ]);
  if (dir && fresh) rmSync(dir, { recursive: true, force: true });
  const messages = loadMessages(dir);
  let seq = messages.reduce((max, message) => Math.max(max, message.seq), 0);

  const keep = async (stream, session) => {
    const parsed = await simpleParser(stream);
    seq += 1;
    const id = `${String(seq).padStart(6, '0')}-${Date.now().toString(36)}`;
    const message = {
      id,
      seq,
      receivedAt: new Date().toISOString(),
      envelope: {
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
        to: session.envelope.rcptTo.map((recipient) => recipient.address),
      },
      subject: parsed.subject ?? '',
      from: parsed.from?.text ?? '',
      to: parsed.to ? [parsed.to].flat().map((to) => to.text).join(', ') : '',
      text: parsed.text ?? '',
      html: typeof parsed.html === 'string' ? parsed.html : null,
      headers: Object.fromEntries(
        ['list-unsubscribe', 'list-unsubscribe-post', 'message-id'].map((name) => [
          name,
          rawHeader(parsed, name),
        ]),
      ),
    };
    messages.push(message);
    if (dir) writeFileSync(path.join(dir, `${id}.json`), `${JSON.stringify(message, null, 2)}\n`);
  };

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    banner: 'Fundax local mail catcher',
    size: MAX_BYTES,
    rejectOversized: true,
    logger: false,
    onData(stream, session, callback) {
      keep(stream, session).then(
        () => callback(),
        (error) => callback(error),
      );
    },
  });
  smtp.on('error', () => undefined);

  const page = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', `http://${HOST}`);
    const newestFirst = [...messages].reverse();
    const send = (status, type, body, headers = {}) => {
      response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', ...headers });
      response.end(body);
    };
    if (request.method !== 'GET') return send(405, 'text/plain', 'GET only\n');
    if (url.pathname === '/') {
      return send(200, 'text/html; charset=utf-8', mailPage(newestFirst), {
        'content-security-policy':
          "default-src 'none'; style-src 'unsafe-inline'; frame-src 'self'; img-src data:",
      });
    }
    if (url.pathname === '/api/messages') {
      const to = url.searchParams.get('to')?.toLowerCase();
      const found = to
        ? newestFirst.filter((message) => message.envelope.to.some((address) => address.toLowerCase() === to))
        : newestFirst;
      return send(200, 'application/json', JSON.stringify(found));
    }
    const html = /^\/messages\/([^/]+)\/html$/.exec(url.pathname);
    const message = html && messages.find((candidate) => candidate.id === decodeURIComponent(html[1]));
    if (message?.html) {
      // A message's own HTML, sandboxed: no scripts, no forms, no requests anywhere.
      return send(200, 'text/html; charset=utf-8', message.html, {
        'content-security-policy': "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:",
      });
    }
    return send(404, 'text/plain', 'Not found\n');
  });

  const listen = (server, port) =>
    new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, HOST, () => {
        server.off('error', reject);
        resolve(server.address().port);
      });
    });
  const [smtpBound, pageBound] = await Promise.all([listen(smtp.server, smtpPort), listen(page, pagePort)]);
  // The catcher lives as long as the emulators it serves; it never keeps a finished run alive.
  smtp.server.unref();
  page.unref();
  return {
    smtpUrl: `smtp://${HOST}:${smtpBound}`,
    pageUrl: `http://${HOST}:${pageBound}`,
    close: () =>
      Promise.all([
        new Promise((resolve) => smtp.close(resolve)),
        new Promise((resolve) => page.close(resolve)),
      ]),
  };
}
