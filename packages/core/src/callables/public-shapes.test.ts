import { describe, expect, it } from 'vitest';

import { z } from '../zod';
import { parseDocument } from '../schemas/parse-document';
import { sampleDocuments } from '../schemas/sample-documents.test-support';
import {
  publicEventSchema,
  publicVenueSchema,
  toPublicEvent,
  toPublicVenue,
} from './public-shapes';

describe('public projections', () => {
  it('shows a venue with its public fields only, in the wire shape', () => {
    const venue = parseDocument('venues', 'v1', sampleDocuments.venues);
    const shown = toPublicVenue(venue);
    expect(z.strictObject(publicVenueSchema.shape).parse(shown)).toEqual(shown);
    expect(shown).toMatchObject({ id: 'v1', lat: venue._geoloc.lat, lng: venue._geoloc.lng });
    expect(shown).not.toHaveProperty('_status');
    expect(shown).not.toHaveProperty('phone');
  });

  it('shows an event with ISO dates and give-back terms, without status or payouts', () => {
    const event = parseDocument('events', 'e1', sampleDocuments.events);
    const shown = toPublicEvent(event);
    expect(z.strictObject(publicEventSchema.shape).parse(shown)).toEqual(shown);
    expect(shown).toMatchObject({
      id: 'e1',
      eventStart: event.eventStart.toISOString(),
      givebackPercent: event.giveback.percent,
    });
    expect(shown).not.toHaveProperty('_protected');
    expect(shown).not.toHaveProperty('organizerId');
  });
});
