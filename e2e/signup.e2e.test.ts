// Full sign-up for each role against the emulators: identity, registerAccount, success page,
// and for angels the application (submitAngelApplication). What the callables wrote is read
// back with the Admin SDK.
import { randomUUID } from 'node:crypto';

import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { adminDb } from '../tests/support/admin';
import { appUrl, launchChromium, seriousA11yViolations, watchErrors } from './support/browser';

let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

afterEach(async () => {
  await context?.close();
});

async function open(path: string) {
  context = await browser.newContext();
  page = await context.newPage();
  errors = watchErrors(page);
  await page.goto(appUrl('web', path), { waitUntil: 'networkidle' });
}

const newEmail = (role: string) => `${role}-${randomUUID().slice(0, 8)}@fundax.test`;

/** Step one: an email and password identity. */
async function createIdentity(email: string) {
  await page.getByText('Step 1 of').waitFor();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByRole('tabpanel').getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Choose a password').fill('a-long-password');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByText('Step 2 of').waitFor();
  expect(await seriousA11yViolations(page)).toEqual([]);
}

async function accountFor(email: string) {
  const users = await adminDb().collection('users').where('email', '==', email).get();
  expect(users.size).toBe(1);
  const user = users.docs[0]!;
  const profile = await adminDb().doc(`profiles/${user.id}`).get();
  return { uid: user.id, user: user.data(), profile: profile.data() };
}

describe('sign-up', () => {
  it('partner: identity, business details, success page; account and public profile exist', async () => {
    const email = newEmail('partner');
    await open('/partner/signup');
    await createIdentity(email);
    // The contract's own rules, before any call.
    await page.getByRole('button', { name: 'Create my partner account' }).click();
    await page.getByText('Organization name needs at least 2 characters.').waitFor();
    await page.getByLabel('Your name').fill('Lucía Montoya');
    await page.getByLabel('Business name').fill('Montoya Tortillería');
    await page.getByLabel('Business phone').fill('505-555-0177');
    await page.getByLabel('City').fill('Albuquerque');
    await page.getByRole('button', { name: 'Create my partner account' }).click();
    await page.waitForURL('**/partner/signup_success');
    await page.getByText('Thanks for joining, Lucía Montoya.').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    const { user, profile } = await accountFor(email);
    expect(user).toMatchObject({
      role: 'partner',
      displayName: 'Lucía Montoya',
      phone: '(505) 555-0177',
      organization: { name: 'Montoya Tortillería' },
    });
    expect(profile).toMatchObject({
      role: 'partner',
      organizationName: 'Montoya Tortillería',
      listed: true,
    });
    expect(errors).toEqual([]);
  });

  it('fundaxer: /fundraising/new signs up and starts the fundraiser in one go', async () => {
    const email = newEmail('fundaxer');
    await open('/fundraising/new');
    await createIdentity(email);
    await page.getByLabel('Your name, or your group’s').fill('Cibola High Band Boosters');
    await page.getByLabel('Fundraiser title').fill('New uniforms for the marching band');
    await page.getByLabel('Cause').selectOption('schools');
    await page
      .getByLabel('Your story')
      .fill('Our band has marched in the same uniforms since 2009. Help us replace them.');
    await page.getByLabel('Goal in dollars').fill('$2,500');
    await page.getByRole('button', { name: 'Start my fundraiser' }).click();
    await page.waitForURL('**/fundaxers/sign-up/success');
    await page.getByText('Thanks for joining, Cibola High Band Boosters.').waitFor();
    const { profile } = await accountFor(email);
    expect(profile).toMatchObject({
      role: 'fundaxer',
      listed: true,
      fundraiser: {
        title: 'New uniforms for the marching band',
        category: 'schools',
        goalCents: 250_000,
        raisedCents: 0,
      },
    });
    expect(errors).toEqual([]);
  });

  it('fundaxer: /fundaxers/sign-up, then a signed-in fundaxer starts a fundraiser', async () => {
    const email = newEmail('fundaxer');
    await open('/fundaxers/sign-up');
    await createIdentity(email);
    await page.getByLabel('Your name, or your group’s').fill('Rio Rancho Little League');
    await page.getByLabel('City (optional)').fill('Rio Rancho');
    await page.getByRole('button', { name: 'Create my fundaxer account' }).click();
    await page.waitForURL('**/fundaxers/sign-up/success');
    await page.getByRole('link', { name: 'Set up my fundraiser' }).click();
    await page.getByRole('heading', { name: 'Start your fundraiser' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByLabel('Fundraiser title').fill('Field lights for Cabezon Park');
    await page.getByLabel('Cause').selectOption('youth-sports');
    await page
      .getByLabel('Your story')
      .fill('Games end at sunset. New lights let 200 kids play on school nights.');
    await page.getByLabel('Goal in dollars').fill('0.50');
    await page.getByRole('button', { name: 'Start my fundraiser' }).click();
    await page.getByText('Set a goal of at least $1.').waitFor();
    await page.getByLabel('Goal in dollars').fill('4000');
    await page.getByRole('button', { name: 'Start my fundraiser' }).click();
    await page.getByText('Your fundraiser is live on your public page.').waitFor();
    const { user, profile } = await accountFor(email);
    expect(user).toMatchObject({ role: 'fundaxer', displayName: 'Rio Rancho Little League' });
    expect(profile?.fundraiser).toMatchObject({ category: 'youth-sports', goalCents: 400_000 });
    expect(errors).toEqual([]);
  });

  it('angel: identity, details, application; the application waits for review', async () => {
    const email = newEmail('angel');
    await open('/angels/sign-up');
    await createIdentity(email);
    await page.getByLabel('Your name').fill('Teresa Gallegos');
    await page.getByLabel('City').fill('Rio Rancho');
    await page.getByRole('button', { name: 'Continue to the application' }).click();
    await page.getByText('Step 3 of 3').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Submit my application' }).click();
    await page.getByText('Choose at least one category.').waitFor();
    await page.getByLabel('Your business or profession').fill('Residential real estate broker');
    await page
      .getByLabel('Why do you want to join the Fundax angel network?')
      .fill('To meet other owners in Rio Rancho and back school fundraisers.');
    await page.getByLabel('Real estate').check();
    await page.getByLabel('Finance and accounting').check();
    await page.getByRole('button', { name: 'Submit my application' }).click();
    await page.waitForURL('**/angels/success?application=*');
    const { uid, user } = await accountFor(email);
    expect(user).toMatchObject({ role: 'angel', displayName: 'Teresa Gallegos' });
    const applications = await adminDb()
      .collection('applications')
      .where('applicantId', '==', uid)
      .get();
    expect(applications.size).toBe(1);
    expect(applications.docs[0]?.data()).toMatchObject({
      applicantName: 'Teresa Gallegos',
      categories: ['real-estate', 'finance'],
      answers: {
        business: 'Residential real estate broker',
        why: 'To meet other owners in Rio Rancho and back school fundraisers.',
      },
      _status: { approved: null },
    });
    // Back on the sign-up page, the angel sees their application waiting instead of a new form.
    await page.goto(appUrl('web', '/angels/sign-up'));
    await page.getByText('Your application is waiting for review.').waitFor();
    expect(errors).toEqual([]);
  });

  it('angel: signs in at /angelAuthentication and links their public profile', async () => {
    await open('/angelAuthentication');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('tabpanel').getByLabel('Email', { exact: true }).fill('angel@fundax.test');
    await page
      .getByRole('tabpanel')
      .getByLabel('Password', { exact: true })
      .fill('fundax-demo-2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/angels/link-angel-profile');
    await page.getByRole('heading', { name: 'Your public profile' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page
      .getByLabel('About you (optional)')
      .fill('Insurance broker in Rio Rancho since 2011.');
    await page.getByLabel('Website (optional)').fill('not a url');
    await page.getByRole('button', { name: 'Save my profile' }).click();
    await page.getByText('Use a full web address starting with https://.').waitFor();
    await page.getByLabel('Website (optional)').fill('');
    await page.getByRole('button', { name: 'Save my profile' }).click();
    await page.getByText('Your profile is saved.').waitFor();
    const profile = await adminDb().doc('profiles/demo-angel').get();
    expect(profile.data()).toMatchObject({
      bio: 'Insurance broker in Rio Rancho since 2011.',
      website: null,
    });
    expect(errors).toEqual([]);
  });

  it('a sign-up with an address already in use says so', async () => {
    await open('/partner/signup');
    await page
      .getByRole('tabpanel')
      .getByLabel('Email', { exact: true })
      .fill('partner@fundax.test');
    await page.getByLabel('Choose a password').fill('a-long-password');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'An account with this email already exists.' })
      .waitFor();
  });
});
