import { describe, expect, it } from 'vitest';

import { revisionChangeRows } from './revision-changes';

const giveback = {
  percent: 20,
  terms: '20% of food sales.',
  exclusions: 'Alcohol.',
  partnerSharePercent: null,
};

describe('revisionChangeRows', () => {
  it('lists an event’s changed fields, approved beside proposed, dates on Mountain Time', () => {
    expect(
      revisionChangeRows({
        targetType: 'event',
        changes: {
          title: 'Pho for Los Duranes Community Garden',
          eventEnd: '2026-12-06T05:00:00.000Z',
          giveback: { ...giveback, terms: '20% of all food sales.', partnerSharePercent: 5 },
          fundaxerId: 'f2',
          fundaxerName: 'Sandia Paws',
        },
        current: {
          title: 'Pho for the Garden',
          eventEnd: new Date('2026-12-06T04:00:00.000Z'),
          giveback,
          fundaxerId: 'f1',
          fundaxerName: 'Garden Club',
        },
      }),
    ).toEqual([
      {
        field: 'Title',
        approved: 'Pho for the Garden',
        proposed: 'Pho for Los Duranes Community Garden',
      },
      {
        field: 'Ends',
        approved: 'Sat, Dec 5, 2026, 9:00 PM MST',
        proposed: 'Sat, Dec 5, 2026, 10:00 PM MST',
      },
      {
        field: 'Give-back terms',
        approved: '20% of food sales.',
        proposed: '20% of all food sales.',
      },
      { field: 'Partner share', approved: 'Not set by the terms', proposed: '5%' },
      { field: 'Fundaxer', approved: 'Garden Club', proposed: 'Sandia Paws' },
    ]);
  });

  it('says none for what was empty or is removed', () => {
    expect(
      revisionChangeRows({
        targetType: 'event',
        changes: {
          description: '',
          imageUrl: null,
          image: null,
          eventStart: '2026-07-04T15:30:00.000Z',
          fundaxerId: null,
          fundaxerName: null,
          giveback: { ...giveback, percent: 25, exclusions: '' },
        },
        current: {
          description: 'Old words.',
          imageUrl: 'https://img.example/a.jpg',
          eventStart: '2026-07-04T14:30:00.000Z',
          fundaxerId: 'f1',
          fundaxerName: 'Garden Club',
          giveback,
        },
      }),
    ).toEqual([
      { field: 'Description', approved: 'Old words.', proposed: 'None' },
      { field: 'Picture', approved: 'The current picture', proposed: 'No picture' },
      {
        field: 'Starts',
        approved: 'Sat, Jul 4, 2026, 8:30 AM MDT',
        proposed: 'Sat, Jul 4, 2026, 9:30 AM MDT',
      },
      { field: 'Give-back', approved: '20%', proposed: '25%' },
      { field: 'Exclusions', approved: 'Alcohol.', proposed: 'None' },
      { field: 'Fundaxer', approved: 'Garden Club', proposed: 'None' },
    ]);
  });

  it('lists a venue’s changed name, address, place and website', () => {
    expect(
      revisionChangeRows({
        targetType: 'venue',
        changes: {
          name: 'Nob Hill Taproom & Kitchen',
          address: '3500 Central Ave SE',
          _geoloc: { lat: 35.08, lng: -106.6056 },
          website: 'https://nobhilltaproom.example',
        },
        current: {
          name: 'Nob Hill Taproom',
          address: '3400 Central Ave SE',
          _geoloc: { lat: 35.0801, lng: -106.6 },
          website: null,
        },
      }),
    ).toEqual([
      { field: 'Name', approved: 'Nob Hill Taproom', proposed: 'Nob Hill Taproom & Kitchen' },
      { field: 'Address', approved: '3400 Central Ave SE', proposed: '3500 Central Ave SE' },
      { field: 'Map location', approved: '35.08010, -106.60000', proposed: '35.08000, -106.60560' },
      { field: 'Website', approved: 'None', proposed: 'https://nobhilltaproom.example' },
    ]);
  });

  it('lists nothing when nothing changes, and new giveback terms from none', () => {
    expect(revisionChangeRows({ targetType: 'venue', changes: {}, current: {} })).toEqual([]);
    expect(revisionChangeRows({ targetType: 'event', changes: { giveback }, current: {} })).toEqual(
      [
        { field: 'Give-back', approved: 'None', proposed: '20%' },
        { field: 'Give-back terms', approved: 'None', proposed: '20% of food sales.' },
        { field: 'Exclusions', approved: 'None', proposed: 'Alcohol.' },
        { field: 'Partner share', approved: 'None', proposed: 'Not set by the terms' },
      ],
    );
  });
});
