import type { ReactNode } from 'react';

import '../../../components/ui/blocks.css';
import './content.css';

export interface Step {
  title: string;
  body: ReactNode;
}

/** A numbered how-it-works sequence: an ordered list, so the order is announced too. */
export function Steps({ steps }: { steps: Step[] }) {
  return (
    <ol className="steps">
      {steps.map((step) => (
        <li key={step.title} className="card">
          <h3>{step.title}</h3>
          {step.body}
        </li>
      ))}
    </ol>
  );
}
