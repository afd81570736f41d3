/**
 * How a hook of the kit's notifications reads. `enabled` false reads nothing and leaves the last
 * copy on screen: a phone offline, or one drawn from its saved copy before the session has said
 * who is signed in. Reading starts when it turns true.
 */
export interface ReadOptions {
  enabled?: boolean;
}
