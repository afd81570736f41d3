import { Link } from '@fundax/client';

import './home.css';

const STEPS = [
  {
    title: 'A local business hosts',
    text: 'A restaurant, taproom or shop picks an evening and the share of its sales it gives back, often 15 to 20 percent.',
  },
  {
    title: 'Your supporters show up',
    text: 'You bring your school, team or cause’s people through the door. They eat, drink and shop as usual.',
  },
  {
    title: 'The money goes to your cause',
    text: 'After the event Fundax settles up with the business and pays out what your event raised.',
  },
] as const;

/** What Fundax is, in three steps. */
export function HowItWorks() {
  return (
    <section className="home-section" aria-labelledby="how-it-works">
      <h2 id="how-it-works">How Fundax works</h2>
      <ol className="home-steps">
        {STEPS.map((step, index) => (
          <li key={step.title} className="card home-steps__item">
            <span className="home-steps__number" aria-hidden="true">
              {index + 1}
            </span>
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
      <p>
        <Link to="/fundaxers/fundraising">Read the full guide for fundraisers</Link>
      </p>
    </section>
  );
}
