import { adminDb } from '../../tests/support/admin';

/** Real ids from the seeded emulator data, for the public routes that take an :id. */
export interface SeededIds {
  /** An approved, enabled, not cancelled event that has not ended. */
  event: string;
  /** A listed partner (uid) with at least one public venue. */
  partner: string;
  /** A listed angel (uid). */
  angel: string;
  /** The demo angel's approved application (its dues page). */
  application: string;
}

function firstId(snapshot: FirebaseFirestore.QuerySnapshot, what: string): string {
  const doc = snapshot.docs[0];
  if (!doc) throw new Error(`The seed has no ${what}: reseed the emulators.`);
  return doc.id;
}

/** Reads them with the Admin SDK, so the tests follow the seed rather than copy its ids. */
export async function seededIds(): Promise<SeededIds> {
  const db = adminDb();
  const [events, venues, angels, applications] = await Promise.all([
    db
      .collection('events')
      .where('_status.approved', '==', true)
      .where('_status.disabled', '==', false)
      .where('_status.cancelled', '==', false)
      .where('eventEnd', '>=', new Date())
      .orderBy('eventEnd')
      .limit(1)
      .get(),
    db
      .collection('venues')
      .where('_status.approved', '==', true)
      .where('_status.disabled', '==', false)
      .limit(1)
      .get(),
    db
      .collection('profiles')
      .where('role', '==', 'angel')
      .where('listed', '==', true)
      .limit(1)
      .get(),
    db
      .collection('applications')
      .where('applicantId', '==', 'demo-angel')
      .where('_status.approved', '==', true)
      .limit(1)
      .get(),
  ]);
  const venue = venues.docs[0];
  if (!venue) throw new Error('The seed has no public venue: reseed the emulators.');
  return {
    event: firstId(events, 'upcoming public event'),
    partner: String(venue.get('ownerId')),
    angel: firstId(angels, 'listed angel'),
    application: firstId(applications, 'approved application of the demo angel'),
  };
}
