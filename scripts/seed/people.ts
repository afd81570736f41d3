// The people of the demo community: the four demo accounts (scripts/seed/demo-accounts.json)
// plus neighbours who make the directory, the map and the admin queues look like a real city.
import type { CauseCategory, NetworkCategory, Role } from '@fundax/core';

import demoAccounts from './demo-accounts.json';

/** Email and name of a demo account come from demo-accounts.json (also printed by npm start). */
function demo(key: string): { uid: string; email: string; displayName: string } {
  const account = demoAccounts.accounts.find((a) => a.key === key);
  if (!account) throw new Error(`demo-accounts.json has no "${key}" account`);
  return { uid: `demo-${key}`, email: account.email, displayName: account.displayName };
}

export const DEMO_PASSWORD = demoAccounts.password;

export interface SeedPerson {
  uid: string;
  email: string;
  role: Role | null;
  admin?: boolean;
  displayName: string;
  phone?: string;
  city: string;
  bio: string;
  organization?: { name: string; website?: string };
  categories?: NetworkCategory[];
  /** For fundaxers: their fundraiser. raisedCents is derived from their events' results. */
  fundraiser?: {
    title: string;
    story: string;
    category: CauseCategory;
    goalCents: number;
  };
  /** Angels: listed once their application is approved. */
  listed?: boolean;
  payout?: { method: 'ach' | 'check'; payeeName: string; accountLast4?: string };
  /** The area new events are announced for (setEventAlerts). */
  alerts?: { center: [number, number]; radiusKm: number };
}

export const PEOPLE: SeedPerson[] = [
  {
    ...demo('admin'),
    role: null,
    admin: true,
    city: 'Albuquerque',
    bio: '',
  },
  {
    ...demo('partner'),
    role: 'partner',
    phone: '(505) 555-0134',
    city: 'Albuquerque',
    bio: 'Third-generation cook. We have hosted school and shelter nights since 2019.',
    organization: { name: 'Baca’s Green Chile Kitchen', website: 'https://bacas-kitchen.example' },
    payout: { method: 'ach', payeeName: 'Baca’s Green Chile Kitchen LLC', accountLast4: '4821' },
  },
  {
    ...demo('fundaxer'),
    role: 'fundaxer',
    phone: '(505) 555-0172',
    city: 'Albuquerque',
    bio: 'PTA treasurer and mom of two Mustangs.',
    organization: { name: 'Monte Vista Elementary PTA' },
    fundraiser: {
      title: 'New library books for Monte Vista Elementary',
      story:
        'Our library has not had a full refresh in eight years. Every dollar raised at our give-back nights buys new books chosen by our students and librarian, with a focus on bilingual titles.',
      category: 'schools',
      goalCents: 600_000,
    },
    payout: { method: 'check', payeeName: 'Monte Vista Elementary PTA' },
  },
  {
    ...demo('angel'),
    role: 'angel',
    phone: '(505) 555-0190',
    city: 'Rio Rancho',
    bio: 'Independent insurance broker helping Rio Rancho families and small businesses.',
    organization: { name: 'Raman Insurance Group', website: 'https://raman-insurance.example' },
    categories: ['insurance', 'finance'],
    listed: true,
    // Rio Rancho and north Albuquerque: approving a pending event there alerts her.
    alerts: { center: [35.2, -106.63], radiusKm: 15 },
  },
  {
    uid: 'seed-partner-lucero',
    email: 'ana.lucero@fundax.test',
    role: 'partner',
    displayName: 'Ana Lucero',
    city: 'Albuquerque',
    bio: 'Small-batch brewery in Nob Hill with a big back patio.',
    organization: { name: 'Nob Hill Taproom', website: 'https://nobhill-taproom.example' },
    payout: { method: 'ach', payeeName: 'Nob Hill Taproom Inc.', accountLast4: '1190' },
  },
  {
    uid: 'seed-partner-tran',
    email: 'kevin.tran@fundax.test',
    role: 'partner',
    displayName: 'Kevin Tran',
    city: 'Albuquerque',
    bio: 'Pho and banh mi on Louisiana since 2011.',
    organization: { name: 'Saigon Sunrise' },
    payout: { method: 'ach', payeeName: 'Saigon Sunrise LLC', accountLast4: '7734' },
  },
  {
    uid: 'seed-partner-ortiz',
    email: 'lena.ortiz@fundax.test',
    role: 'partner',
    displayName: 'Lena Ortiz',
    city: 'Rio Rancho',
    bio: 'Family bakery on Southern Boulevard. Biscochitos every day.',
    organization: { name: 'Sunrise Bakery & Café' },
    payout: { method: 'check', payeeName: 'Lena Ortiz' },
  },
  {
    uid: 'seed-partner-begay',
    email: 'jon.begay@fundax.test',
    role: 'partner',
    displayName: 'Jon Begay',
    city: 'Rio Rancho',
    bio: 'Climbing and fitness gym with youth programs.',
    organization: { name: 'High Desert Climbing Gym', website: 'https://highdesert-climb.example' },
    payout: { method: 'ach', payeeName: 'High Desert Climbing LLC', accountLast4: '5542' },
  },
  {
    uid: 'seed-fundaxer-rattlers',
    email: 'coach.maria@fundax.test',
    role: 'fundaxer',
    displayName: 'Maria Sandoval',
    city: 'Rio Rancho',
    bio: 'Head coach, Rio Rancho Rattlers U12 girls.',
    organization: { name: 'Rio Rancho Rattlers Youth Soccer' },
    fundraiser: {
      title: 'Send the Rattlers U12 girls to the state cup',
      story:
        'Our U12 girls qualified for the state cup in Las Cruces. We are raising money for travel, hotel rooms and tournament fees so every player can go, whatever her family can afford.',
      category: 'youth-sports',
      goalCents: 450_000,
    },
    payout: { method: 'ach', payeeName: 'Rio Rancho Rattlers Youth Soccer', accountLast4: '3308' },
  },
  {
    uid: 'seed-fundaxer-paws',
    email: 'hello.paws@fundax.test',
    role: 'fundaxer',
    displayName: 'Sam Whitehorse',
    city: 'Albuquerque',
    bio: 'Volunteer coordinator at a foster-based dog and cat rescue.',
    organization: { name: 'Sandia Paws Rescue' },
    fundraiser: {
      title: 'Vet care for 40 foster animals',
      story:
        'Sandia Paws places rescued dogs and cats with foster families across the metro. This winter we need to cover vaccinations, spay and neuter surgeries and emergency care for the forty animals in our program.',
      category: 'animals',
      goalCents: 800_000,
    },
    payout: { method: 'ach', payeeName: 'Sandia Paws Rescue', accountLast4: '9051' },
  },
  {
    uid: 'seed-fundaxer-garden',
    email: 'garden@fundax.test',
    role: 'fundaxer',
    displayName: 'Teresa Montoya',
    city: 'Albuquerque',
    bio: 'Keeps the acequia flowing and the tomatoes growing in the North Valley.',
    organization: { name: 'Los Duranes Community Garden' },
    fundraiser: {
      title: 'Drip irrigation for Los Duranes Community Garden',
      story:
        'Forty families grow food in our plots. A drip irrigation system will cut our water use by half and keep the garden productive through the summer drought.',
      category: 'environment',
      goalCents: 350_000,
    },
    payout: { method: 'check', payeeName: 'Los Duranes Community Garden' },
  },
  {
    uid: 'seed-angel-garcia',
    email: 'r.garcia@fundax.test',
    role: 'angel',
    displayName: 'Ruben Garcia',
    city: 'Albuquerque',
    bio: 'Residential real estate in the Northeast Heights and Rio Rancho.',
    organization: { name: 'Garcia Home Team' },
    categories: ['real-estate'],
    listed: true,
  },
  {
    uid: 'seed-angel-nguyen',
    email: 'linh.nguyen@fundax.test',
    role: 'angel',
    displayName: 'Linh Nguyen',
    city: 'Albuquerque',
    bio: 'Websites and local search marketing for restaurants and shops.',
    organization: { name: 'Turquoise Web Studio', website: 'https://turquoise-web.example' },
    categories: ['marketing', 'technology'],
    listed: true,
  },
  {
    uid: 'seed-angel-pending',
    email: 'new.angel@fundax.test',
    role: 'angel',
    displayName: 'Chris Archuleta',
    city: 'Rio Rancho',
    bio: 'HVAC contractor, licensed in New Mexico.',
    organization: { name: 'Archuleta Heating & Air' },
    categories: ['home-services'],
    listed: false,
  },
  {
    uid: 'seed-angel-stale',
    email: 'old.applicant@fundax.test',
    role: 'angel',
    displayName: 'Pat Romero',
    city: 'Albuquerque',
    bio: 'Bookkeeping for small businesses.',
    categories: ['finance'],
    listed: false,
  },
];
