import { useState } from 'react';

import type { EventView } from '@fundax/core';

type Outcome = 'saved' | 'failed' | null;

const OUTCOME_TEXT: Record<Exclude<Outcome, null>, string> = {
  saved: 'Calendar file saved. Open it to add the event to your calendar.',
  failed: 'The calendar file could not be made. Check your connection and try again.',
};

/**
 * "Add to calendar": an .ics file made in the browser at the moment of the click. The code that
 * writes it loads on that click, not with the page (most visitors never press it, and the event
 * page is the one shared most).
 */
export function AddToCalendar({ event, pageUrl }: { event: EventView; pageUrl: string }) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const download = async () => {
    try {
      const { downloadCalendarFile } = await import('../utils/calendar-download');
      downloadCalendarFile(event, pageUrl);
      setOutcome('saved');
    } catch {
      // The module did not load: offline, or a release replaced the file since the page opened.
      setOutcome('failed');
    }
  };
  return (
    <div>
      <button type="button" className="button" onClick={() => void download()}>
        Add to calendar (.ics)
      </button>
      <p role="status" className="field-hint">
        {outcome ? OUTCOME_TEXT[outcome] : ''}
      </p>
    </div>
  );
}
