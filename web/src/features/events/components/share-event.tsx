import { useRef, useState } from 'react';

type ShareState = 'idle' | 'shared' | 'copied' | 'manual';

const MESSAGES: Record<ShareState, string> = {
  idle: '',
  shared: 'Thanks for sharing!',
  copied: 'Link copied. Paste it anywhere to share the event.',
  manual: 'Copy the link below to share the event.',
};

/**
 * Share: the device's share sheet where there is one (phones), else copy the link, else show
 * the link selected for copying by hand. The result is announced in a status message.
 */
export function ShareEvent({ title, text, url }: { title: string; text: string; url: string }) {
  const [state, setState] = useState<ShareState>('idle');
  const input = useRef<HTMLInputElement>(null);
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
        Share this event
      </button>
      <p role="status" className="field-hint">
        {MESSAGES[state]}
      </p>
      {state === 'manual' ? (
        <div className="field">
          <label htmlFor="share-link">Event link</label>
          <input id="share-link" ref={input} readOnly value={url} />
        </div>
      ) : null}
    </div>
  );
}
