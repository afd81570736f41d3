import { FundaxError } from '@fundax/core';

/**
 * The documents one call may still read. Readers charge it before each read with the most
 * that read can return (a query's limit), so a call never reads past its ceiling: the read
 * that would is refused with `resource-exhausted` and the call fails, with nothing written.
 * Afterwards they settle what was really read (Firestore bills at least one read per query).
 */
export class ReadBudget {
  private used = 0;

  constructor(readonly ceiling: number) {}

  /** Documents read so far. */
  get read(): number {
    return this.used;
  }

  /** Refuses a read of up to `most` documents that could go past the ceiling. */
  reserve(most: number): void {
    if (this.used + most > this.ceiling) {
      throw new FundaxError(
        'resource-exhausted',
        'This search covers too much at once. Try a smaller radius or ask for fewer results.',
        { reason: 'read-ceiling', ceiling: this.ceiling },
      );
    }
  }

  /** Records a read that returned `documents` (a query that returned none is billed as one). */
  settle(documents: number): void {
    this.used += Math.max(1, documents);
  }

  /** reserve and settle in one, for a read whose size is known (a document by id). */
  charge(documents: number): void {
    this.reserve(documents);
    this.settle(documents);
  }
}

/** The budget of a call without a ceiling. */
export const unbounded = () => new ReadBudget(Number.POSITIVE_INFINITY);
