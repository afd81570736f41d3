import { describe, expect, it } from 'vitest';

import { notificationMessage } from './catalogue';
import { escapeHtml, renderDigestEmail, renderEmail } from './render-email';
import { SAMPLE_FACTS } from './sample-facts.test-support';

const links = {
  action: 'https://fundax.example/portal/events/e1',
  unsubscribe: 'https://functions.example/unsubscribe?t=abc.def',
  settings: 'https://fundax.example/portal/profile',
};

describe('renderEmail', () => {
  it('writes the greeting, the paragraphs, the button and the unsubscribe footer', () => {
    const { email } = notificationMessage('payout-recorded', SAMPLE_FACTS['payout-recorded']);
    const rendered = renderEmail(email, 'Dana Yazzie', links, 'a payout to you is recorded');
    expect(rendered.subject).toBe('Payout of $612.50 for Taco night for the band');
    expect(rendered.text).toContain('Hi Dana Yazzie,\n\nWe recorded a payout to you of $612.50');
    expect(rendered.text).toContain(`See the payout: ${links.action}`);
    expect(rendered.text).toContain(
      `Stop emails like this (one click, no sign-in): ${links.unsubscribe}`,
    );
    expect(rendered.text).toContain(`All your email settings: ${links.settings}`);
    expect(rendered.html).toContain(`<a href="${links.action}"`);
    expect(rendered.html).toContain(`<a href="${links.unsubscribe}"`);
    expect(rendered.html).toContain('Hi Dana Yazzie,');
    expect(rendered.html).toContain('<html lang="en">');
  });

  it('greets someone without a name, and escapes everything people typed', () => {
    const hostile = '<script>alert("x")</script> & <b>';
    const { email } = notificationMessage('support-answered', {
      requestId: 'r1',
      subject: hostile,
      resolution: `Fixed "it" ${hostile}`,
    });
    const rendered = renderEmail(email, '<img src=x onerror=alert(1)>', links, 'because');
    expect(rendered.html).not.toContain('<script>');
    expect(rendered.html).not.toContain('<img');
    expect(rendered.html).not.toContain('<b>');
    expect(rendered.html).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;',
    );
    // The plain text keeps the words as typed: a mail client shows text as text.
    expect(rendered.text).toContain(hostile);
    expect(renderEmail(email, null, links, 'because').text.startsWith('Hello,\n')).toBe(true);
  });

  it('escapes a link so it cannot leave its attribute', () => {
    const rendered = renderEmail(
      { subject: 's', paragraphs: ['p'], action: 'Go' },
      null,
      { ...links, action: 'https://x.example/?a="><script>' },
      'because',
    );
    expect(rendered.html).toContain('href="https://x.example/?a=&quot;&gt;&lt;script&gt;"');
  });

  it('escapes the five characters HTML gives meaning to', () => {
    expect(escapeHtml(`<a href='x'>"&"</a>`)).toBe(
      '&lt;a href=&#39;x&#39;&gt;&quot;&amp;&quot;&lt;/a&gt;',
    );
  });
});

describe('renderDigestEmail', () => {
  const entry = (title: string) => ({
    content: notificationMessage('event-alert', {
      ...SAMPLE_FACTS['event-alert'],
      eventTitle: title,
    }).email,
    url: `https://fundax.example/event/${title.length}`,
  });

  it('sends one event under its own subject, several under a count', () => {
    const one = renderDigestEmail([entry('Taco night')], 'Priya', links, 'you set an alert');
    expect(one.subject).toBe('New near you: Taco night');
    expect(one.text).toContain('A new give-back event was published in your alert area:');
    const three = renderDigestEmail(
      [entry('Taco night'), entry('Pie social'), entry('Band <b>bash</b>')],
      'Priya',
      links,
      'you set an alert',
    );
    expect(three.subject).toBe('3 new events near you');
    expect(three.text).toContain('3 new give-back events were published in your alert area:');
    expect(three.text).toContain('See the event: https://fundax.example/event/10');
    expect(three.html).toContain('Band &lt;b&gt;bash&lt;/b&gt;');
    expect(three.html).toContain(links.unsubscribe);
  });
});
