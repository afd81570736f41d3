import { reviewContract } from './review';

export const reviewVenue = reviewContract('reviewVenue', 'a venue');
