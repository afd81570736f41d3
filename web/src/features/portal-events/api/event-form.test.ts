import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  changesAnything,
  changesMaterial,
  createEventFormSchema,
  emptyEventForm,
  eventFormFrom,
  eventFormSchema,
  toCreateEventInput,
  toUpdateEventInput,
} from './event-form';
import { portalEvent } from '../../../testing/portal-fixtures';

const filled = {
  ...emptyEventForm('v1'),
  title: 'Posole Night',
  startDate: '2026-12-05',
  startTime: '18:00',
  endDate: '2026-12-05',
  endTime: '21:30',
  category: 'schools' as const,
  givebackPercent: 12,
  goal: '800',
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-20T12:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('the event form', () => {
  it('sends the contract’s input: Mountain Time instants, cents, blanks left out', () => {
    const values = createEventFormSchema.parse(filled);
    expect(toCreateEventInput(values)).toEqual({
      title: 'Posole Night',
      venueId: 'v1',
      eventStart: '2026-12-05T18:00:00.000-07:00',
      eventEnd: '2026-12-05T21:30:00.000-07:00',
      category: 'schools',
      givebackPercent: 12,
      givebackTerms: undefined,
      givebackExclusions: undefined,
      goalCents: 80_000,
      description: undefined,
      fundaxerId: undefined,
    });
  });

  it('puts “ends after it starts” and “starts in the future” on their fields', () => {
    const backwards = createEventFormSchema.safeParse({ ...filled, endTime: '17:00' });
    expect(backwards.error?.issues).toEqual([
      expect.objectContaining({
        path: ['endTime'],
        message: 'The event must end after it starts.',
      }),
    ]);
    const past = createEventFormSchema.safeParse({
      ...filled,
      startDate: '2026-11-01',
      endDate: '2026-11-01',
    });
    expect(past.error?.issues).toEqual([
      expect.objectContaining({
        path: ['startDate'],
        message: 'The event must start in the future.',
      }),
    ]);
  });

  it('reports a bad field on its own, without a confusing date message', () => {
    const result = eventFormSchema.safeParse({
      ...filled,
      startDate: '',
      givebackPercent: Number.NaN,
    });
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['startDate', 'givebackPercent']));
    expect(paths).not.toContain('endTime');
  });

  it('takes an empty goal as no goal', () => {
    expect(eventFormSchema.parse({ ...filled, goal: '  ' }).goal).toBeNull();
    expect(eventFormSchema.safeParse({ ...filled, goal: '12.345' }).success).toBe(false);
  });
});

describe('editing', () => {
  const event = portalEvent({
    eventStart: '2026-12-06T01:00:00.000Z',
    eventEnd: '2026-12-06T04:30:00.000Z',
  });

  it('starts from the stored event, on Mountain Time', () => {
    expect(eventFormFrom(event)).toMatchObject({
      startDate: '2026-12-05',
      startTime: '18:00',
      endDate: '2026-12-05',
      endTime: '21:30',
      goal: '1500.00',
      fundaxerId: 'fundaxer-1',
    });
  });

  it('sends only what changed', () => {
    const values = eventFormSchema.parse({ ...eventFormFrom(event), title: 'Library Night II' });
    const update = toUpdateEventInput(event, values);
    expect(update).toEqual({ id: 'e1', title: 'Library Night II' });
  });

  it('knows which changes of an approved event wait for review (material) and which apply', () => {
    const later = eventFormSchema.parse({ ...eventFormFrom(event), endTime: '22:00' });
    const update = toUpdateEventInput(event, later);
    expect(update).toEqual({ id: 'e1', eventEnd: '2026-12-05T22:00:00.000-07:00' });
    expect(changesMaterial(update)).toBe(true);
    const terms = eventFormSchema.parse({ ...eventFormFrom(event), givebackPercent: 25 });
    expect(changesMaterial(toUpdateEventInput(event, terms))).toBe(true);
    const title = eventFormSchema.parse({ ...eventFormFrom(event), title: 'Library Night II' });
    expect(changesMaterial(toUpdateEventInput(event, title))).toBe(true);
    const cause = eventFormSchema.parse({ ...eventFormFrom(event), category: 'community' });
    expect(changesMaterial(toUpdateEventInput(event, cause))).toBe(false);
    const goal = eventFormSchema.parse({ ...eventFormFrom(event), goal: '2000' });
    expect(changesMaterial(toUpdateEventInput(event, goal))).toBe(false);
  });

  it('clears the goal and the fundaxer with null, and sees when nothing changed', () => {
    const cleared = eventFormSchema.parse({ ...eventFormFrom(event), goal: '', fundaxerId: '' });
    expect(toUpdateEventInput(event, cleared)).toEqual({
      id: 'e1',
      goalCents: null,
      fundaxerId: null,
    });
    const same = toUpdateEventInput(event, eventFormSchema.parse(eventFormFrom(event)));
    expect(changesAnything(same)).toBe(false);
  });
});
