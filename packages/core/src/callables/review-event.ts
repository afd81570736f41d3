import { reviewContract } from './review';

export const reviewEvent = reviewContract('reviewEvent', 'an event');
