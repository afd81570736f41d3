import { describe, expect, it } from 'vitest';

import { classifySendError } from './smtp-errors';

const failure = (fields: Record<string, unknown>) => Object.assign(new Error('failed'), fields);
const before = (fields: Record<string, unknown>) => classifySendError(failure(fields), false);
const after = (fields: Record<string, unknown>) => classifySendError(failure(fields), true);

describe('classifySendError', () => {
  it('retries when nothing of the message went out: no server, a broken line, a 4xx', () => {
    expect(before({ code: 'ESOCKET', command: 'CONN' })).toEqual({
      result: 'retry',
      error: 'ESOCKET during CONN',
    });
    expect(before({ code: 'ECONNECTION', command: 'CONN' }).result).toBe('retry');
    expect(before({ code: 'ETIMEDOUT' }).result).toBe('retry');
    expect(after({ code: 'EMESSAGE', command: 'DATA', responseCode: 451 })).toEqual({
      result: 'retry',
      error: 'EMESSAGE 451 during DATA',
    });
  });

  it('retries a refusal of our login or our sender address: ours to fix', () => {
    expect(before({ code: 'EAUTH', command: 'AUTH PLAIN', responseCode: 535 })).toEqual({
      result: 'retry',
      error: 'EAUTH 535 during AUTH PLAIN',
    });
    expect(before({ code: 'EENVELOPE', command: 'MAIL FROM', responseCode: 553 }).result).toBe(
      'retry',
    );
  });

  it('fails for good on a 5xx about the recipient or the message, or with no recipient', () => {
    expect(before({ code: 'EENVELOPE', command: 'RCPT TO', responseCode: 550 })).toEqual({
      result: 'refused',
      error: 'EENVELOPE 550 during RCPT TO',
    });
    expect(after({ code: 'EMESSAGE', command: 'DATA', responseCode: 554 }).result).toBe('refused');
    expect(before({ code: 'EENVELOPE' }).result).toBe('refused');
  });

  it('calls it unknown when the line broke once the message had started to go out', () => {
    // nodemailer reports such a break as ECONNECTION "during CONN": only our own record of the
    // message having started tells it apart from a refused connection.
    expect(after({ code: 'ECONNECTION', command: 'CONN' }).result).toBe('unknown');
    expect(after({ code: 'ETIMEDOUT', command: 'DATA' }).result).toBe('unknown');
    expect(classifySendError('something odd', true).result).toBe('unknown');
  });

  it('never copies the server’s reply (it can hold addresses)', () => {
    const outcome = before({
      code: 'EENVELOPE',
      command: 'RCPT TO',
      responseCode: 550,
      response: '550 <dana@x.test>',
    });
    expect(JSON.stringify(outcome)).not.toContain('dana');
  });
});
