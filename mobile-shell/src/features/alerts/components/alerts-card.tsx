import { Notice } from '@fundax/client/ui';
import { formatPoint, radiusLabel } from '@fundax/core';
import { useState } from 'react';

import { Sheet } from '../../../components/sheet';
import type { PhoneAlert } from '../hooks/use-alerts';
import { AlertForm } from './alert-form';

/**
 * What the person's alert for new events is, and the sheet that sets it. Opening the sheet
 * works offline too (to look), but saving needs a connection.
 */
export function AlertsCard({ data, online }: { data: PhoneAlert; online: boolean }) {
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const { area } = data;
  return (
    <>
      {area ? (
        <p>
          {area.enabled ? 'On' : 'Off'}: new events within {radiusLabel(area.radiusKm)} of{' '}
          {formatPoint(area.center)}.
        </p>
      ) : (
        <p className="muted">No alert yet. Hear about new give-back events near you.</p>
      )}
      {saved ? (
        <Notice tone="success">
          <p>{saved}</p>
        </Notice>
      ) : null}
      <button
        type="button"
        className="button button--secondary"
        onClick={() => {
          setSaved(null);
          setOpen(true);
        }}
      >
        {area ? 'Change the alert' : 'Set an alert'}
      </button>
      <Sheet open={open} title="Alert for new events near you" onClose={() => setOpen(false)}>
        <AlertForm
          area={area}
          online={online}
          onSaved={(message) => {
            setSaved(message);
            setOpen(false);
          }}
        />
      </Sheet>
    </>
  );
}
