import { z } from '../zod';
import { locationSchema } from '../geo/validation';
import { defineCallable } from './define';

export const EVENT_ALERT_MIN_RADIUS_KM = 1;
export const EVENT_ALERT_MAX_RADIUS_KM = 50;

/**
 * Any registered account sets its alert area for new events: a centre and a radius from 1 to
 * 50 km. While enabled, every event published inside it lands in the inbox, and once a day at
 * most in an email. Disabling keeps the area for next time.
 */
export const setEventAlerts = defineCallable({
  name: 'setEventAlerts',
  access: 'signed-in',
  summary: 'Sets the area new events are announced for (centre, 1-50 km), on or off.',
  input: z.strictObject({
    center: locationSchema,
    radiusKm: z
      .number({ error: 'The radius is a number of kilometres.' })
      .check(
        z.minimum(
          EVENT_ALERT_MIN_RADIUS_KM,
          `The radius is at least ${EVENT_ALERT_MIN_RADIUS_KM} km.`,
        ),
        z.maximum(
          EVENT_ALERT_MAX_RADIUS_KM,
          `The radius is at most ${EVENT_ALERT_MAX_RADIUS_KM} km.`,
        ),
      ),
    enabled: z.boolean({ error: 'Say whether alerts are on (true) or off (false).' }),
  }),
  output: z.object({
    center: locationSchema,
    radiusKm: z.number(),
    enabled: z.boolean(),
  }),
});
