// Events of the demo community, relative to the day the seed runs: upcoming, pending (agreed by
// both sides, or waiting for the other side's acceptance), rejected, cancelled, with a change
// waiting for review, and past ones (results reported or not; paid, partly paid or unpaid).
import type { CauseCategory } from '@fundax/core';

export interface SeedEvent {
  id: string;
  title: string;
  description: string;
  venueId: string;
  organizerId: string;
  fundaxerId: string | null;
  category: CauseCategory;
  /** Days from today, and local (America/Denver) start hour and duration. */
  day: number;
  startHour: number;
  hours: number;
  percent: number;
  terms?: string;
  exclusions?: string;
  goalCents?: number;
  status: 'approved' | 'pending' | 'rejected' | 'cancelled';
  reason?: string;
  special?: boolean;
  /** The partner's share of the sales, when the terms define one. */
  partnerSharePercent?: number;
  /** A pending proposal still waiting for the other side (else both sides agreed). */
  awaiting?: 'partner' | 'fundaxer';
  /**
   * Past events: the qualifying sales the partner reported (what was raised follows from the
   * give-back percent), and which parties were paid (cents), if any.
   */
  salesCents?: number;
  paid?: { partner?: number; fundaxer?: number };
}

/** Changes waiting for review as revisions of approved events and venues. */
export interface SeedRevision {
  targetType: 'event' | 'venue';
  targetId: string;
  proposedBy: string;
  /** Days ago it was proposed. */
  daysAgo: number;
  title?: string;
  /** Hours to add to the event's end. */
  endLaterHours?: number;
  terms?: string;
  website?: string;
}

export const REVISIONS: SeedRevision[] = [
  {
    // The organizing fundaxer asks to stay open an hour longer: the partner must accept.
    targetType: 'event',
    targetId: 'e-library-night-bacas',
    proposedBy: 'demo-fundaxer',
    daysAgo: 1,
    endLaterHours: 1,
    terms: '20% of food and non-alcoholic drink sales, dine-in, takeout and delivery.',
  },
  {
    // The partner fixes a title: ready for an admin's review.
    targetType: 'event',
    targetId: 'e-pho-for-the-garden',
    proposedBy: 'seed-partner-tran',
    daysAgo: 2,
    title: 'Pho for Los Duranes Community Garden',
  },
  {
    targetType: 'venue',
    targetId: 'v-nob-hill-taproom',
    proposedBy: 'seed-partner-lucero',
    daysAgo: 3,
    website: 'https://nobhilltaproom.example',
  },
];

export const EVENTS: SeedEvent[] = [
  {
    id: 'e-library-night-bacas',
    title: 'Library Night at Baca’s',
    description:
      'Bring the family for enchiladas and help Monte Vista Elementary buy new library books. Mention Monte Vista at the register or show the flyer.',
    venueId: 'v-bacas-old-town',
    organizerId: 'demo-fundaxer',
    fundaxerId: 'demo-fundaxer',
    category: 'schools',
    day: 3,
    startHour: 17,
    hours: 4,
    percent: 20,
    terms: '20% of food and non-alcoholic drink sales, dine-in and takeout.',
    exclusions: 'Alcohol, gift cards and catering orders.',
    goalCents: 150_000,
    status: 'approved',
    special: true,
  },
  {
    id: 'e-pints-for-paws',
    title: 'Pints for Paws',
    description:
      'Adoptable dogs on the patio, a pint for a cause. Sandia Paws volunteers will be there all evening.',
    venueId: 'v-nob-hill-taproom',
    organizerId: 'seed-partner-lucero',
    fundaxerId: 'seed-fundaxer-paws',
    category: 'animals',
    day: 6,
    startHour: 16,
    hours: 6,
    percent: 15,
    terms: '15% of all sales during the event.',
    exclusions: 'Merchandise.',
    goalCents: 200_000,
    status: 'approved',
    special: true,
  },
  {
    id: 'e-rattlers-breakfast',
    title: 'Rattlers Breakfast Fundraiser',
    description: 'Breakfast burritos before Saturday games. The U12 girls will be serving coffee.',
    venueId: 'v-sunrise-bakery-rr',
    organizerId: 'seed-fundaxer-rattlers',
    fundaxerId: 'seed-fundaxer-rattlers',
    category: 'youth-sports',
    day: 9,
    startHour: 7,
    hours: 4,
    percent: 20,
    goalCents: 80_000,
    status: 'approved',
  },
  {
    id: 'e-pho-for-the-garden',
    title: 'Pho for the Garden',
    description:
      'Lunch and dinner at Saigon Sunrise support drip irrigation for Los Duranes Community Garden.',
    venueId: 'v-saigon-sunrise',
    organizerId: 'seed-partner-tran',
    fundaxerId: 'seed-fundaxer-garden',
    category: 'environment',
    day: 12,
    startHour: 11,
    hours: 9,
    percent: 10,
    status: 'approved',
  },
  {
    id: 'e-climb-night-rattlers',
    title: 'Climb Night for the Rattlers',
    description: 'Day passes and shoe rentals count toward the Rattlers’ state cup trip.',
    venueId: 'v-high-desert-climbing',
    organizerId: 'seed-partner-begay',
    fundaxerId: 'seed-fundaxer-rattlers',
    category: 'youth-sports',
    day: 16,
    startHour: 18,
    hours: 3,
    percent: 25,
    exclusions: 'Memberships and team fees.',
    status: 'approved',
  },
  {
    id: 'e-green-chile-cookoff',
    title: 'Green Chile Cook-off',
    description:
      'Our kitchen against yours: bring a pot of green chile stew, the crowd votes, everyone eats.',
    venueId: 'v-bacas-journal-center',
    organizerId: 'demo-partner',
    fundaxerId: null,
    category: 'community',
    day: 20,
    startHour: 12,
    hours: 5,
    percent: 10,
    status: 'approved',
  },
  {
    id: 'e-family-dinner-saigon',
    title: 'Monte Vista Family Dinner Night',
    description: 'Noodles for the library fund. Kids eat free with an adult entrée.',
    venueId: 'v-saigon-sunrise',
    organizerId: 'demo-fundaxer',
    fundaxerId: 'demo-fundaxer',
    category: 'schools',
    day: 24,
    startHour: 17,
    hours: 4,
    percent: 15,
    goalCents: 100_000,
    status: 'approved',
  },
  {
    id: 'e-biscochitos-for-paws',
    title: 'Biscochitos for Paws',
    description: 'Holiday cookie boxes in Corrales; every box helps a foster animal.',
    venueId: 'v-sunrise-bakery-corrales',
    organizerId: 'seed-fundaxer-paws',
    fundaxerId: 'seed-fundaxer-paws',
    category: 'animals',
    day: 30,
    startHour: 8,
    hours: 8,
    percent: 20,
    status: 'approved',
  },
  {
    id: 'e-garden-hops',
    title: 'Garden Hops Night',
    description: 'A new seasonal IPA brewed with the garden’s own hops.',
    venueId: 'v-nob-hill-taproom',
    organizerId: 'seed-fundaxer-garden',
    fundaxerId: 'seed-fundaxer-garden',
    category: 'environment',
    day: 35,
    startHour: 16,
    hours: 5,
    percent: 15,
    status: 'pending',
  },
  {
    id: 'e-spring-book-fair-dinner',
    title: 'Spring Book Fair Dinner',
    description: 'A dinner to kick off the spring book fair.',
    venueId: 'v-bacas-old-town',
    organizerId: 'demo-fundaxer',
    fundaxerId: 'demo-fundaxer',
    category: 'schools',
    day: 40,
    startHour: 17,
    hours: 4,
    percent: 20,
    status: 'pending',
  },
  {
    // Proposed by the demo fundaxer at the demo partner's venue: waiting for the partner.
    id: 'e-tamale-night-bacas',
    title: 'Tamale Night for the Library',
    description: 'Red and green tamales by the dozen; every order helps the library fund.',
    venueId: 'v-bacas-old-town',
    organizerId: 'demo-fundaxer',
    fundaxerId: 'demo-fundaxer',
    category: 'schools',
    day: 45,
    startHour: 16,
    hours: 4,
    percent: 20,
    terms: '20% of tamale orders picked up during the event.',
    status: 'pending',
    awaiting: 'partner',
  },
  {
    // A partner named the demo fundaxer: waiting for the fundaxer.
    id: 'e-trivia-rematch',
    title: 'Trivia Rematch for the Library',
    description: 'Last spring’s champions defend their title. Teams of up to six.',
    venueId: 'v-nob-hill-taproom',
    organizerId: 'seed-partner-lucero',
    fundaxerId: 'demo-fundaxer',
    category: 'schools',
    day: 50,
    startHour: 19,
    hours: 3,
    percent: 15,
    partnerSharePercent: 5,
    status: 'pending',
    awaiting: 'fundaxer',
  },
  {
    id: 'e-late-night-raffle',
    title: 'Late Night Raffle',
    description: 'Raffle and dinner.',
    venueId: 'v-high-desert-climbing',
    organizerId: 'seed-fundaxer-rattlers',
    fundaxerId: 'seed-fundaxer-rattlers',
    category: 'youth-sports',
    day: 26,
    startHour: 19,
    hours: 3,
    percent: 20,
    status: 'rejected',
    reason: 'Raffles need a gaming permit in New Mexico; please remove the raffle and resubmit.',
  },
  {
    id: 'e-trivia-night',
    title: 'Trivia Night for Paws',
    description: 'Teams of up to six.',
    venueId: 'v-nob-hill-taproom',
    organizerId: 'seed-partner-lucero',
    fundaxerId: 'seed-fundaxer-paws',
    category: 'animals',
    day: 14,
    startHour: 19,
    hours: 3,
    percent: 15,
    status: 'cancelled',
    reason: 'Patio repairs; we will reschedule in the spring.',
  },
  {
    id: 'e-past-paws-saigon',
    title: 'Pho for Paws',
    description: 'Our first Sandia Paws night.',
    venueId: 'v-saigon-sunrise',
    organizerId: 'seed-fundaxer-paws',
    fundaxerId: 'seed-fundaxer-paws',
    category: 'animals',
    day: -20,
    startHour: 11,
    hours: 9,
    percent: 15,
    goalCents: 80_000,
    status: 'approved',
    salesCents: 561_334,
    paid: { partner: 12_500, fundaxer: 84_200 },
  },
  {
    id: 'e-past-library-bacas',
    title: 'Back-to-School Library Night',
    description: 'Our first library night of the year.',
    venueId: 'v-bacas-old-town',
    organizerId: 'demo-fundaxer',
    fundaxerId: 'demo-fundaxer',
    category: 'schools',
    day: -9,
    startHour: 17,
    hours: 4,
    percent: 20,
    goalCents: 60_000,
    status: 'approved',
    // Reported and partly paid: the partner is paid, the fundaxer's $612.50 is still owed.
    salesCents: 306_250,
    paid: { partner: 9_000 },
  },
  {
    // Ended two days ago; the demo partner has yet to report its results.
    id: 'e-past-posole-bacas',
    title: 'Posole Night for the Library',
    description: 'A bowl of posole for every family who came to the book swap.',
    venueId: 'v-bacas-old-town',
    organizerId: 'demo-partner',
    fundaxerId: 'demo-fundaxer',
    category: 'schools',
    day: -2,
    startHour: 17,
    hours: 3,
    percent: 20,
    status: 'approved',
  },
  {
    id: 'e-past-rattlers-taproom',
    title: 'Rattlers Watch Party',
    description: 'Watching the pros, raising money for the U12s.',
    venueId: 'v-nob-hill-taproom',
    organizerId: 'seed-partner-lucero',
    fundaxerId: 'seed-fundaxer-rattlers',
    category: 'youth-sports',
    day: -4,
    startHour: 18,
    hours: 3,
    percent: 15,
    status: 'approved',
  },
  {
    id: 'e-past-garden-bakery',
    title: 'Seeds & Scones',
    description: 'A spring morning for the garden.',
    venueId: 'v-sunrise-bakery-rr',
    organizerId: 'seed-fundaxer-garden',
    fundaxerId: 'seed-fundaxer-garden',
    category: 'environment',
    day: -45,
    startHour: 8,
    hours: 5,
    percent: 20,
    status: 'approved',
    salesCents: 200_000,
    paid: { partner: 6_000, fundaxer: 40_000 },
  },
];
