import { describe, expect, it } from 'vitest';

import {
  changeEmailFormSchema,
  changePasswordFormSchema,
  deleteAccountFormSchema,
} from './security-forms';

const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

describe('changePasswordFormSchema', () => {
  it('needs the current password and a new one of 8 characters, typed twice alike', () => {
    expect(
      issues(
        changePasswordFormSchema.safeParse({
          currentPassword: '',
          newPassword: 'short',
          repeatPassword: 'short',
        }),
      ),
    ).toEqual([
      ['currentPassword', 'Enter your current password.'],
      ['newPassword', 'Use at least 8 characters.'],
    ]);
    expect(
      issues(
        changePasswordFormSchema.safeParse({
          currentPassword: 'old-password',
          newPassword: 'new-password-1',
          repeatPassword: 'new-password-2',
        }),
      ),
    ).toEqual([['repeatPassword', 'The two new passwords differ. Type the same one twice.']]);
  });

  it('refuses the current password as the new one', () => {
    expect(
      issues(
        changePasswordFormSchema.safeParse({
          currentPassword: 'same-password',
          newPassword: 'same-password',
          repeatPassword: 'same-password',
        }),
      ),
    ).toEqual([['newPassword', 'That is your current password. Choose a new one.']]);
  });
});

describe('changeEmailFormSchema', () => {
  it('takes a new address, trimmed and lower-cased, but not the current one', () => {
    const schema = changeEmailFormSchema('dana@fundax.test');
    expect(schema.parse({ newEmail: ' Dana@Yazzie.Example ' })).toEqual({
      newEmail: 'dana@yazzie.example',
    });
    expect(issues(schema.safeParse({ newEmail: 'DANA@fundax.test' }))).toEqual([
      ['newEmail', 'That is already your sign-in email.'],
    ]);
    expect(issues(schema.safeParse({ newEmail: 'not an address' }))).toEqual([
      ['newEmail', 'Enter an email address like name@example.com.'],
    ]);
  });
});

describe('deleteAccountFormSchema', () => {
  it('needs the box ticked', () => {
    expect(issues(deleteAccountFormSchema.safeParse({ understood: false }))).toEqual([
      ['understood', 'Tick the box to confirm you understand.'],
    ]);
    expect(deleteAccountFormSchema.safeParse({ understood: true }).success).toBe(true);
  });
});
