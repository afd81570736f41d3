import {
  type CallableInput,
  centsToMoneyInput,
  createEvent,
  dateSchema,
  moneyInputSchema,
  mountainDateAndTime,
  mountainInstant,
  timeSchema,
  type updateEvent,
} from '@fundax/core';
import { z } from 'zod/mini';

import {
  imageFileIdChange,
  listingPhotoOf,
  listingPhotoSchema,
} from '../../../utils/listing-photo';
import type { PortalEvent } from '../../../utils/portal-event';

const fields = createEvent.input.shape;

type DateFields = { startDate: string; startTime: string; endDate: string; endTime: string };

/**
 * Start and end in milliseconds, or null while a date or time field is itself invalid (zod runs
 * object refinements even when a field failed a check; that field shows its own message).
 */
function instantsOf(values: DateFields): { start: number; end: number } | null {
  const valid =
    dateSchema.safeParse(values.startDate).success &&
    dateSchema.safeParse(values.endDate).success &&
    timeSchema.safeParse(values.startTime).success &&
    timeSchema.safeParse(values.endTime).success;
  if (!valid) return null;
  return {
    start: Date.parse(mountainInstant(values.startDate, values.startTime)),
    end: Date.parse(mountainInstant(values.endDate, values.endTime)),
  };
}

/** An optional money field: empty means "no goal" (null), else dollars as typed -> cents. */
export const optionalMoneySchema = z.pipe(
  z.pipe(z.string().check(z.trim()), z.union([z.literal(''), moneyInputSchema])),
  z.transform((value) => (value === '' ? null : value)),
);

/**
 * The event form: the contract's own field schemas, with dates and times as Mountain Time fields
 * and the goal in dollars. End after start and a start in the future are checked here as well
 * as on the server, so the message lands on the field.
 */
export const eventFormSchema = z
  .object({
    title: fields.title,
    venueId: z.string().check(z.minLength(1, 'Choose a venue.')),
    startDate: dateSchema,
    startTime: timeSchema,
    endDate: dateSchema,
    endTime: timeSchema,
    category: fields.category.def.innerType,
    givebackPercent: fields.givebackPercent.def.innerType,
    givebackTerms: fields.givebackTerms.def.innerType,
    givebackExclusions: fields.givebackExclusions.def.innerType,
    goal: optionalMoneySchema,
    description: fields.description.def.innerType,
    /** '' = no fundaxer (partners only choose one). */
    fundaxerId: z.string(),
    /** The event's picture: uploaded in the form, sent as its file id. */
    photo: listingPhotoSchema,
  })
  .check(
    z.superRefine((values, ctx) => {
      const when = instantsOf(values);
      if (when && when.end <= when.start) {
        ctx.addIssue({
          code: 'custom',
          path: ['endTime'],
          message: 'The event must end after it starts.',
        });
      }
    }),
  );

/** A new event is planned for the future (the server refuses a start already past). */
export const createEventFormSchema = eventFormSchema.check(
  z.superRefine((values, ctx) => {
    const when = instantsOf(values);
    if (when && when.start <= Date.now()) {
      ctx.addIssue({
        code: 'custom',
        path: ['startDate'],
        message: 'The event must start in the future.',
      });
    }
  }),
);

export type EventFormInput = z.input<typeof eventFormSchema>;
export type EventFormValues = z.output<typeof eventFormSchema>;

export function emptyEventForm(venueId = ''): EventFormInput {
  return {
    title: '',
    venueId,
    startDate: '',
    startTime: '17:00',
    endDate: '',
    endTime: '21:00',
    category: 'community',
    givebackPercent: 15,
    givebackTerms: '',
    givebackExclusions: '',
    goal: '',
    description: '',
    fundaxerId: '',
    photo: null,
  };
}

/** An event as the edit form starts: its stored values, times on Mountain Time. */
export function eventFormFrom(event: PortalEvent): EventFormInput {
  const start = mountainDateAndTime(event.eventStart);
  const end = mountainDateAndTime(event.eventEnd);
  return {
    title: event.title,
    venueId: event.venueId,
    startDate: start.date,
    startTime: start.time,
    endDate: end.date,
    endTime: end.time,
    category: event.category,
    givebackPercent: event.givebackPercent,
    givebackTerms: event.givebackTerms,
    givebackExclusions: event.givebackExclusions,
    goal: event.goalCents === null ? '' : centsToMoneyInput(event.goalCents),
    description: event.description,
    fundaxerId: event.fundaxerId ?? '',
    photo: listingPhotoOf(event),
  };
}

const blankToUndefined = (value: string) => (value === '' ? undefined : value);

export function toCreateEventInput(values: EventFormValues): CallableInput<typeof createEvent> {
  return {
    title: values.title,
    venueId: values.venueId,
    eventStart: mountainInstant(values.startDate, values.startTime),
    eventEnd: mountainInstant(values.endDate, values.endTime),
    category: values.category,
    givebackPercent: values.givebackPercent,
    givebackTerms: blankToUndefined(values.givebackTerms),
    givebackExclusions: blankToUndefined(values.givebackExclusions),
    goalCents: values.goal ?? undefined,
    description: blankToUndefined(values.description),
    fundaxerId: blankToUndefined(values.fundaxerId),
    imageFileId: values.photo?.fileId ?? undefined,
  };
}

export type EventUpdate = CallableInput<typeof updateEvent>;

/**
 * Only what the form changed, so an edit of the title alone never sends the dates or terms
 * again (the server compares, but a smaller update says exactly what was meant). The venue is
 * fixed once an event exists.
 */
export function toUpdateEventInput(event: PortalEvent, values: EventFormValues): EventUpdate {
  const update: EventUpdate = { id: event.id };
  const start = mountainInstant(values.startDate, values.startTime);
  const end = mountainInstant(values.endDate, values.endTime);
  if (Date.parse(start) !== Date.parse(event.eventStart)) update.eventStart = start;
  if (Date.parse(end) !== Date.parse(event.eventEnd)) update.eventEnd = end;
  if (values.title !== event.title) update.title = values.title;
  if (values.description !== event.description) update.description = values.description;
  if (values.category !== event.category) update.category = values.category;
  if (values.givebackPercent !== event.givebackPercent) {
    update.givebackPercent = values.givebackPercent;
  }
  if (values.givebackTerms !== event.givebackTerms) update.givebackTerms = values.givebackTerms;
  if (values.givebackExclusions !== event.givebackExclusions) {
    update.givebackExclusions = values.givebackExclusions;
  }
  if (values.goal !== event.goalCents) update.goalCents = values.goal;
  const fundaxerId = values.fundaxerId === '' ? null : values.fundaxerId;
  if (fundaxerId !== event.fundaxerId) update.fundaxerId = fundaxerId;
  const imageFileId = imageFileIdChange(listingPhotoOf(event), values.photo);
  if (imageFileId !== undefined) update.imageFileId = imageFileId;
  return update;
}

/** Whether an update holds any change besides the id. */
export function changesAnything(update: EventUpdate): boolean {
  return Object.keys(update).some((key) => key !== 'id');
}

/**
 * A change to a material field (title, description, picture, dates, give-back terms, the
 * fundaxer): on an approved event an owner's such change waits for review as a revision, and the
 * public keeps seeing the approved version. The cause and the goal apply at once.
 */
export function changesMaterial(update: EventUpdate): boolean {
  return (
    update.title !== undefined ||
    update.description !== undefined ||
    update.imageUrl !== undefined ||
    update.imageFileId !== undefined ||
    update.eventStart !== undefined ||
    update.eventEnd !== undefined ||
    update.givebackPercent !== undefined ||
    update.givebackTerms !== undefined ||
    update.givebackExclusions !== undefined ||
    update.partnerSharePercent !== undefined ||
    update.fundaxerId !== undefined
  );
}

/** Server field paths -> the form's fields (dates are one field on the wire, two here). */
export const EVENT_FIELD_PATHS: Record<string, string> = {
  title: 'title',
  venueId: 'venueId',
  eventStart: 'startDate',
  eventEnd: 'endTime',
  category: 'category',
  givebackPercent: 'givebackPercent',
  givebackTerms: 'givebackTerms',
  givebackExclusions: 'givebackExclusions',
  goalCents: 'goal',
  description: 'description',
  fundaxerId: 'fundaxerId',
  imageFileId: 'photo',
};
