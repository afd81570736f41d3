import {
  AGREED_CONSENT,
  type EventRevision,
  type FundaxEvent,
  type WithId,
  eventMaterialOf,
} from '@fundax/core';
import { describe, expect, it } from 'vitest';

import { fundaxerChange, nonMaterialChanges, proposedMaterial, touchesDates } from './event-edit';
import { eventRevisionAfterEdit, pendingProposal } from './event-revision';
import { proposerOf, sidesOf } from './event-sides';

const now = new Date('2026-11-01T12:00:00Z');
const start = new Date('2026-11-10T01:00:00Z');
const end = new Date('2026-11-10T04:00:00Z');

const event = {
  id: 'e1',
  title: 'Band night',
  description: '',
  imageUrl: null,
  eventStart: start,
  eventEnd: end,
  giveback: { percent: 15, terms: '', exclusions: '', partnerSharePercent: null },
  fundaxerId: 'f1',
  fundaxerName: 'Dana',
  partnerId: 'p1',
  organizerId: 'p1',
  consent: AGREED_CONSENT,
} as unknown as WithId<FundaxEvent>;

const edit = (input: Record<string, unknown>, pending: EventRevision | null = null) =>
  eventRevisionAfterEdit({
    event,
    pending,
    proposed: proposedMaterial(pendingProposal(event, pending), { id: 'e1', ...input }, undefined),
    proposer: 'partner',
    uid: 'p1',
    now,
  });

describe('eventRevisionAfterEdit', () => {
  it('holds only the fields that differ from the approved event, with their approved values', () => {
    const step = edit({ title: 'Band night II', description: '' });
    expect(step).toMatchObject({
      action: 'write',
      revision: {
        changes: { title: 'Band night II' },
        current: { title: 'Band night' },
        consent: { partner: 'agreed', fundaxer: 'agreed' },
        state: 'pending',
        endsAt: end,
      },
    });
  });

  it('asks the fundaxer when the partner changes the deal, and keeps that answer for rewording', () => {
    const first = edit({ givebackPercent: 20 });
    expect(first.action === 'write' && first.revision.consent.fundaxer).toBe('awaiting');
    const answered = {
      ...(first.action === 'write' ? first.revision : ({} as EventRevision)),
      consent: { ...AGREED_CONSENT, respondedAt: now },
    } as EventRevision;
    const reworded = edit({ title: 'Band night II' }, answered);
    expect(reworded.action === 'write' && reworded.revision.consent.fundaxer).toBe('agreed');
    const redealt = edit({ givebackPercent: 25 }, answered);
    expect(redealt.action === 'write' && redealt.revision.consent.fundaxer).toBe('awaiting');
  });

  it('keeps a revision an edit adds nothing to, and withdraws one edited back', () => {
    const first = edit({ title: 'Band night II' });
    const pending = first.action === 'write' ? first.revision : null;
    expect(edit({ title: 'Band night II' }, pending)).toEqual({ action: 'keep' });
    expect(edit({ title: 'Band night' }, pending)).toEqual({ action: 'withdraw' });
    expect(edit({ title: 'Band night' })).toEqual({ action: 'keep' });
  });
});

describe('event edits', () => {
  it('merges give-back fields and refuses terms that exceed the sales', () => {
    const base = eventMaterialOf(event);
    expect(
      proposedMaterial(base, { id: 'e1', partnerSharePercent: 5 }, undefined).giveback,
    ).toEqual({ percent: 15, terms: '', exclusions: '', partnerSharePercent: 5 });
    expect(() =>
      proposedMaterial(base, { id: 'e1', givebackPercent: 96, partnerSharePercent: 5 }, undefined),
    ).toThrow(expect.objectContaining({ code: 'invalid-argument' }));
    expect(proposedMaterial(base, { id: 'e1' }, null)).toMatchObject({
      fundaxerId: null,
      fundaxerName: null,
    });
  });

  it('sorts the fields and the parties', () => {
    expect(nonMaterialChanges({ id: 'e1', category: 'arts', title: 'x' })).toEqual({
      category: 'arts',
    });
    expect(touchesDates({ id: 'e1', eventEnd: end.toISOString() })).toBe(true);
    expect(touchesDates({ id: 'e1', title: 'x' })).toBe(false);
    expect([
      fundaxerChange(null, 'f1'),
      fundaxerChange('f1', 'f1'),
      fundaxerChange('f2', 'f1'),
    ]).toEqual(['none', 'unchanged', 'new']);
    expect(proposerOf(event, { uid: 'p1', admin: false })).toBe('partner');
    expect(proposerOf(event, { uid: 'f1', admin: false })).toBe('fundaxer');
    expect(proposerOf(event, { uid: 'a1', admin: true })).toBe('admin');
    expect(sidesOf({ partnerId: 'p1', fundaxerId: 'f1' }, 'f1')).toEqual(['fundaxer']);
  });
});
