/** "Step 2 of 3: Your details", with the steps listed for orientation. */
export function StepIndicator({ steps, current }: { steps: readonly string[]; current: number }) {
  return (
    <nav aria-label="Sign-up progress" className="steps">
      <p className="steps__now">
        Step {current + 1} of {steps.length}: <strong>{steps[current]}</strong>
      </p>
      <ol className="steps__list">
        {steps.map((step, index) => (
          <li
            key={step}
            className="steps__item"
            data-state={index < current ? 'done' : index === current ? 'current' : 'next'}
            aria-current={index === current ? 'step' : undefined}
          >
            {step}
          </li>
        ))}
      </ol>
    </nav>
  );
}
