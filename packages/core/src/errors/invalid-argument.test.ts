import { describe, expect, it } from 'vitest';

import { z } from '../zod';
import {
  fieldErrorsOf,
  fieldIssuesIn,
  fieldIssuesOf,
  invalidArgumentError,
} from './invalid-argument';

const form = z.object({
  title: z.string().check(z.minLength(3, 'Title needs at least 3 characters.')),
  organization: z.object({
    name: z.string().check(z.minLength(2, 'Organization name is required.')),
  }),
});

describe('invalidArgumentError', () => {
  it('builds { code, message, details } with the first issue as "path: message"', () => {
    const parsed = form.safeParse({ title: 'ab', organization: { name: '' } });
    expect(parsed.success).toBe(false);
    expect(invalidArgumentError(parsed.error!)).toEqual({
      code: 'invalid-argument',
      message: 'title: Title needs at least 3 characters.',
      details: {
        issues: [
          { path: ['title'], message: 'Title needs at least 3 characters.' },
          { path: ['organization', 'name'], message: 'Organization name is required.' },
        ],
      },
    });
  });

  it('never carries the rejected values', () => {
    const parsed = form.safeParse({ title: 'x@secret.test', organization: 'Rosa Chavez' });
    const text = JSON.stringify(invalidArgumentError(parsed.error!));
    expect(text).not.toContain('secret');
    expect(text).not.toContain('Rosa');
  });

  it('has no path prefix for an issue about the whole input', () => {
    const parsed = z.string({ error: 'Send an object.' }).safeParse(1);
    expect(invalidArgumentError(parsed.error!).message).toBe('Send an object.');
    expect(fieldIssuesOf(parsed.error!)).toEqual([{ path: [], message: 'Send an object.' }]);
  });

  it('says "Invalid input." for an error without issues', () => {
    expect(invalidArgumentError(new z.core.$ZodError([])).message).toBe('Invalid input.');
  });
});

describe('fieldErrorsOf', () => {
  it('maps dotted paths to the first message of each field', () => {
    const error = {
      code: 'invalid-argument' as const,
      message: 'title: Too short.',
      details: {
        issues: [
          { path: ['title'], message: 'Too short.' },
          { path: ['title'], message: 'Second title message.' },
          { path: ['organization', 'name'], message: 'Required.' },
          { path: [], message: 'Change at least one field.' },
        ],
      },
    };
    expect(fieldErrorsOf(error)).toEqual({
      title: 'Too short.',
      'organization.name': 'Required.',
      '': 'Change at least one field.',
    });
  });

  it('is empty for other codes or details without issues', () => {
    expect(fieldErrorsOf({ code: 'not-found', message: 'x', details: { issues: [] } })).toEqual({});
    expect(fieldErrorsOf({ code: 'invalid-argument', message: 'x' })).toEqual({});
    expect(fieldErrorsOf({ code: 'invalid-argument', message: 'x', details: 'oops' })).toEqual({});
  });
});

describe('fieldIssuesIn', () => {
  it('reads the issues of well-formed details', () => {
    const issues = [
      { path: ['title'], message: 'Too short.' },
      { path: [], message: 'Change at least one field.' },
    ];
    expect(fieldIssuesIn({ issues })).toEqual(issues);
    expect(fieldIssuesIn({ issues: [] })).toEqual([]);
  });

  it.each([
    ['no details', undefined],
    ['a string', 'oops'],
    ['no issues', {}],
    ['issues that are not a list', { issues: 'title' }],
    ['an issue without a message', { issues: [{ path: ['title'] }] }],
    ['a path that is not a list', { issues: [{ path: 'title', message: 'x' }] }],
    ['a path of numbers', { issues: [{ path: [0], message: 'x' }] }],
    ['a null issue', { issues: [null] }],
  ])('is null for %s', (_what, details) => {
    expect(fieldIssuesIn(details)).toBeNull();
  });

  it('agrees with the issues invalidArgumentError builds from zod', () => {
    const parsed = form.safeParse({ title: 'ab', organization: { name: '' } });
    const { details } = invalidArgumentError(parsed.error!);
    expect(fieldIssuesIn(details)).toEqual(fieldIssuesOf(parsed.error!));
  });
});
