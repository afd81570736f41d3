import { afterEach, describe, expect, it } from 'vitest';

import { type FakeSmtp, type FakeSmtpBehaviour, fakeSmtp } from './fake-smtp.test-support';
import { sendOverSmtp } from './smtp-send';

const email = {
  from: 'Fundax <no-reply@fundax.test>',
  to: 'dana@example.test',
  subject: 'Payout recorded',
  text: 'Hello.',
  html: '<p>Hello.</p>',
  headers: { 'List-Unsubscribe': '<https://example.test/unsubscribe?t=x>' },
  messageId: '<m-1@fundax.test>',
};

const servers: FakeSmtp[] = [];
async function against(behaviour: FakeSmtpBehaviour) {
  const server = await fakeSmtp(behaviour);
  servers.push(server);
  return { server, outcome: await sendOverSmtp(server.url, email) };
}

describe('sendOverSmtp', () => {
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.close()));
  });

  it('delivers, with our message id and the unsubscribe header', async () => {
    const { server, outcome } = await against('accept');
    expect(outcome).toEqual({ result: 'sent', messageId: '<m-1@fundax.test>' });
    expect(server.received[0]).toContain('Message-ID: <m-1@fundax.test>');
    expect(server.received[0]).toContain(
      'List-Unsubscribe: <https://example.test/unsubscribe?t=x>',
    );
  });

  it('retries what cannot have gone out: no server, a line broken before the message, a 4xx', async () => {
    expect((await sendOverSmtp('smtp://127.0.0.1:1', email)).result).toBe('retry');
    expect((await against('drop-on-connect')).outcome.result).toBe('retry');
    const rcpt = await against('drop-at-rcpt');
    expect(rcpt.outcome.result).toBe('retry');
    expect(rcpt.server.received).toEqual([]);
    expect((await against('refuse-rcpt-for-now')).outcome).toEqual({
      result: 'retry',
      error: 'EENVELOPE 451 during RCPT TO',
    });
    expect((await against('refuse-message-for-now')).outcome.result).toBe('retry');
  });

  it('fails for good on a 5xx about the recipient', async () => {
    expect((await against('refuse-rcpt-for-good')).outcome).toEqual({
      result: 'refused',
      error: 'EENVELOPE 550 during RCPT TO',
    });
  });

  it('calls it unknown when the line breaks after the message went out', async () => {
    const { server, outcome } = await against('drop-after-message');
    expect(server.received).toHaveLength(1);
    expect(outcome.result).toBe('unknown');
  });
});
