import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { createTransport } from 'nodemailer';
import { afterEach, describe, expect, it } from 'vitest';

// @ts-expect-error: a plain .mjs launcher module without type declarations
import * as catcherModule from './mail-catcher.mjs';
// @ts-expect-error: a plain .mjs launcher module without type declarations
import * as pageModule from './mail-page.mjs';

interface Catcher {
  smtpUrl: string;
  pageUrl: string;
  close: () => Promise<unknown>;
}
const { startMailCatcher } = catcherModule as {
  startMailCatcher: (options: {
    smtpPort: number;
    pagePort: number;
    dir?: string | null;
    fresh?: boolean;
  }) => Promise<Catcher>;
};
const { escapeHtml, linksIn } = pageModule as {
  escapeHtml: (text: string) => string;
  linksIn: (text: string) => string[];
};

const running: Catcher[] = [];
const start = async (options: { dir?: string | null; fresh?: boolean } = {}) => {
  const catcher = await startMailCatcher({ smtpPort: 0, pagePort: 0, ...options });
  running.push(catcher);
  return catcher;
};

const HOSTILE = '<script>alert("caught")</script>';

async function send(catcher: Catcher, to: string, subject: string) {
  await createTransport(catcher.smtpUrl).sendMail({
    from: 'Fundax <no-reply@fundax.test>',
    to,
    subject,
    text: `Hello. Stop these: https://example.test/unsubscribe?t=abc ${HOSTILE}`,
    html: `<p>Hello ${HOSTILE}</p>`,
    headers: {
      'List-Unsubscribe': '<https://example.test/unsubscribe?t=abc>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  });
}

describe('the local mail catcher', () => {
  afterEach(async () => {
    await Promise.all(running.splice(0).map((catcher) => catcher.close()));
  });

  it('catches what is sent over SMTP and lists it by recipient', async () => {
    const catcher = await start();
    await send(catcher, 'dana@example.test', 'Payout recorded');
    await send(catcher, 'miguel@example.test', 'Venue approved');
    const response = await fetch(`${catcher.pageUrl}/api/messages?to=DANA@example.test`);
    const [message, ...others] = (await response.json()) as Record<string, unknown>[];
    expect(others).toEqual([]);
    expect(message).toMatchObject({
      subject: 'Payout recorded',
      envelope: { from: 'no-reply@fundax.test', to: ['dana@example.test'] },
      headers: {
        'list-unsubscribe': '<https://example.test/unsubscribe?t=abc>',
        'list-unsubscribe-post': 'List-Unsubscribe=One-Click',
      },
    });
    expect(message?.text).toContain('Hello.');
    expect(message?.html).toContain('<p>Hello');
    const all = (await (await fetch(`${catcher.pageUrl}/api/messages`)).json()) as unknown[];
    expect(all).toHaveLength(2);
  });

  it('shows every message on its page, escaped, with the HTML only in a sandbox', async () => {
    const catcher = await start();
    await send(catcher, 'dana@example.test', `Subject ${HOSTILE}`);
    const page = await fetch(catcher.pageUrl);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toContain('1 message');
    expect(html).not.toContain(HOSTILE);
    expect(html).toContain(escapeHtml(`Subject ${HOSTILE}`));
    expect(html).toContain('<a href="https://example.test/unsubscribe?t=abc"');
    const frame = /<iframe[^>]* sandbox src="([^"]+)"/.exec(html)?.[1];
    expect(frame).toBeDefined();
    const inner = await fetch(`${catcher.pageUrl}${frame}`);
    expect(inner.headers.get('content-security-policy')).toMatch(/^sandbox;/);
    expect(await inner.text()).toContain('<p>Hello');
    expect((await fetch(`${catcher.pageUrl}/messages/nope/html`)).status).toBe(404);
    expect((await fetch(catcher.pageUrl, { method: 'POST' })).status).toBe(405);
  });

  it('keeps messages in its folder across a restart, and starts over when told', async () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'fundax-mail-')), 'mail');
    const first = await start({ dir });
    await send(first, 'dana@example.test', 'Before the restart');
    await first.close();
    const second = await start({ dir });
    await send(second, 'dana@example.test', 'After the restart');
    const kept = (await (await fetch(`${second.pageUrl}/api/messages`)).json()) as {
      subject: string;
    }[];
    expect(kept.map((message) => message.subject)).toEqual(['After the restart', 'Before the restart']);
    await second.close();
    const fresh = await start({ dir, fresh: true });
    expect(await (await fetch(`${fresh.pageUrl}/api/messages`)).json()).toEqual([]);
  });

  it('finds the links of a text, once each', () => {
    expect(linksIn('a https://x.test/a?b=1 and http://y.test, again https://x.test/a?b=1')).toEqual([
      'https://x.test/a?b=1',
      'http://y.test',
    ]);
  });
});
