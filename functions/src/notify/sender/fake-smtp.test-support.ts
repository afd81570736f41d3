import net from 'node:net';

/** Where a scripted SMTP server gives out (or `accept`: it takes the message). */
export type FakeSmtpBehaviour =
  | 'accept'
  | 'drop-on-connect'
  | 'drop-at-rcpt'
  | 'refuse-rcpt-for-now'
  | 'refuse-rcpt-for-good'
  | 'refuse-message-for-now'
  | 'drop-after-message';

export interface FakeSmtp {
  url: string;
  /** The messages it received in full (the text after DATA). */
  received: string[];
  close: () => Promise<void>;
}

/** A scripted SMTP server on loopback for the sender's tests (test data only). */
export function fakeSmtp(behaviour: FakeSmtpBehaviour): Promise<FakeSmtp> {
  const received: string[] = [];
  const server = net.createServer((socket) => {
    socket.on('error', () => undefined);
    if (behaviour === 'drop-on-connect') {
      socket.destroy();
      return;
    }
    let body: string[] | null = null;
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      for (const line of chunk.toString().split('\r\n')) {
        if (body) {
          if (line !== '.') {
            body.push(line);
            continue;
          }
          received.push(body.join('\n'));
          body = null;
          if (behaviour === 'drop-after-message') socket.destroy();
          else if (behaviour === 'refuse-message-for-now') socket.write('451 4.3.0 Try later\r\n');
          else socket.write('250 2.0.0 Queued\r\n');
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === '') continue;
        if (command === 'RCPT') {
          if (behaviour === 'drop-at-rcpt') {
            socket.destroy();
            return;
          }
          if (behaviour === 'refuse-rcpt-for-now') socket.write('451 4.3.0 Try later\r\n');
          else if (behaviour === 'refuse-rcpt-for-good')
            socket.write('550 5.1.1 No such mailbox\r\n');
          else socket.write('250 OK\r\n');
        } else if (command === 'DATA') {
          body = [];
          socket.write('354 Go on\r\n');
        } else if (command === 'QUIT') socket.end('221 Bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      resolve({
        url: `smtp://127.0.0.1:${port}`,
        received,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
