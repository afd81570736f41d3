// What the event forms offer to choose from.

/** A venue an event can be created at (the form's choices). */
export interface VenueOption {
  id: string;
  name: string;
  address: string;
  /** Partners' own venues may still await review; fundaxers only see approved ones. */
  pending: boolean;
}

/** A listed fundaxer a partner can name on an event. */
export interface FundaxerOption {
  id: string;
  displayName: string;
  fundraiserTitle: string | null;
}
