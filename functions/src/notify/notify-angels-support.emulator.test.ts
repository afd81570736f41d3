import {
  createSupportRequest,
  markAngelDuesPaid,
  resolveSupportRequest,
  reviewApplication,
  submitAngelApplication,
} from '@fundax/core';
import { beforeEach, describe, expect, it } from 'vitest';

import { call } from '../../../tests/support/call';
import { settledMailTo, waitForMail } from '../../../tests/support/mail-catcher';
import { clearAuth, clearFirestore } from '../../../tests/support/reset';
import { createUser } from '../../../tests/support/users';
import { administrator, member, ok } from '../test-support/fixtures';
import { adminFeed, inbox, inboxKinds } from '../test-support/inbox';

const application = { answers: { why: 'To meet local owners.' }, categories: ['finance'] };

describe('angels and support requests', () => {
  beforeEach(async () => {
    await Promise.all([clearFirestore(), clearAuth()]);
  });

  it('an application waits in the admin feed; approval welcomes the angel with the dues', async () => {
    const angel = await member('angel', { displayName: 'Priya Raman' });
    const { id } = ok(await call(submitAngelApplication, application, angel));
    expect(await adminFeed()).toMatchObject([
      {
        id: `application-submitted-${id}`,
        title: 'New angel application: Priya Raman',
        link: '/auth/angels',
        handledAt: null,
      },
    ]);
    const admin = await administrator();
    ok(await call(reviewApplication, { id, decision: 'approve' }, admin));
    ok(await call(reviewApplication, { id, decision: 'approve' }, admin));
    const [message] = await inbox(angel.uid);
    expect(message).toMatchObject({
      kind: 'application-approved',
      title: 'Welcome to the Fundax angels',
      link: `/angels/payment/${id}`,
    });
    expect(message?.body).toContain('Membership dues are $250.00.');
    expect((await adminFeed())[0]?.handledAt).toBeInstanceOf(Date);
    await waitForMail(angel.email, { subject: 'Your angel application is approved' });

    ok(await call(markAngelDuesPaid, { applicationId: id, reference: 'CHK 2041' }, admin));
    ok(await call(markAngelDuesPaid, { applicationId: id, reference: 'CHK 2041' }, admin));
    expect(await inboxKinds(angel.uid)).toEqual(['application-approved', 'angel-dues-recorded']);
    expect((await inbox(angel.uid))[1]?.body).toMatch(
      /^Thank you\. We recorded your membership dues on .+\. Reference: CHK 2041\.$/,
    );
    await waitForMail(angel.email, { subject: 'Your membership dues are recorded' });
    expect(await settledMailTo(angel.email)).toHaveLength(2);
  });

  it('a rejection gives the applicant the reason', async () => {
    const angel = await member('angel');
    const { id } = ok(await call(submitAngelApplication, application, angel));
    const reason = 'Angels must run a business in Albuquerque or Rio Rancho.';
    ok(await call(reviewApplication, { id, decision: 'reject', reason }, await administrator()));
    const [message] = await inbox(angel.uid);
    expect(message).toMatchObject({ kind: 'application-rejected', link: '/portal/dashboard' });
    expect(message?.body).toBe(`The reason given: ${reason} You can apply again later.`);
    const [mail] = await waitForMail(angel.email, {
      subject: 'Your angel application was not approved',
    });
    expect(mail?.text).toContain(reason);
  });

  it('a support request waits in the feed; its answer reaches the requester once', async () => {
    const user = await member('partner');
    const request = { subject: 'Event date change', message: 'Can we move Taco night a week?' };
    const { id } = ok(await call(createSupportRequest, request, user));
    expect((await adminFeed())[0]).toMatchObject({
      kind: 'support-requested',
      title: 'New support request: Event date change',
    });
    const admin = await administrator();
    const answer = { id, resolution: 'Done: Taco night now starts on December 11 at 6 PM.' };
    ok(await call(resolveSupportRequest, answer, admin));
    ok(await call(resolveSupportRequest, answer, admin));
    expect(await inbox(user.uid)).toMatchObject([
      {
        kind: 'support-answered',
        title: 'Answer to “Event date change”',
        body: answer.resolution,
        link: '/portal/support',
      },
    ]);
    expect((await adminFeed())[0]?.handledAt).toBeInstanceOf(Date);
    const [mail] = await waitForMail(user.email, { subject: 'Re: Event date change' });
    expect(mail?.text).toContain(answer.resolution);
    expect(await settledMailTo(user.email)).toHaveLength(1);
  });

  it('a signed-in user without an account still gets the answer in the inbox, and no email', async () => {
    const user = await createUser();
    const { id } = ok(
      await call(
        createSupportRequest,
        { subject: 'Sign-up', message: 'I cannot finish signing up.' },
        user,
      ),
    );
    ok(
      await call(
        resolveSupportRequest,
        { id, resolution: 'Fixed on our side.' },
        await administrator(),
      ),
    );
    expect(await inboxKinds(user.uid)).toEqual(['support-answered']);
    expect(await settledMailTo(user.email, 1_000)).toHaveLength(0);
  });
});
