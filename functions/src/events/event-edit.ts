import {
  type CallableParsedInput,
  type EventMaterial,
  FundaxError,
  type ProposedFundaxer,
  SHARES_EXCEED_SALES,
  invalidArgumentFromIssues,
  sharesFitSales,
  type updateEvent,
} from '@fundax/core';

export type EventUpdate = CallableParsedInput<typeof updateEvent>;

/** The fundaxer an edit names: undefined when it names none, null when it removes the fundaxer. */
export type NamedFundaxer = { id: string; name: string } | null | undefined;

/**
 * A version of an event's material fields with an edit applied over `base` (the approved
 * version, or the version a pending revision proposes), with the picture `imageFields` read.
 * The merged give-back terms must still
 * fit the sales (give-back plus partner share at most 100%).
 */
export function proposedMaterial(
  base: EventMaterial,
  input: EventUpdate,
  fundaxer: NamedFundaxer,
  picture: { image?: EventMaterial['image']; imageUrl?: string | null } = {},
): EventMaterial {
  const giveback = {
    percent: input.givebackPercent ?? base.giveback.percent,
    terms: input.givebackTerms ?? base.giveback.terms,
    exclusions: input.givebackExclusions ?? base.giveback.exclusions,
    partnerSharePercent:
      input.partnerSharePercent === undefined
        ? base.giveback.partnerSharePercent
        : input.partnerSharePercent,
  };
  if (!sharesFitSales(giveback)) {
    const { message, details } = invalidArgumentFromIssues([
      { path: ['partnerSharePercent'], message: SHARES_EXCEED_SALES },
    ]);
    throw new FundaxError('invalid-argument', message, details);
  }
  return {
    title: input.title ?? base.title,
    description: input.description ?? base.description,
    // An uploaded picture (imageFields) sets both; a typed address drops the variants.
    image: picture.image !== undefined ? picture.image : base.image,
    imageUrl:
      picture.imageUrl !== undefined
        ? picture.imageUrl
        : input.imageUrl === undefined
          ? base.imageUrl
          : input.imageUrl,
    eventStart: input.eventStart ? new Date(input.eventStart) : base.eventStart,
    eventEnd: input.eventEnd ? new Date(input.eventEnd) : base.eventEnd,
    giveback,
    fundaxerId: fundaxer === undefined ? base.fundaxerId : (fundaxer?.id ?? null),
    fundaxerName: fundaxer === undefined ? base.fundaxerName : (fundaxer?.name ?? null),
  };
}

/** Whether an edit sends new dates (they are then checked against the clock and the bounds). */
export function touchesDates(input: EventUpdate): boolean {
  return input.eventStart !== undefined || input.eventEnd !== undefined;
}

/** The fields that are not material (cause, goal): they apply at once, in any state. */
export function nonMaterialChanges(input: EventUpdate): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  if (input.category !== undefined) changes.category = input.category;
  if (input.goalCents !== undefined) changes.goalCents = input.goalCents;
  return changes;
}

/** How the fundaxer of a proposal relates to the one agreed before. */
export function fundaxerChange(proposed: string | null, agreed: string | null): ProposedFundaxer {
  if (proposed === null) return 'none';
  return proposed === agreed ? 'unchanged' : 'new';
}
