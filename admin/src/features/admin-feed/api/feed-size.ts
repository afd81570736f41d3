/** The dashboard lists this many of the newest items that wait. */
export const FEED_SIZE = 8;
