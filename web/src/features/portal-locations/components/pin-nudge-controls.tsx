import { Options, SelectField } from '@fundax/client/ui';
import { useId, useState } from 'react';

import {
  type Direction,
  NUDGE_STEPS_M,
  type NudgeStep,
  type Point,
  nudge,
} from '../utils/pin-nudge';

const FEET_PER_METRE = 3.28084;
const stepLabel = (metres: number) => `${metres} m (${Math.round(metres * FEET_PER_METRE)} ft)`;

/** The buttons in compass order, with the arrow each shows. */
const DIRECTIONS: { direction: Direction; arrow: string; label: string }[] = [
  { direction: 'north', arrow: '↑', label: 'North' },
  { direction: 'west', arrow: '←', label: 'West' },
  { direction: 'east', arrow: '→', label: 'East' },
  { direction: 'south', arrow: '↓', label: 'South' },
];

/**
 * The keyboard's way to put the pin on the door (dragging needs a pointer): buttons that move
 * it north, south, east or west by a chosen step, each move announced. The typed coordinates
 * below are the other way.
 */
export function PinNudgeControls({ point, onMove }: { point: Point; onMove: (to: Point) => void }) {
  const headingId = useId();
  const [step, setStep] = useState<NudgeStep>(NUDGE_STEPS_M[0]);
  const [moved, setMoved] = useState<string | null>(null);
  const move = (direction: Direction) => {
    onMove(nudge(point, direction, step));
    setMoved(`Pin moved ${stepLabel(step)} ${direction}.`);
  };
  return (
    <div className="pin-nudge" role="group" aria-labelledby={headingId}>
      <p id={headingId} className="pin-nudge__title">
        Move the pin
      </p>
      <div className="pin-nudge__row">
        <SelectField
          label="Step"
          value={step}
          onChange={(event) => setStep(Number(event.target.value) as NudgeStep)}
        >
          <Options values={NUDGE_STEPS_M} label={stepLabel} />
        </SelectField>
        <div className="pin-nudge__pad">
          {DIRECTIONS.map(({ direction, arrow, label }) => (
            <button
              key={direction}
              type="button"
              className={`button button--secondary button--small pin-nudge__${direction}`}
              aria-label={`Move the pin ${stepLabel(step)} ${direction}`}
              onClick={() => move(direction)}
            >
              <span aria-hidden="true">{arrow}</span> {label}
            </button>
          ))}
        </div>
      </div>
      <p className="pin-nudge__status" role="status">
        {moved}
      </p>
    </div>
  );
}
