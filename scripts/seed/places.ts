// Venues of the demo community: real neighbourhoods of Albuquerque, Rio Rancho and Corrales,
// invented businesses. Coordinates are where those streets are.
import type { VenueCategory } from '@fundax/core';

export interface SeedVenue {
  id: string;
  ownerId: string;
  name: string;
  address: string;
  location: [number, number];
  category: VenueCategory;
  description: string;
  phone?: string;
  website?: string;
  status: 'approved' | 'pending' | 'rejected' | 'disabled';
  reason?: string;
}

export const VENUES: SeedVenue[] = [
  {
    id: 'v-bacas-old-town',
    ownerId: 'demo-partner',
    name: 'Baca’s Green Chile Kitchen – Old Town',
    address: '2011 Mountain Rd NW, Albuquerque, NM 87104',
    location: [35.0967, -106.6698],
    category: 'restaurant',
    description:
      'New Mexican plates, red or green, a block from the Old Town plaza. Seats 80 inside and 40 on the patio.',
    phone: '(505) 555-0134',
    website: 'https://bacas-kitchen.example',
    status: 'approved',
  },
  {
    id: 'v-bacas-journal-center',
    ownerId: 'demo-partner',
    name: 'Baca’s Green Chile Kitchen – Journal Center',
    address: '7500 Jefferson St NE, Albuquerque, NM 87109',
    location: [35.1713, -106.5896],
    category: 'restaurant',
    description: 'Our north location: lunch crowds, big tables, easy parking.',
    phone: '(505) 555-0135',
    status: 'approved',
  },
  {
    id: 'v-nob-hill-taproom',
    ownerId: 'seed-partner-lucero',
    name: 'Nob Hill Taproom',
    address: '3407 Central Ave NE, Albuquerque, NM 87106',
    location: [35.0803, -106.6035],
    category: 'brewery',
    description:
      'Twelve taps of New Mexico beer, a dog-friendly patio and food trucks most nights.',
    website: 'https://nobhill-taproom.example',
    status: 'approved',
  },
  {
    id: 'v-taproom-westside',
    ownerId: 'seed-partner-lucero',
    name: 'Nob Hill Taproom – Westside',
    address: '10248 Coors Bypass NW, Albuquerque, NM 87114',
    location: [35.1894, -106.6797],
    category: 'brewery',
    description: 'Our second taproom, opening near Cottonwood Mall this winter.',
    status: 'pending',
  },
  {
    id: 'v-saigon-sunrise',
    ownerId: 'seed-partner-tran',
    name: 'Saigon Sunrise',
    address: '1520 Louisiana Blvd NE, Albuquerque, NM 87110',
    location: [35.0983, -106.5693],
    category: 'restaurant',
    description: 'Pho, banh mi and Vietnamese coffee, family-run since 2011.',
    status: 'approved',
  },
  {
    id: 'v-saigon-truck',
    ownerId: 'seed-partner-tran',
    name: 'Saigon Sunrise Food Truck',
    address: '1 Civic Plaza NW, Albuquerque, NM 87102',
    location: [35.0853, -106.6508],
    category: 'restaurant',
    description: 'Our food truck, retired this year.',
    status: 'disabled',
  },
  {
    id: 'v-sunrise-bakery-rr',
    ownerId: 'seed-partner-ortiz',
    name: 'Sunrise Bakery & Café',
    address: '1751 Southern Blvd SE, Rio Rancho, NM 87124',
    location: [35.2467, -106.6592],
    category: 'bakery',
    description: 'Breakfast burritos, biscochitos and coffee, open from 6 am.',
    phone: '(505) 555-0148',
    status: 'approved',
  },
  {
    id: 'v-sunrise-bakery-corrales',
    ownerId: 'seed-partner-ortiz',
    name: 'Sunrise Bakery – Corrales',
    address: '4908 Corrales Rd, Corrales, NM 87048',
    location: [35.2378, -106.6067],
    category: 'bakery',
    description: 'A small counter and a shaded courtyard on Corrales Road.',
    status: 'approved',
  },
  {
    // An accented name: search finds it typed plainly ("Pena", "panaderia").
    id: 'v-panaderia-pena-barelas',
    ownerId: 'seed-partner-ortiz',
    name: 'Panadería Peña – Barelas',
    address: '1021 4th St SW, Albuquerque, NM 87102',
    location: [35.0737, -106.6528],
    category: 'bakery',
    description:
      'Our Barelas shop, in the old Peña family bakery: conchas, empanadas and red chile tamales on Saturdays.',
    status: 'approved',
  },
  {
    id: 'v-high-desert-climbing',
    ownerId: 'seed-partner-begay',
    name: 'High Desert Climbing Gym',
    address: '4100 Ridgecrest Dr SE, Rio Rancho, NM 87124',
    location: [35.2724, -106.6681],
    category: 'fitness',
    description: 'Bouldering, top-rope walls and youth climbing teams.',
    website: 'https://highdesert-climb.example',
    status: 'approved',
  },
  {
    id: 'v-begay-pop-up',
    ownerId: 'seed-partner-begay',
    name: 'High Desert Pop-up Wall',
    address: '2600 Westside Blvd SE, Rio Rancho, NM 87124',
    location: [35.2449, -106.6801],
    category: 'entertainment',
    description: 'A portable climbing wall for street fairs.',
    status: 'rejected',
    reason: 'A pop-up wall is not a fixed venue; please list the events at the host venue instead.',
  },
];
