import { describe, expect, it } from 'vitest';

import { classifySendError } from './smtp-errors';

const failure = (fields: Record<string, unknown>) => Object.assign(new Error('failed'), fields);

describe('classifySendError', () => {
  it('retries when the server was never reached or refused for now', () => {
    expect(classifySendError(failure({ code: 'ECONNECTION', command: 'CONN' }))).toEqual({
      result: 'retry',
      error: 'ECONNECTION during CONN',
    });
    expect(classifySendError(failure({ code: 'ETIMEDOUT', command: 'CONN' })).result).toBe('retry');
    // A wrong password or a refused sender address is ours to fix: retried, never failed.
    expect(
      classifySendError(failure({ code: 'EAUTH', command: 'AUTH PLAIN', responseCode: 535 })),
    ).toEqual({ result: 'retry', error: 'EAUTH 535 during AUTH PLAIN' });
    expect(
      classifySendError(failure({ code: 'EENVELOPE', command: 'MAIL FROM', responseCode: 553 }))
        .result,
    ).toBe('retry');
    expect(
      classifySendError(failure({ code: 'EMESSAGE', command: 'DATA', responseCode: 451 })),
    ).toEqual({ result: 'retry', error: 'EMESSAGE 451 during DATA' });
  });

  it('fails for good on a 5xx answer, or with no recipient', () => {
    expect(
      classifySendError(
        failure({
          code: 'EENVELOPE',
          command: 'RCPT TO',
          responseCode: 550,
          response: '550 <a@b> unknown',
        }),
      ),
    ).toEqual({ result: 'refused', error: 'EENVELOPE 550 during RCPT TO' });
    expect(classifySendError(failure({ code: 'EENVELOPE' })).result).toBe('refused');
  });

  it('calls it unknown when the line broke after the message was handed over', () => {
    expect(classifySendError(failure({ code: 'ETIMEDOUT', command: 'DATA' })).result).toBe(
      'unknown',
    );
    expect(classifySendError(failure({ code: 'ESOCKET' })).result).toBe('unknown');
    expect(classifySendError('something odd').result).toBe('unknown');
  });

  it('never copies the server’s reply (it can hold addresses)', () => {
    const outcome = classifySendError(
      failure({
        code: 'EENVELOPE',
        command: 'RCPT TO',
        responseCode: 550,
        response: '550 <dana@x.test>',
      }),
    );
    expect(JSON.stringify(outcome)).not.toContain('dana');
  });
});
