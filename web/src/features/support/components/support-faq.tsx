import { ANGEL_DUES_CENTS, DEFAULT_GIVEBACK_PERCENT, formatCents } from '@fundax/core';
import type { ReactNode } from 'react';
import { Link } from '@fundax/client';

import './support.css';

const QUESTIONS: { question: string; answer: ReactNode }[] = [
  {
    question: 'How long does it take to approve my event?',
    answer: (
      <p>
        Usually two business days. Propose events at least three weeks ahead so there is time to
        promote them. If we cannot approve one, your portal shows the reason and you can resubmit.
      </p>
    ),
  },
  {
    question: 'What share of sales goes to the cause?',
    answer: (
      <p>
        Whatever the partner agreed, shown on the event page: usually 10 to 25%, and{' '}
        {DEFAULT_GIVEBACK_PERCENT}% when none was set. The page also lists what counts and what is
        excluded. See the <Link to="/fundaxers/fundraising">fundraising guide</Link>.
      </p>
    ),
  },
  {
    question: 'When do fundaxers get paid?',
    answer: (
      <p>
        The partner reports the result within 7 days of the event; Fundax then pays you by direct
        deposit or check, usually within 10 business days. Your portal shows each payout with its
        reference.
      </p>
    ),
  },
  {
    question: 'The amount raised looks wrong. What can I do?',
    answer: (
      <p>
        Ask the partner first: they can correct their report, and the corrected figure replaces the
        old one. If that does not settle it, send us a request below within 60 days of the event
        with the event name and the figure you expected.
      </p>
    ),
  },
  {
    question: 'Do supporters need an account?',
    answer: (
      <p>
        No. Find an event, go, and follow the terms on its page (some partners ask you to mention
        the cause or show the flyer).
      </p>
    ),
  },
  {
    question: 'How much are angel dues, and how do I pay?',
    answer: (
      <p>
        {formatCents(ANGEL_DUES_CENTS)} a year, due once your application is approved. Your dues
        page (linked from your portal) shows the amount, the status and how to pay by check or bank
        transfer.
      </p>
    ),
  },
  {
    question: 'How do I change my payout details or close my account?',
    answer: (
      <p>
        Payout details are in your portal profile. To close your account, send a request below;
        approved events stay visible until they end so supporters are not misled.
      </p>
    ),
  },
];

/** Frequently asked questions, as disclosure widgets (keyboard and screen-reader friendly). */
export function SupportFaq() {
  return (
    <section aria-labelledby="faq-heading" className="faq">
      <h2 id="faq-heading">Frequently asked questions</h2>
      {QUESTIONS.map((item) => (
        <details key={item.question}>
          <summary>{item.question}</summary>
          {item.answer}
        </details>
      ))}
    </section>
  );
}
