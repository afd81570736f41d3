import { describe, expect, it } from 'vitest';

import { z } from '../zod';
import type { CallableName } from './registry';
import { callables } from './registry';

interface Case {
  /** The least a client may send. */
  valid: Record<string, unknown>;
  /** A realistic result. */
  output: Record<string, unknown>;
  /** [what is wrong, the input, the path reported, the message (or part of it)]. */
  bad: [string, Record<string, unknown>, string, string | RegExp][];
}

const START = '2026-12-05T17:00:00-07:00';
const END = '2026-12-05T21:00:00-07:00';
const ISO = '2026-12-06T18:00:00.000Z';
const KEY = 'pay-e1-partner-01';

const venue = { name: 'Barelas Coffee', address: '1502 4th St SW', location: [35.07, -106.65] };
const event = { title: 'Taco night', venueId: 'v1', eventStart: START, eventEnd: END };
const review = { id: 'e1', decision: 'approve' };
const group = {
  name: 'Rio Rancho Breakfast',
  description: 'Owners meet weekly.',
  city: 'Rio Rancho',
  meets: 'Tuesdays 7:00',
};
const story = {
  title: 'New roof',
  summary: 'Four nights paid for a roof.',
  body: 'In October, three restaurants gave back for four nights.',
  category: 'community',
  published: false,
};
const resource = { kind: 'video', title: 'Welcome', url: 'https://videos.example/welcome' };
const publicVenue = {
  id: 'v1',
  name: 'Barelas Coffee',
  address: '1502 4th St SW',
  category: 'cafe',
  description: '',
  imageUrl: null,
  website: null,
  ownerId: 'u1',
  lat: 35.07,
  lng: -106.65,
  distanceKm: 1.2,
};
const publicEvent = {
  id: 'e1',
  title: 'Taco night',
  description: '',
  category: 'schools',
  venueId: 'v1',
  venueName: 'Barelas Coffee',
  venueAddress: '1502 4th St SW',
  partnerId: 'u1',
  fundaxerId: null,
  fundaxerName: null,
  eventStart: START,
  eventEnd: END,
  givebackPercent: 15,
  givebackTerms: '',
  givebackExclusions: '',
  goalCents: null,
  raisedCents: 0,
  imageUrl: null,
  special: false,
  lat: 35.07,
  lng: -106.65,
  distanceKm: 0,
};
const nearby = { center: [35.0844, -106.6504], radiusKm: 25 };
const nearbyBad: Case['bad'] = [
  ['a radius of 0', { ...nearby, radiusKm: 0 }, 'radiusKm', 'The radius must be more than 0 km.'],
  ['a radius over 100 km', { ...nearby, radiusKm: 100.5 }, 'radiusKm', 'at most 100 km'],
  ['a radius as text', { ...nearby, radiusKm: '25' }, 'radiusKm', 'number of kilometres'],
  ['a limit of 0', { ...nearby, limit: 0 }, 'limit', 'The limit is at least 1.'],
  ['a limit over 200', { ...nearby, limit: 201 }, 'limit', 'The limit is at most 200.'],
  ['a fractional limit', { ...nearby, limit: 2.5 }, 'limit', 'The limit is a whole number.'],
  ['a latitude over 90', { ...nearby, center: [90.0001, 0] }, 'center.0', 'Latitude'],
  ['a centre as an object', { ...nearby, center: { lat: 35, lng: -106 } }, 'center', 'location'],
];

const cases: Record<CallableName, Case> = {
  whoami: {
    valid: {},
    output: { uid: null, admin: false, hasAccount: false, role: null },
    bad: [],
  },
  syncAccountEmail: {
    valid: {},
    output: { email: 'priya@example.test', emailVerified: true, updated: true },
    bad: [['an unexpected field', { email: 'x@example.test' }, '', 'email']],
  },
  exportMyData: {
    valid: {},
    output: {
      format: 'fundax-export/1',
      exportedAt: ISO,
      uid: 'u1',
      identity: {
        email: 'priya@example.test',
        emailVerified: true,
        displayName: 'Priya Raman',
        phoneNumber: null,
        providers: ['password'],
        admin: false,
        createdAt: ISO,
        lastSignInAt: ISO,
      },
      documents: { users: [{ id: 'u1', role: 'angel' }], events: [] },
    },
    bad: [['an unexpected field', { format: 'csv' }, '', 'format']],
  },
  deleteAccount: {
    valid: {},
    output: { uid: 'u1', cancelledEvents: 2, disabledVenues: 1 },
    bad: [['a confirmation field', { confirm: true }, '', 'confirm']],
  },
  registerAccount: {
    valid: { role: 'angel', displayName: 'Priya Raman' },
    output: { uid: 'u1', role: 'angel' },
    bad: [
      ['an unknown role', { role: 'admin', displayName: 'Rosa' }, 'role', 'Choose partner'],
      ['a one-letter name', { role: 'angel', displayName: 'P' }, 'displayName', 'at least 2'],
      [
        'a partner without a business name',
        { role: 'partner', displayName: 'Miguel Baca' },
        'organization.name',
        'Partners need their business name.',
      ],
      [
        'a fundraiser from an angel',
        {
          role: 'angel',
          displayName: 'Priya',
          fundraiser: { title: 'Lab', story: 'x'.repeat(20), category: 'schools', goalCents: 100 },
        },
        'fundraiser',
        'Only fundaxers start a fundraiser.',
      ],
      [
        'a fundraiser goal under $1',
        {
          role: 'fundaxer',
          displayName: 'Dana',
          fundraiser: { title: 'Lab', story: 'x'.repeat(20), category: 'schools', goalCents: 99 },
        },
        'fundraiser.goalCents',
        'Set a goal of at least $1.',
      ],
      [
        'a raised amount from the client',
        {
          role: 'fundaxer',
          displayName: 'Dana',
          fundraiser: {
            title: 'Lab',
            story: 'x'.repeat(20),
            category: 'schools',
            goalCents: 100,
            raisedCents: 5,
          },
        },
        'fundraiser',
        'Unrecognized key',
      ],
      [
        'a phone that is not a US number',
        { role: 'angel', displayName: 'Priya', phone: '555-0134' },
        'phone',
        'Enter a phone number like (505) 555-0134.',
      ],
    ],
  },
  updateProfile: {
    valid: { bio: 'Coffee and community.' },
    output: { uid: 'u1' },
    bad: [
      ['nothing to change', {}, '', 'Change at least one field.'],
      ['only undefined values', { bio: undefined }, '', 'Change at least one field.'],
      ['a role change', { role: 'partner' }, '', 'Unrecognized key'],
      [
        'six categories',
        { categories: ['finance', 'legal', 'retail', 'marketing', 'insurance', 'other'] },
        'categories',
        'Choose at most five categories.',
      ],
      ['a non-web address', { website: 'ftp://x.example' }, 'website', 'https://'],
      [
        'a payout account of five digits',
        { payoutProfile: { method: 'ach', payeeName: 'Miguel Baca', accountLast4: '12345' } },
        'payoutProfile.accountLast4',
        'last four digits',
      ],
    ],
  },
  createVenue: {
    valid: venue,
    output: { id: 'v1' },
    bad: [
      ['no name', { ...venue, name: ' ' }, 'name', 'Venue name needs at least 2 characters.'],
      ['a short address', { ...venue, address: '12' }, 'address', 'Address needs at least 5'],
      ['no location', { ...venue, location: undefined }, 'location', 'location'],
      ['a longitude past 180', { ...venue, location: [35, 180.1] }, 'location.1', 'Longitude'],
      ['an unknown category', { ...venue, category: 'bar' }, 'category', 'business category'],
      ['a bad phone', { ...venue, phone: 'call us' }, 'phone', '(505) 555-0134'],
      ['a geohash from the client', { ...venue, _geoloc: {} }, '', 'Unrecognized key'],
      [
        'an unknown location source',
        { ...venue, locationSource: 'gps' },
        'locationSource',
        'address, map, device or typed',
      ],
      [
        'an address without its precision',
        { ...venue, locationSource: 'address' },
        'locationPrecision',
        'address, street, zip or city',
      ],
      [
        'a map pin said to be a ZIP centre',
        { ...venue, locationSource: 'map', locationPrecision: 'zip' },
        'locationPrecision',
        'is a point',
      ],
      [
        'a precision with no source',
        { ...venue, locationPrecision: 'city' },
        'locationSource',
        'Say where',
      ],
    ],
  },
  updateVenue: {
    valid: { id: 'v1', name: 'Barelas Coffee House' },
    output: { id: 'v1' },
    bad: [
      ['only the id', { id: 'v1' }, '', 'Change at least one field.'],
      ['no id', { name: 'Barelas' }, 'id', 'An id is required.'],
      ['an id with a slash', { id: 'venues/v1', name: 'Barelas' }, 'id', 'cannot contain "/"'],
      [
        'a source without a new location',
        { id: 'v1', locationSource: 'map' },
        'location',
        'together with where it came from',
      ],
    ],
  },
  deleteVenue: {
    valid: { id: 'v1' },
    output: { id: 'v1' },
    bad: [['an empty id', { id: '' }, 'id', 'An id is required.']],
  },
  createEvent: {
    valid: event,
    output: { id: 'e1' },
    bad: [
      [
        'an end before the start',
        { ...event, eventEnd: START, eventStart: END },
        'eventEnd',
        'The event must end after it starts.',
      ],
      [
        'an end equal to the start',
        { ...event, eventEnd: START },
        'eventEnd',
        'end after it starts',
      ],
      ['a date without a time', { ...event, eventStart: '2026-12-05' }, 'eventStart', 'ISO 8601'],
      [
        'a time without a zone',
        { ...event, eventEnd: '2026-12-05T21:00:00' },
        'eventEnd',
        'ISO 8601',
      ],
      ['a give-back of 0%', { ...event, givebackPercent: 0 }, 'givebackPercent', 'from 1 to 100'],
      [
        'a give-back of 101%',
        { ...event, givebackPercent: 101 },
        'givebackPercent',
        'from 1 to 100',
      ],
      [
        'a fractional give-back',
        { ...event, givebackPercent: 12.5 },
        'givebackPercent',
        'whole number',
      ],
      ['a goal in dollars', { ...event, goalCents: 12.5 }, 'goalCents', 'Amounts are whole cents.'],
      ['a short title', { ...event, title: 'Go' }, 'title', 'Event title needs at least 3'],
      ['status from the client', { ...event, _status: { approved: true } }, '', 'Unrecognized key'],
      [
        'an event of more than 14 days',
        { ...event, eventEnd: '2026-12-19T17:00:01-07:00' },
        'eventEnd',
        'An event can last at most 14 days.',
      ],
      [
        'a give-back and partner share over 100%',
        { ...event, givebackPercent: 90, partnerSharePercent: 20 },
        'partnerSharePercent',
        'more than 100%',
      ],
      [
        'a partner share of 100%',
        { ...event, partnerSharePercent: 100 },
        'partnerSharePercent',
        'from 0 to 99 percent',
      ],
    ],
  },
  updateEvent: {
    valid: { id: 'e1', fundaxerId: null },
    output: { id: 'e1' },
    bad: [
      ['only the id', { id: 'e1' }, '', 'Change at least one field.'],
      [
        'an end before the start',
        { id: 'e1', eventStart: END, eventEnd: START },
        'eventEnd',
        'The event must end after it starts.',
      ],
      [
        'a give-back over 100%',
        { id: 'e1', givebackPercent: 150 },
        'givebackPercent',
        'from 1 to 100',
      ],
    ],
  },
  cancelEvent: {
    valid: { id: 'e1' },
    output: { id: 'e1' },
    bad: [['a two-letter reason', { id: 'e1', reason: 'no' }, 'reason', 'Reason needs at least 3']],
  },
  reportEventResults: {
    valid: { eventId: 'e1', salesCents: 0 },
    output: { eventId: 'e1', salesCents: 0, raisedCents: 0 },
    bad: [
      ['negative sales', { eventId: 'e1', salesCents: -5 }, 'salesCents', 'cannot be negative'],
      ['sales in dollars', { eventId: 'e1', salesCents: 10.25 }, 'salesCents', 'whole cents'],
      [
        'sales over the ceiling',
        { eventId: 'e1', salesCents: 100_000_001 },
        'salesCents',
        'more than one event can sell ($1,000,000.00)',
      ],
      ['the old raisedCents input', { eventId: 'e1', raisedCents: 100 }, '', 'Unrecognized key'],
      [
        'a reason too short to say anything',
        { eventId: 'e1', salesCents: 1, reason: 'ok' },
        'reason',
        'at least 5',
      ],
    ],
  },
  respondToEvent: {
    valid: { id: 'e1', decision: 'accept' },
    output: { id: 'e1', decision: 'accept', target: 'event' },
    bad: [
      [
        'a decline without a reason',
        { id: 'e1', decision: 'decline' },
        'reason',
        'Give the reason for declining; the proposer will see it.',
      ],
      ['an unknown decision', { id: 'e1', decision: 'approve' }, 'decision', 'accept or decline'],
    ],
  },
  reviewRevision: {
    valid: { id: 'event-e1', decision: 'approve' },
    output: { id: 'event-e1', approved: true },
    bad: [
      [
        'a reject without a reason',
        { id: 'event-e1', decision: 'reject' },
        'reason',
        'the owner will see it',
      ],
    ],
  },
  submitAngelApplication: {
    valid: { answers: { business: 'Raman Realty' }, categories: ['real-estate'] },
    output: { id: 'a1' },
    bad: [
      [
        'no answers',
        { answers: {}, categories: ['finance'] },
        'answers',
        'Answer at least one question.',
      ],
      [
        'no categories',
        { answers: { a: 'b' }, categories: [] },
        'categories',
        'at least one category',
      ],
      [
        'six categories',
        {
          answers: { a: 'b' },
          categories: ['finance', 'legal', 'retail', 'marketing', 'insurance', 'other'],
        },
        'categories',
        'at most five',
      ],
      [
        'a repeated category',
        { answers: { a: 'b' }, categories: ['legal', 'legal'] },
        'categories',
        'only once',
      ],
      [
        'a long answer',
        { answers: { a: 'x'.repeat(2001) }, categories: ['legal'] },
        'answers.a',
        '2000',
      ],
      [
        'a submit date from the client',
        { answers: { a: 'b' }, categories: ['legal'], submitDate: 1 },
        '',
        'Unrecognized key',
      ],
    ],
  },
  createSupportRequest: {
    valid: { subject: 'Date change', message: 'Can we move the event?' },
    output: { id: 's1' },
    bad: [
      [
        'a short message',
        { subject: 'Help', message: 'Help' },
        'message',
        'Message needs at least 10',
      ],
      ['no subject', { message: 'Can we move the event?' }, 'subject', 'Subject is required.'],
    ],
  },
  resolveSupportRequest: {
    valid: { id: 's1', resolution: 'Moved it.' },
    output: { id: 's1' },
    bad: [['no resolution', { id: 's1', resolution: '' }, 'resolution', 'Resolution']],
  },
  reviewEvent: {
    valid: review,
    output: { id: 'e1', approved: true },
    bad: [
      [
        'a reject without a reason',
        { id: 'e1', decision: 'reject' },
        'reason',
        'Give the reason for rejecting; the owner will see it.',
      ],
      [
        'an unknown decision',
        { id: 'e1', decision: 'maybe' },
        'decision',
        'Decide approve or reject.',
      ],
    ],
  },
  reviewVenue: {
    valid: { id: 'v1', decision: 'reject', reason: 'The address is not a business.' },
    output: { id: 'v1', approved: false },
    bad: [
      ['a reject without a reason', { id: 'v1', decision: 'reject' }, 'reason', 'Give the reason'],
    ],
  },
  reviewApplication: {
    valid: review,
    output: { id: 'a1', approved: true },
    bad: [
      [
        'a two-letter reason',
        { id: 'a1', decision: 'reject', reason: 'no' },
        'reason',
        'at least 3',
      ],
    ],
  },
  markDisbursal: {
    valid: {
      eventId: 'e1',
      party: 'partner',
      amountCents: 1,
      reference: 'ACH 1',
      idempotencyKey: KEY,
    },
    output: { eventId: 'e1', party: 'partner', paidAt: ISO, entryId: 'l1' },
    bad: [
      [
        'a payout of 0',
        { eventId: 'e1', party: 'partner', amountCents: 0, reference: 'ACH', idempotencyKey: KEY },
        'amountCents',
        'A payout is at least 1 cent.',
      ],
      [
        'a payout over the ceiling',
        {
          eventId: 'e1',
          party: 'partner',
          amountCents: 100_000_001,
          reference: 'ACH',
          idempotencyKey: KEY,
        },
        'amountCents',
        'A payout is at most $1,000,000.00.',
      ],
      [
        'an adjustment reason too short to say why',
        {
          eventId: 'e1',
          party: 'fundaxer',
          amountCents: 1,
          reference: 'ACH',
          idempotencyKey: KEY,
          adjustmentReason: 'fee',
        },
        'adjustmentReason',
        'at least 5',
      ],
      [
        'an unknown party',
        { eventId: 'e1', party: 'venue', amountCents: 1, reference: 'ACH', idempotencyKey: KEY },
        'party',
        'Choose partner or fundaxer.',
      ],
      [
        'a 7-character key',
        {
          eventId: 'e1',
          party: 'partner',
          amountCents: 1,
          reference: 'ACH',
          idempotencyKey: 'abcdefg',
        },
        'idempotencyKey',
        '8-128 letters',
      ],
      [
        'a key with a space',
        {
          eventId: 'e1',
          party: 'partner',
          amountCents: 1,
          reference: 'ACH',
          idempotencyKey: 'abcd efgh',
        },
        'idempotencyKey',
        '8-128 letters',
      ],
      [
        'a 129-character key',
        {
          eventId: 'e1',
          party: 'partner',
          amountCents: 1,
          reference: 'ACH',
          idempotencyKey: 'k'.repeat(129),
        },
        'idempotencyKey',
        '8-128 letters',
      ],
      [
        'no key',
        { eventId: 'e1', party: 'partner', amountCents: 1, reference: 'ACH' },
        'idempotencyKey',
        'An idempotency key is required.',
      ],
      [
        'no reference',
        { eventId: 'e1', party: 'partner', amountCents: 1, reference: ' ', idempotencyKey: KEY },
        'reference',
        'Payment reference is required.',
      ],
    ],
  },
  reverseDisbursal: {
    valid: { eventId: 'e1', party: 'fundaxer', reason: 'Paid twice.', idempotencyKey: KEY },
    output: { eventId: 'e1', party: 'fundaxer', reversedAt: ISO, entryId: 'l2' },
    bad: [
      [
        'a short reason',
        { eventId: 'e1', party: 'fundaxer', reason: 'oops', idempotencyKey: KEY },
        'reason',
        'Reason needs at least 5',
      ],
    ],
  },
  markAngelDuesPaid: {
    valid: { applicationId: 'a1', reference: 'Check 1042' },
    output: { applicationId: 'a1', paidAt: ISO },
    bad: [['no application', { reference: 'Check 1042' }, 'applicationId', 'An id is required.']],
  },
  setAdmin: {
    valid: { uid: 'u2', admin: true },
    output: { uid: 'u2', admin: true },
    bad: [['admin as text', { uid: 'u2', admin: 'yes' }, 'admin', 'admin is true or false.']],
  },
  setSpecialEvent: {
    valid: { id: 'e1', special: true },
    output: { id: 'e1' },
    bad: [['no flag', { id: 'e1' }, 'special', /boolean/]],
  },
  saveSuccessStory: {
    valid: story,
    output: { id: 'st1' },
    bad: [
      ['a short body', { ...story, body: 'Short.' }, 'body', 'Story needs at least 20'],
      ['an unknown cause', { ...story, category: 'space' }, 'category', 'cause category'],
    ],
  },
  saveNetworkingGroup: {
    valid: group,
    output: { id: 'g1' },
    bad: [
      [
        'a city outside the area',
        { ...group, city: 'Santa Fe' },
        'city',
        'Choose Albuquerque or Rio Rancho.',
      ],
      ['a member count below 0', { ...group, memberCount: -1 }, 'memberCount', /0/],
    ],
  },
  saveResource: {
    valid: resource,
    output: { id: 'r1' },
    bad: [
      ['an unknown kind', { ...resource, kind: 'podcast' }, 'kind', /video|document/],
      ['an http-less url', { ...resource, url: 'videos.example/welcome' }, 'url', 'https://'],
      ['an admin audience', { ...resource, audience: ['admin'] }, 'audience.0', 'Choose partner'],
      ['both a file and an address', { ...resource, fileId: 'f1' }, 'fileId', 'not both'],
      [
        'a typed size with a file',
        { kind: 'video', title: 'Welcome', fileId: 'f1', sizeBytes: 10 },
        'sizeBytes',
        'taken from the file',
      ],
      [
        'neither a file nor an address',
        { kind: 'video', title: 'Welcome' },
        'url',
        'Upload the file or give its web address.',
      ],
    ],
  },
  requestUpload: {
    valid: { purpose: 'venue-photo', contentType: 'image/jpeg', sizeBytes: 1_200_000 },
    output: {
      fileId: 'f1',
      uploadUrl: 'https://storage.example/upload/f1',
      headers: { 'content-type': 'image/jpeg' },
      expiresAt: ISO,
    },
    bad: [
      [
        'an unknown purpose',
        { purpose: 'avatar', contentType: 'image/png', sizeBytes: 1 },
        'purpose',
        'venue-photo, event-image or resource',
      ],
      [
        'a GIF',
        { purpose: 'event-image', contentType: 'image/gif', sizeBytes: 1 },
        'contentType',
        'JPEG, PNG or WebP',
      ],
      [
        'a PDF as a venue photo',
        { purpose: 'venue-photo', contentType: 'application/pdf', sizeBytes: 1 },
        'contentType',
        'A venue-photo must be a JPEG, PNG or WebP image.',
      ],
      [
        'an image as a resource',
        { purpose: 'resource', contentType: 'image/png', sizeBytes: 1 },
        'contentType',
        'A resource must be a PDF document or an MP4 video.',
      ],
      [
        'a photo over 5 MB',
        { purpose: 'venue-photo', contentType: 'image/png', sizeBytes: 5 * 1024 * 1024 + 1 },
        'sizeBytes',
        'at most 5 MB',
      ],
      [
        'a video over 200 MB',
        { purpose: 'resource', contentType: 'video/mp4', sizeBytes: 200 * 1024 * 1024 + 1 },
        'sizeBytes',
        'at most 200 MB',
      ],
      [
        'an empty file',
        { purpose: 'resource', contentType: 'application/pdf', sizeBytes: 0 },
        'sizeBytes',
        'The file is empty.',
      ],
      [
        'a size as text',
        { purpose: 'resource', contentType: 'application/pdf', sizeBytes: '10' },
        'sizeBytes',
        'number of bytes',
      ],
      [
        'a fractional size',
        { purpose: 'resource', contentType: 'application/pdf', sizeBytes: 1.5 },
        'sizeBytes',
        'whole number',
      ],
      [
        'an extra field',
        { purpose: 'resource', contentType: 'application/pdf', sizeBytes: 1, venueId: 'v1' },
        '',
        /venueId/,
      ],
    ],
  },
  deleteResource: {
    valid: { id: 'r1' },
    output: { id: 'r1' },
    bad: [['an id of ".."', { id: '..' }, 'id', 'That is not a valid id.']],
  },
  nearbyVenues: {
    valid: nearby,
    output: { items: [publicVenue] },
    bad: [
      ...nearbyBad,
      ['an unknown category', { ...nearby, category: 'bar' }, 'category', 'business category'],
    ],
  },
  nearbyEvents: {
    valid: nearby,
    output: { items: [publicEvent] },
    bad: [
      ...nearbyBad,
      [
        'a date range ending before it starts',
        { ...nearby, from: END, to: START },
        'to',
        'The end of the date range must be after its start.',
      ],
    ],
  },
  searchListings: {
    valid: { query: 'gardn hops' },
    output: {
      items: [
        {
          kind: 'event',
          id: 'e1',
          title: 'Garden Hops Night',
          subtitle: 'Nob Hill Taproom',
          score: 12.5,
          eventStart: ISO,
          eventEnd: ISO,
        },
        { kind: 'venue', id: 'v1', title: 'Barelas Coffee', score: 3, partnerId: 'u1' },
        { kind: 'fundraiser', id: 'u2', title: 'Band trip', subtitle: 'Dana Yazzie', score: 1 },
      ],
    },
    bad: [
      ['an empty query', { query: '   ' }, 'query', 'Type what to search for.'],
      ['a query as a number', { query: 42 }, 'query', 'Type what to search for.'],
      ['a query over 100 characters', { query: 'x'.repeat(101) }, 'query', 'at most 100'],
      [
        'a forged kind',
        { query: 'tacos', kinds: ['profile'] },
        'kinds.0',
        'event, venue, fundraiser',
      ],
      ['a kind twice', { query: 'tacos', kinds: ['event', 'event'] }, 'kinds', 'each kind once'],
      ['no kinds at all', { query: 'tacos', kinds: [] }, 'kinds', 'at least one kind'],
      ['a limit over 50', { query: 'tacos', limit: 51 }, 'limit', 'at most 50'],
    ],
  },
  searchRecords: {
    valid: { query: 'hops' },
    output: {
      items: [
        { kind: 'profile', id: 'u2', title: 'Dana Yazzie', score: 2, state: 'unlisted' },
        { kind: 'event', id: 'e1', title: 'Garden Hops Night', score: 1, state: 'pending' },
      ],
    },
    bad: [
      [
        'a public kind',
        { query: 'hops', kinds: ['fundraiser'] },
        'kinds.0',
        'event, venue, profile',
      ],
      ['a query as a list', { query: ['hops'] }, 'query', 'Type what to search for.'],
    ],
  },
  geocodeAddress: {
    valid: { address: '87102' },
    output: {
      candidates: [
        { location: [35.0824, -106.6468], label: '87102, Albuquerque, NM', precision: 'zip' },
      ],
      attribution: null,
    },
    bad: [
      ['an empty address', { address: ' ' }, 'address', 'Type an address'],
      ['an address as a number', { address: 87102 }, 'address', 'Type an address'],
      ['an address over 200 characters', { address: 'x'.repeat(201) }, 'address', 'at most 200'],
    ],
  },
  markNotificationsRead: {
    valid: {},
    output: { marked: 3 },
    bad: [
      ['an empty list of ids', { ids: [] }, 'ids', 'leave ids out to mark them all'],
      ['an id with a slash', { ids: ['a/b'] }, 'ids.0', 'An id cannot contain "/".'],
      [
        'more than 500 ids',
        { ids: Array.from({ length: 501 }, (_, i) => `n${i}`) },
        'ids',
        'At most 500',
      ],
    ],
  },
  setNotificationPreferences: {
    valid: { email: { 'payout-recorded': false } },
    output: { emailOff: ['payout-recorded'], allEmailOff: false },
    bad: [
      ['nothing to change', {}, '', 'Say which email to turn on or off.'],
      [
        'an unknown kind',
        { email: { 'weekly-newsletter': false } },
        'email.weekly-newsletter',
        'Not a kind of Fundax message: weekly-newsletter.',
      ],
      [
        'a switch as text',
        { email: { 'event-alert': 'off' } },
        'email.event-alert',
        'Use true or false.',
      ],
      ['all email as text', { allEmail: 'no' }, 'allEmail', 'Use true or false.'],
    ],
  },
  setEventAlerts: {
    valid: { center: [35.0844, -106.6504], radiusKm: 10, enabled: true },
    output: { center: [35.0844, -106.6504], radiusKm: 10, enabled: true },
    bad: [
      [
        'a radius under 1 km',
        { center: [35, -106], radiusKm: 0.5, enabled: true },
        'radiusKm',
        'at least 1 km',
      ],
      [
        'a radius over 50 km',
        { center: [35, -106], radiusKm: 51, enabled: true },
        'radiusKm',
        'at most 50 km',
      ],
      [
        'a latitude over 90',
        { center: [91, -106], radiusKm: 5, enabled: true },
        'center.0',
        'Latitude',
      ],
      ['no on/off', { center: [35, -106], radiusKm: 5 }, 'enabled', 'Say whether alerts are on'],
    ],
  },
};

const entries = Object.entries(cases) as [CallableName, Case][];

describe('callable contracts', () => {
  it('have test cases for every callable in the registry', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(callables).sort());
  });

  it.each(entries)('%s accepts its minimal input', (name, { valid }) => {
    const parsed = z.safeParse(callables[name].input, valid);
    expect(parsed.error?.issues ?? []).toEqual([]);
  });

  it.each(entries)('%s rejects unknown keys (strict objects)', (name, { valid }) => {
    const parsed = z.safeParse(callables[name].input, { ...valid, sneaky: true });
    expect(parsed.error?.issues.some((issue) => issue.code === 'unrecognized_keys')).toBe(true);
  });

  it.each(entries)('%s output schema accepts a realistic result', (name, { output }) => {
    const parsed = z.safeParse(callables[name].output, output);
    expect(parsed.error?.issues ?? []).toEqual([]);
  });

  const badCases = entries.flatMap(([name, { bad }]) =>
    bad.map(([what, input, path, message]) => [name, what, input, path, message] as const),
  );

  it.each(badCases)('%s refuses %s', (name, _what, input, path, message) => {
    const parsed = z.safeParse(callables[name].input, input);
    expect(parsed.success).toBe(false);
    const issue = parsed.error?.issues.find((i) => i.path.join('.') === path);
    expect(issue, `no issue at "${path}": ${JSON.stringify(parsed.error?.issues)}`).toBeDefined();
    if (typeof message === 'string') expect(issue?.message).toContain(message);
    else expect(issue?.message).toMatch(message);
  });
});

describe('contract defaults', () => {
  it('fill what the minimal input leaves out', () => {
    expect(callables.createEvent.input.parse(event)).toMatchObject({
      givebackPercent: 15,
      category: 'community',
    });
    expect(callables.createVenue.input.parse(venue)).toMatchObject({ category: 'other' });
    expect(callables.nearbyVenues.input.parse(nearby)).toMatchObject({ limit: 50 });
  });

  it('store a phone in one canonical form', () => {
    const parsed = callables.createVenue.input.parse({ ...venue, phone: '505.555.0134' });
    expect(parsed.phone).toBe('(505) 555-0134');
  });

  it('accept the largest radius and limit', () => {
    expect(
      callables.nearbyEvents.input.safeParse({ ...nearby, radiusKm: 100, limit: 200 }).success,
    ).toBe(true);
    expect(
      callables.nearbyEvents.input.safeParse({ ...nearby, from: START, to: START }).success,
    ).toBe(true);
  });
});

describe('update contracts', () => {
  it('leave out what the caller did not send (no defaults fill an update)', () => {
    expect(callables.updateEvent.input.parse({ id: 'e1', title: 'New title' })).toEqual({
      id: 'e1',
      title: 'New title',
    });
    expect(callables.updateVenue.input.parse({ id: 'v1', name: 'Barelas' })).toEqual({
      id: 'v1',
      name: 'Barelas',
    });
    expect(callables.updateProfile.input.parse({ bio: '' })).toEqual({ bio: '' });
  });

  it('keep null, which clears an optional field', () => {
    expect(callables.updateEvent.input.parse({ id: 'e1', imageUrl: null })).toEqual({
      id: 'e1',
      imageUrl: null,
    });
  });
});
