import './security.css';

/**
 * What deleteAccount keeps, and why: the same words before the deletion (the confirm step) and
 * after it (the page the person lands on).
 */
export function KeptRecords({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <>
      <Heading className="security-list-title">What is kept, and why</Heading>
      <ul>
        <li>
          The ledger of payments and reversals made to you, the payout recipients fixed for past
          events, and settlement statements.
        </li>
        <li>Angel dues you paid, without your name or your answers.</li>
        <li>The audit log of what was done on Fundax.</li>
        <li>Past events, with their results and payouts.</li>
      </ul>
      <p>
        These are financial records: Fundax must be able to account for every dollar raised and paid
        out. They hold ids, amounts and references, not your contact details, and once your account
        is gone nothing links them back to you.
      </p>
    </>
  );
}
