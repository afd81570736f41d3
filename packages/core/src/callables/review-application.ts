import { reviewContract } from './review';

export const reviewApplication = reviewContract('reviewApplication', 'an angel application');
