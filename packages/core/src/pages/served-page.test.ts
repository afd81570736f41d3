import { describe, expect, it } from 'vitest';

import { parseDocument } from '../schemas/parse-document';
import { sampleDocuments } from '../schemas/sample-documents.test-support';
import { eventLede } from './event-lede';
import { toEventView } from './event-view';
import { type ServedPage, servedPageHeader, servedPageJson, servedPageSchema } from './served-page';
import { toServedFundraiser } from './served-page-check';

const served = (title: string): ServedPage => ({
  kind: 'event',
  id: 'e1',
  event: { ...toEventView(parseDocument('events', 'e1', sampleDocuments.events)), title },
  readAt: '2026-11-25T02:00:00.000Z',
});

describe('served page data', () => {
  it('round-trips through its JSON', () => {
    const page = served('Library Night');
    expect(servedPageSchema.parse(JSON.parse(servedPageJson(page)))).toEqual(page);
  });

  it('cannot close its script element or open markup, whatever the text holds', () => {
    const page = served('</script><script>alert(1)</script> & <!-- \u2028');
    const json = servedPageJson(page);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(servedPageSchema.parse(JSON.parse(json)).event.title).toBe(page.event.title);
  });

  it('shows the event’s title and the page’s lede as its header', () => {
    const page = served('Library Night');
    expect(servedPageHeader(page)).toEqual({ title: 'Library Night', lede: eventLede(page.event) });
  });
});

describe('toServedFundraiser', () => {
  const profile = parseDocument('profiles', 'u-dana', sampleDocuments.profiles);

  it('keeps what the event page shows of a fundaxer, and nothing else', () => {
    expect(toServedFundraiser('u-dana', profile)).toEqual({
      id: 'u-dana',
      displayName: 'Dana Yazzie',
      organizationName: 'Eisenhower Middle School PTA',
      city: 'Albuquerque',
      fundraiser: {
        title: 'Science lab for Eisenhower',
        category: 'schools',
        goalCents: 500_000,
        raisedCents: 125_050,
      },
    });
  });

  it('serves a fundaxer without a fundraiser yet as such', () => {
    expect(toServedFundraiser('u-dana', { ...profile, fundraiser: null }).fundraiser).toBeNull();
  });

  it('round-trips in a served page', () => {
    const page = { ...served('Library Night'), fundraiser: toServedFundraiser('u-dana', profile) };
    expect(servedPageSchema.parse(JSON.parse(servedPageJson(page)))).toEqual(page);
  });
});
