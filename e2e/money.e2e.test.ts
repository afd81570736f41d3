// The money path's screens in real Chromium against the emulators and the demo seed: a proposal
// accepted in the portal and approved in the console before its start, a change to an approved
// event accepted by the other side and approved from the console's queue, and a settlement
// statement before and after a payout the console pre-fills, then the same statement in the
// console with its CSV download. Every page is checked with axe and
// must log no console errors.
import { readFileSync } from 'node:fs';

import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { adminDb } from '../tests/support/admin';
import { launchChromium, seriousA11yViolations } from './support/browser';
import seedFresh from './support/global-setup';
import { pageReady } from './support/page-ready';
import { pageOpener } from './support/session';

let browser: Browser;
const { portalAs, consoleAsAdmin, closeAll } = pageOpener(() => browser, {
  acceptDownloads: true,
});

beforeAll(async () => {
  // These journeys answer, approve and pay; start from the seed and leave it as found.
  await seedFresh();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await seedFresh();
});

afterEach(closeAll);

const eventDoc = (id: string) => adminDb().collection('events').doc(id).get();

describe('proposals', () => {
  it('the partner accepts a fundaxer’s proposal, then an admin approves it with time left', async () => {
    expect((await eventDoc('e-tamale-night-bacas')).get('consent.partner')).toBe('awaiting');
    const { page, errors } = await portalAs('partner', '/portal/events');
    const proposal = page.getByRole('article', { name: 'Proposal: Tamale Night for the Library' });
    await proposal.waitFor();
    expect(await proposal.textContent()).toContain('20% of tamale orders');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await proposal.getByRole('button', { name: 'Accept “Tamale Night for the Library”' }).click();
    await page
      .getByText('You accepted “Tamale Night for the Library”. A Fundax admin reviews it next.')
      .waitFor();
    const accepted = await eventDoc('e-tamale-night-bacas');
    expect(accepted.get('consent.partner')).toBe('agreed');
    expect(accepted.get('_status.approved')).toBeNull();
    expect(errors).toEqual([]);

    const admin = await consoleAsAdmin('/auth/requests');
    const queue = admin.page.getByRole('table', { name: /Pending events/ });
    const row = queue.getByRole('row', { name: /Tamale Night for the Library/ });
    await row.waitFor();
    // Seeded 45 days ahead: the countdown counts days and hours.
    expect(await row.textContent()).toMatch(/4[45] days( \d+ hours?)? left to review/);
    expect(await seriousA11yViolations(admin.page)).toEqual([]);
    await row.getByRole('button', { name: 'Approve Tamale Night for the Library' }).click();
    await admin.page
      .getByText('Approved “Tamale Night for the Library”. It has left the list.')
      .waitFor();
    expect((await eventDoc('e-tamale-night-bacas')).get('_status.approved')).toBe(true);
    expect(admin.errors).toEqual([]);
  });
});

describe('revisions', () => {
  it('a change to an approved event waits for the partner, then for the admin, and the public keeps the approved terms until then', async () => {
    const id = 'e-library-night-bacas';
    const fundaxer = await portalAs('fundaxer', `/portal/events/${id}`);
    // The seed's change to this event (an hour longer, new terms) is read first: the form starts
    // from it, so this edit builds on it.
    const pending = fundaxer.page.getByRole('region', { name: 'Change waiting for review' });
    await pending.waitFor();
    const form = fundaxer.page.getByRole('form', { name: 'Edit the event' });
    const percent = form.getByLabel('Give-back percentage');
    await percent.fill('25');
    await form.getByRole('button', { name: 'Save changes' }).click();
    // The panel, read again after the save, shows the new percent beside the approved one.
    await pending.getByRole('row', { name: /^Give-back 20% 25%/ }).waitFor();
    expect(await seriousA11yViolations(fundaxer.page)).toEqual([]);
    // The approved version is what the public sees meanwhile.
    expect((await eventDoc(id)).get('giveback.percent')).toBe(20);
    const revision = await adminDb().collection('revisions').doc(`event-${id}`).get();
    expect(revision.get('state')).toBe('pending');
    expect(revision.get('consent.partner')).toBe('awaiting');
    expect(fundaxer.errors).toEqual([]);

    const partner = await portalAs('partner', '/portal/events');
    const change = partner.page.getByRole('article', { name: 'Change: Library Night at Baca’s' });
    await change.waitFor();
    expect(await seriousA11yViolations(partner.page)).toEqual([]);
    await change
      .getByRole('button', { name: 'Accept the change to “Library Night at Baca’s”' })
      .click();
    await partner.page.getByText(/You accepted the change to “Library Night at Baca’s”/).waitFor();
    expect(partner.errors).toEqual([]);

    const admin = await consoleAsAdmin('/auth/requests');
    const changes = admin.page.getByRole('table', {
      name: /What the change to “Library Night at Baca’s” changes/,
    });
    const row = changes.getByRole('row', { name: /^Give-back/ }).first();
    await row.waitFor();
    expect(await row.textContent()).toBe('Give-back20%25%');
    expect(await seriousA11yViolations(admin.page)).toEqual([]);
    await admin.page
      .getByRole('button', { name: 'Approve the change to “Library Night at Baca’s”' })
      .click();
    // The seed's other changes stay in the queue; this one leaves it.
    await admin.page.getByText(/It has left the list/).waitFor();
    expect(await changes.count()).toBe(0);
    expect((await eventDoc(id)).get('giveback.percent')).toBe(25);
    expect(admin.errors).toEqual([]);
  });
});

describe('settlement', () => {
  it('the fundaxer’s statement shows what is owed; the console pre-fills that payout, and the statement shows it paid', async () => {
    const path = '/portal/events/e-past-library-bacas/statement';
    const fundaxer = await portalAs('fundaxer', path);
    const balances = fundaxer.page.getByRole('table', { name: 'Balance per party' });
    await balances.waitFor();
    expect(await fundaxer.page.getByRole('main').textContent()).toContain('$3,062.50');
    expect(await balances.getByRole('row', { name: /^Fundaxer/ }).textContent()).toContain(
      '$612.50',
    );
    expect(await seriousA11yViolations(fundaxer.page)).toEqual([]);
    // The print stylesheet leaves the navigation out of the printed statement.
    await fundaxer.page.emulateMedia({ media: 'print' });
    expect(await fundaxer.page.getByRole('link', { name: '← Back to the event' }).isVisible()).toBe(
      false,
    );
    await fundaxer.page.emulateMedia({ media: 'screen' });
    expect(fundaxer.errors).toEqual([]);

    const admin = await consoleAsAdmin('/auth/accounting');
    const queue = admin.page.getByRole('region', { name: /Fundaxer payments awaiting/ }).first();
    await queue
      .getByRole('button', { name: 'Record payout for Back-to-School Library Night' })
      .click();
    const form = queue.getByRole('form', { name: /Record the fundaxer payout/ });
    await form.getByText(/Pay .* \(fundaxer, account demo-fundaxer\)/).waitFor();
    expect(await form.getByLabel('Amount (USD)').inputValue()).toBe('612.50');
    expect(await seriousA11yViolations(admin.page)).toEqual([]);
    await form.getByLabel('Payment reference').fill('Check 2044');
    await form.getByRole('button', { name: 'Record payout' }).click();
    await queue.getByText(/Recorded a fundaxer payout of \$612\.50/).waitFor();
    expect(admin.errors).toEqual([]);

    await fundaxer.page.reload();
    await pageReady(fundaxer.page);
    const lines = fundaxer.page.getByRole('table', { name: 'Payments and reversals' });
    await lines.getByRole('row', { name: /Check 2044/ }).waitFor();
    expect(await lines.getByRole('row', { name: /Check 2044/ }).textContent()).toMatch(
      /M[SD]TFundaxerPayment\$612\.50Check 2044/,
    );
    expect(await seriousA11yViolations(fundaxer.page)).toEqual([]);

    // The console shows the same statement on the event's ledger, and downloads it as CSV.
    const picker = admin.page.getByRole('form', { name: "Open an event's ledger" });
    await picker.getByLabel('Event id').fill('e-past-library-bacas');
    await picker.getByRole('button', { name: 'Open ledger' }).click();
    const statement = admin.page.getByRole('region', { name: 'Settlement statement' });
    const paid = statement
      .getByRole('table', { name: 'Payments and reversals' })
      .getByRole('row', { name: /Check 2044/ });
    await paid.waitFor();
    expect(await paid.textContent()).toMatch(/M[SD]TFundaxerPayment\$612\.50Check 2044/);
    expect(await seriousA11yViolations(admin.page)).toEqual([]);
    const [download] = await Promise.all([
      admin.page.waitForEvent('download'),
      admin.page.getByRole('button', { name: 'Download statement (CSV)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('fundax-statement-e-past-library-bacas.csv');
    const csv = readFileSync(await download.path(), 'utf8').split('\r\n');
    expect(csv.slice(0, 3)).toEqual([
      'Settlement statement',
      'Event,Back-to-School Library Night',
      'Event id,e-past-library-bacas',
    ]);
    expect(csv).toContain('Qualifying sales (USD),3062.5');
    expect(csv).toContain('Raised (USD),612.5');
    expect(csv.find((line) => line.startsWith('Fundaxer,'))).toMatch(/,612\.5,612\.5,0,612\.5,0$/);
    expect(csv.find((line) => line.includes(',Fundaxer,payment,'))).toMatch(
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}-0[67]:00,Fundaxer,payment,612\.5,Check 2044,,/,
    );
    expect(admin.errors).toEqual([]);
  });
});
