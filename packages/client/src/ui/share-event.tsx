import { useId, useRef, useState } from 'react';

type ShareState = 'idle' | 'shared' | 'copied' | 'manual';

const MESSAGES: Record<ShareState, string> = {
  idle: '',
  shared: 'Thanks for sharing!',
  copied: 'Link copied. Paste it anywhere to share the event.',
  manual: 'Copy the link below to share the event.',
};

/**
 * Share an event's public page: the device's share sheet where there is one (phones), else copy
 * the link, else show the link selected for copying by hand. The result is announced in a
 * status message. `label` names the button (a list of events names each one's).
 */
export function ShareEvent({
  title,
  text,
  url,
  label = 'Share this event',
}: {
  title: string;
  text: string;
  url: string;
  label?: string;
}) {
  const [state, setState] = useState<ShareState>('idle');
  const input = useRef<HTMLInputElement>(null);
  const linkId = useId();
  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url });
        setState('shared');
        return;
      } catch (error) {
        // The person closed the share sheet: nothing to report.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setState('copied');
    } catch {
      setState('manual');
      requestAnimationFrame(() => input.current?.select());
    }
  };
  return (
    <div>
      <button type="button" className="button button--secondary" onClick={() => void share()}>
        {label}
      </button>
      <p role="status" className="field-hint">
        {MESSAGES[state]}
      </p>
      {state === 'manual' ? (
        <div className="field">
          <label htmlFor={linkId}>Event link</label>
          <input id={linkId} ref={input} readOnly value={url} />
        </div>
      ) : null}
    </div>
  );
}
