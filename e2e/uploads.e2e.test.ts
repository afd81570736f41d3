// Uploads that end somewhere else than the venue form, in real Chromium against the emulators:
// an admin uploads a PDF as a portal document (the real requestUpload, the PUT to the emulator's
// localFiles, the functions' check) and a partner finds it on /portal/documents; and a partner's
// new picture for an approved event waits for review, the public page keeping the approved
// version until an admin approves the change from the console's queue. Every page is checked
// with axe and must log no console errors. The files are made here: nothing is downloaded.
import type { Browser, Locator } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { adminDb } from '../tests/support/admin';
import { appUrl, launchChromium, seriousA11yViolations } from './support/browser';
import seedFresh from './support/global-setup';
import { pageReady } from './support/page-ready';
import { pageOpener } from './support/session';
import { gradientPng, pdf } from './support/test-files';

let browser: Browser;
const { newPage, portalAs, consoleAsAdmin, closeAll } = pageOpener(() => browser);

beforeAll(async () => {
  // The journeys add a resource, files and an approved change; start from the seed and leave
  // it as found.
  await seedFresh();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await seedFresh();
});

afterEach(closeAll);

/** Whether an <img> has loaded real pixels (not a broken or refused picture). */
const loaded = (image: Locator) =>
  image.evaluate(
    (node) => (node as HTMLImageElement).complete && (node as HTMLImageElement).naturalWidth > 0,
  );

describe('a portal document uploaded in the console', () => {
  it('the admin uploads a PDF, it is listed as an uploaded file, and a partner opens it in the portal', async () => {
    const admin = await consoleAsAdmin('/auth/resources');
    const { page } = admin;
    const form = page.getByRole('form', { name: 'Add a resource' });
    const title = `Event night checklist ${Date.now()}`;
    const bytes = pdf();
    await form.getByLabel('Kind').selectOption('document');
    await form.getByLabel('Title').fill(title);
    // Uploading is the first choice for a new resource.
    expect(await form.getByRole('radio', { name: 'Upload the file' }).isChecked()).toBe(true);

    // A file of another type is refused before anything is sent.
    const picker = form.getByLabel('Choose the document');
    await picker.setInputFiles({
      name: 'checklist.png',
      mimeType: 'image/png',
      buffer: gradientPng(40, 30),
    });
    await form.getByText(/^“checklist\.png” cannot be used/).waitFor();
    await picker.setInputFiles({
      name: 'checklist.pdf',
      mimeType: 'application/pdf',
      buffer: bytes,
    });
    await form.getByText(/^“checklist\.pdf” is uploaded/).waitFor({ timeout: 30_000 });
    await form.getByLabel('Description').fill('What to bring and who to call on the night.');
    await form.getByRole('checkbox', { name: 'Partners' }).check();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Add resource' }).click();
    await page.getByText(`Saved “${title}”.`).waitFor();

    // Listed as an uploaded file with the stored file's size.
    const list = page.getByRole('table', { name: /Portal videos and documents/ });
    const row = list.getByRole('row', { name: new RegExp(title) });
    await row.waitFor();
    await row.getByText('Uploaded file').waitFor();
    expect(await row.textContent()).toContain('Partners');
    // The picker starts empty for the next resource.
    await form.getByLabel('Choose the document').waitFor();
    expect(await form.getByText(/is uploaded/).count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(admin.errors).toEqual([]);

    // Stored with the uploaded file's id, its address and the size the functions measured.
    const found = await adminDb().collection('resources').where('title', '==', title).get();
    expect(found.size).toBe(1);
    const resource = found.docs[0]!.data();
    expect(resource).toMatchObject({
      kind: 'document',
      audience: ['partner'],
      sizeBytes: bytes.length,
    });
    expect(typeof resource.fileId).toBe('string');
    expect(resource.url).toMatch(/^https?:\/\//);
    const file = (
      await adminDb()
        .doc(`files/${resource.fileId as string}`)
        .get()
    ).data()!;
    expect(file).toMatchObject({
      ownerId: 'demo-admin',
      purpose: 'resource',
      contentType: 'application/pdf',
      state: 'stored',
      sizeBytes: bytes.length,
    });
    // The link in the console is the stored file's address.
    expect(await row.getByRole('link', { name: title }).getAttribute('href')).toBe(resource.url);

    // A partner sees it among the documents, with a link to the stored file.
    const partner = await portalAs('partner', '/portal/documents');
    const documents = partner.page.getByRole('list', { name: 'Documents' });
    const open = documents.getByRole('link', { name: new RegExp(`^Open “${title}”`) });
    await open.waitFor();
    expect(await open.getAttribute('href')).toBe(resource.url);
    // The stored file is served back as it was uploaded.
    const served = await fetch(resource.url as string);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    expect(await seriousA11yViolations(partner.page)).toEqual([]);
    expect(partner.errors).toEqual([]);
  });
});

describe('a new picture for an approved event', () => {
  it('waits for review, the public page keeps the approved version, and shows it once approved', async () => {
    // The demo partner's own approved event, without a fundaxer, a picture or a pending change.
    const id = 'e-green-chile-cookoff';
    const before = (await adminDb().doc(`events/${id}`).get()).data()!;
    expect(before['_status']).toMatchObject({ approved: true });
    expect(before.image ?? null).toBeNull();
    expect((await adminDb().doc(`revisions/event-${id}`).get()).exists).toBe(false);

    const partner = await portalAs('partner', `/portal/events/${id}`);
    const form = partner.page.getByRole('form', { name: 'Edit the event' });
    const picture = form.getByRole('group', { name: 'Picture' });
    // The form says before anything is chosen that a new picture waits for review.
    await picture.getByText(/a new picture, or removing it, waits for a Fundax admin’s/).waitFor();
    await picture.getByLabel('Choose a picture').setInputFiles({
      name: 'flyer.png',
      mimeType: 'image/png',
      buffer: gradientPng(900, 600),
    });
    await picture.getByText(/^“flyer\.png” is uploaded/).waitFor({ timeout: 30_000 });
    await picture.getByText('The new picture, used once you save.').waitFor();
    await expect.poll(() => loaded(picture.locator('img'))).toBe(true);
    await form.getByRole('button', { name: 'Save changes' }).click();
    await form.getByText('Your change is saved and waits for review.', { exact: false }).waitFor();
    await form
      .getByText('The new picture waits for review; the current one stays public until then.')
      .waitFor();
    expect(await seriousA11yViolations(partner.page)).toEqual([]);
    expect(partner.errors).toEqual([]);

    // Proposed in a revision; the event itself still has no picture.
    const revision = (await adminDb().doc(`revisions/event-${id}`).get()).data()!;
    expect(revision.state).toBe('pending');
    const proposed = revision.changes as {
      image: { fileId: string; variants: { name: string; url: string }[] };
    };
    const fileId = proposed.image.fileId;
    expect(proposed.image.variants.map((variant) => variant.name).sort()).toEqual([
      'card',
      'thumb',
    ]);
    expect((await adminDb().doc(`events/${id}`).get()).get('image') ?? null).toBeNull();
    expect((await adminDb().doc(`files/${fileId}`).get()).data()).toMatchObject({
      ownerId: 'demo-partner',
      purpose: 'event-image',
      state: 'stored',
    });

    // The public page still shows the approved version: no picture.
    const visitor = await newPage();
    await visitor.page.goto(appUrl('web', `/event/${id}`));
    await pageReady(visitor.page);
    const main = visitor.page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: 'Green Chile Cook-off' }).waitFor();
    expect(await main.locator('img.event-detail__image').count()).toBe(0);
    expect(visitor.errors).toEqual([]);

    // The admin sees the picture among the event's changes and approves it.
    const admin = await consoleAsAdmin('/auth/requests');
    const changes = admin.page.getByRole('table', {
      name: 'What the change to “Green Chile Cook-off” changes',
    });
    const row = changes.getByRole('row', { name: /^Picture/ });
    await row.waitFor();
    expect(await row.textContent()).toBe('PictureNoneA new picture');
    // The reviewer sees the proposed picture itself (its thumbnail), not only its name.
    const thumb = proposed.image.variants.find((variant) => variant.name === 'thumb')!;
    const seen = row.locator('img');
    expect(await seen.getAttribute('src')).toBe(thumb.url);
    await expect.poll(() => loaded(seen)).toBe(true);
    expect(await seriousA11yViolations(admin.page)).toEqual([]);
    await admin.page
      .getByRole('button', { name: 'Approve the change to “Green Chile Cook-off”' })
      .click();
    await admin.page.getByText(/It has left the list/).waitFor();
    expect(await changes.count()).toBe(0);
    expect(admin.errors).toEqual([]);

    // The event now has the new picture, and the public page shows its stored variants.
    const after = (await adminDb().doc(`events/${id}`).get()).data()!;
    expect(after.image).toMatchObject({ fileId });
    const card = proposed.image.variants.find((variant) => variant.name === 'card')!;
    await visitor.page.reload();
    await pageReady(visitor.page);
    const shown = main.locator('img.event-detail__image');
    await shown.waitFor();
    expect(await shown.getAttribute('src')).toBe(card.url);
    expect(await shown.getAttribute('srcset')).toContain(fileId);
    await expect.poll(() => loaded(shown)).toBe(true);
    expect(await seriousA11yViolations(visitor.page)).toEqual([]);
    expect(visitor.errors).toEqual([]);
  });
});
