// Stories, networking groups, portal resources, angel applications and support requests.
import type { CauseCategory, NetworkCategory } from '@fundax/core';

export const STORIES: {
  id: string;
  title: string;
  summary: string;
  body: string;
  category: CauseCategory;
  fundaxerId: string | null;
  eventId: string | null;
  raisedCents: number | null;
  published: boolean;
  daysAgo: number;
}[] = [
  {
    id: 's-paws-pho',
    title: 'Forty bowls of pho, twelve vaccinated puppies',
    summary: 'Sandia Paws raised $842 in one day at Saigon Sunrise and beat its goal.',
    body: 'When Sandia Paws asked Kevin Tran whether Saigon Sunrise would host a give-back day, he said yes before they finished the question. Volunteers handed out flyers at the Nob Hill Growers’ Market, regulars brought friends, and by closing time the day had raised $842, enough to vaccinate and microchip a litter of twelve puppies rescued from the West Mesa.',
    category: 'animals',
    fundaxerId: 'seed-fundaxer-paws',
    eventId: 'e-past-paws-saigon',
    raisedCents: 84_200,
    published: true,
    daysAgo: 15,
  },
  {
    id: 's-duranes-garden',
    title: 'Scones that water a garden',
    summary:
      'Los Duranes Community Garden paid for its first drip lines with a Saturday at Sunrise Bakery.',
    body: 'Forty families share the plots at Los Duranes. A spring Saturday at Sunrise Bakery in Rio Rancho raised $400 for drip tubing and timers, and gardeners installed the first two rows the next weekend. The garden is halfway to a full system.',
    category: 'environment',
    fundaxerId: 'seed-fundaxer-garden',
    eventId: 'e-past-garden-bakery',
    raisedCents: 40_000,
    published: true,
    daysAgo: 40,
  },
  {
    id: 's-cibola-robotics',
    title: 'Cibola robotics goes to Houston',
    summary:
      'Six give-back nights across the Westside sent a high-school robotics team to the world championship.',
    body: 'The Cibola High robotics team needed $5,200 for travel. Over one semester, six partner businesses on the Westside hosted give-back nights; students demonstrated their robot at every one. The team flew to Houston in April and came home with a judges’ award.',
    category: 'schools',
    fundaxerId: null,
    eventId: null,
    raisedCents: 520_000,
    published: true,
    daysAgo: 120,
  },
  {
    id: 's-draft-rattlers',
    title: 'Rattlers on the road (draft)',
    summary: 'Draft: how the U12 Rattlers funded their state cup trip.',
    body: 'Draft story waiting for photos from the state cup weekend; not yet published.',
    category: 'youth-sports',
    fundaxerId: 'seed-fundaxer-rattlers',
    eventId: null,
    raisedCents: null,
    published: false,
    daysAgo: 2,
  },
];

export const GROUPS: {
  id: string;
  name: string;
  description: string;
  city: 'Albuquerque' | 'Rio Rancho';
  meets: string;
  address: string | null;
  venueId: string | null;
  categories: NetworkCategory[];
  memberCount: number;
}[] = [
  {
    id: 'g-rio-rancho-breakfast',
    name: 'Rio Rancho Angels Breakfast',
    description:
      'Business owners trading referrals over breakfast burritos. One seat per profession, so every member is the group’s go-to for their trade.',
    city: 'Rio Rancho',
    meets: 'Tuesdays, 7:00–8:15 am',
    address: '1751 Southern Blvd SE, Rio Rancho, NM 87124',
    venueId: 'v-sunrise-bakery-rr',
    categories: ['insurance', 'real-estate', 'home-services', 'finance'],
    memberCount: 18,
  },
  {
    id: 'g-nob-hill-merchants',
    name: 'Nob Hill Merchants Lunch',
    description:
      'Shop and restaurant owners along Central coordinating events, foot traffic and neighbourhood give-back nights.',
    city: 'Albuquerque',
    meets: 'Second Thursday of the month, noon',
    address: '3407 Central Ave NE, Albuquerque, NM 87106',
    venueId: 'v-nob-hill-taproom',
    categories: ['retail', 'hospitality', 'marketing'],
    memberCount: 26,
  },
  {
    id: 'g-northeast-heights-referrals',
    name: 'Northeast Heights Referral Circle',
    description:
      'A structured referral group for service professionals; members bring one qualified referral a month.',
    city: 'Albuquerque',
    meets: 'Wednesdays, 7:30–8:30 am',
    address: '1520 Louisiana Blvd NE, Albuquerque, NM 87110',
    venueId: 'v-saigon-sunrise',
    categories: ['legal', 'finance', 'technology', 'health-wellness'],
    memberCount: 21,
  },
  {
    id: 'g-westside-women',
    name: 'Westside Women in Business',
    description:
      'Founders and managers on the Westside and in Rio Rancho; monthly talks and a mentoring pair-up for new members.',
    city: 'Rio Rancho',
    meets: 'First Monday of the month, 6:00 pm',
    address: null,
    venueId: null,
    categories: ['nonprofit', 'marketing', 'health-wellness', 'retail'],
    memberCount: 34,
  },
];

export const RESOURCES: {
  id: string;
  kind: 'video' | 'document';
  title: string;
  description: string;
  url: string;
  audience: ('partner' | 'fundaxer' | 'angel')[];
  sizeBytes: number | null;
  durationSeconds: number | null;
}[] = [
  {
    id: 'r-first-giveback-night',
    kind: 'video',
    title: 'Planning your first give-back night',
    description: 'Choosing a date, setting a goal and getting your supporters through the door.',
    url: 'https://videos.fundax.example/first-giveback-night.mp4',
    audience: ['fundaxer'],
    sizeBytes: null,
    durationSeconds: 412,
  },
  {
    id: 'r-partner-playbook',
    kind: 'document',
    title: 'Partner playbook',
    description: 'How to host, track give-back sales and get paid out after the event.',
    url: 'https://docs.fundax.example/partner-playbook.pdf',
    audience: ['partner'],
    sizeBytes: 1_258_291,
    durationSeconds: null,
  },
  {
    id: 'r-social-promotion',
    kind: 'video',
    title: 'Promoting your event on social media',
    description: 'Ready-made posts and the best times to share them.',
    url: 'https://videos.fundax.example/social-promotion.mp4',
    audience: [],
    sizeBytes: null,
    durationSeconds: 287,
  },
  {
    id: 'r-payout-schedule',
    kind: 'document',
    title: 'Payout schedule and receipts',
    description: 'When payouts are sent after an event, and what records you receive.',
    url: 'https://docs.fundax.example/payout-schedule.pdf',
    audience: ['partner', 'fundaxer'],
    sizeBytes: 348_160,
    durationSeconds: null,
  },
  {
    id: 'r-angel-orientation',
    kind: 'video',
    title: 'Angel orientation',
    description: 'Your first month as an angel: groups, referrals and etiquette.',
    url: 'https://videos.fundax.example/angel-orientation.mp4',
    audience: ['angel'],
    sizeBytes: null,
    durationSeconds: 655,
  },
];

export const APPLICATIONS: {
  id: string;
  applicantId: string;
  daysAgo: number;
  answers: Record<string, string>;
  categories: NetworkCategory[];
  status: 'approved' | 'pending';
  dues?: 'due' | 'paid';
}[] = [
  {
    id: 'a-priya-raman',
    applicantId: 'demo-angel',
    daysAgo: 40,
    answers: {
      business: 'Independent insurance agency, home, auto and small commercial.',
      why: 'I want to meet Rio Rancho business owners and support local causes.',
      referral: 'Miguel Baca recommended the Tuesday breakfast group.',
    },
    categories: ['insurance', 'finance'],
    status: 'approved',
    dues: 'due',
  },
  {
    id: 'a-ruben-garcia',
    applicantId: 'seed-angel-garcia',
    daysAgo: 200,
    answers: {
      business: 'Residential real estate team of four agents.',
      why: 'Referrals and community.',
    },
    categories: ['real-estate'],
    status: 'approved',
    dues: 'paid',
  },
  {
    id: 'a-linh-nguyen',
    applicantId: 'seed-angel-nguyen',
    daysAgo: 150,
    answers: {
      business: 'Web design and local SEO studio.',
      why: 'To help restaurants I already work with.',
    },
    categories: ['marketing', 'technology'],
    status: 'approved',
    dues: 'paid',
  },
  {
    id: 'a-chris-archuleta',
    applicantId: 'seed-angel-pending',
    daysAgo: 2,
    answers: {
      business: 'Licensed HVAC contractor serving Rio Rancho and the Westside.',
      why: 'Looking for a referral group and ways to sponsor youth sports.',
    },
    categories: ['home-services'],
    status: 'pending',
  },
  {
    id: 'a-pat-romero',
    applicantId: 'seed-angel-stale',
    daysAgo: 125,
    answers: { business: 'Bookkeeping for small businesses.', why: 'Networking.' },
    categories: ['finance'],
    status: 'pending',
  },
];

export const SUPPORT_REQUESTS: {
  id: string;
  requesterId: string;
  subject: string;
  message: string;
  daysAgo: number;
  resolution?: string;
}[] = [
  {
    id: 'q-partner-payout-account',
    requesterId: 'demo-partner',
    subject: 'Change my payout bank account',
    message:
      'We switched banks last month. How do I update the account our payouts go to before the next event?',
    daysAgo: 1,
  },
  {
    id: 'q-fundaxer-flyer',
    requesterId: 'demo-fundaxer',
    subject: 'Flyer for Library Night',
    message: 'Is there a printable flyer template we can send home in backpacks?',
    daysAgo: 6,
    resolution: 'Sent the flyer template and added it to your portal documents.',
  },
];
