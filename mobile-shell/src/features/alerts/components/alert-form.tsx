import { lazyPart, setEventAlertsThunk, useGeolocation, useThunk } from '@fundax/client';
import type { AlertAreaView } from '@fundax/client/notifications/notification-settings';
import {
  CallFailureNotice,
  CheckGroup,
  LocateButton,
  Loading,
  Notice,
  Options,
  SelectField,
  SubmitButton,
} from '@fundax/client/ui';
import { fieldErrorsOf, formatPoint, radiusLabel } from '@fundax/core';
import { type FormEvent, Suspense, useCallback, useState } from 'react';

import { OfflineNote } from '../../../components/offline-note';
import { ALERT_RADII_KM } from './alert-area';

// The address lookup (and its geocoding contract) loads only when someone asks for it.
const AddressLookup = lazyPart(
  async () => (await import('@fundax/client/places/address-lookup')).AddressLookup,
  'the address search',
);

/** The centre of the alert area and how it reads to the person. */
interface Centre {
  location: [number, number];
  label: string;
}

const NO_CENTRE = 'Choose the centre: use your location, or look up an address or ZIP code.';

/**
 * Sets the alert for new events near the person (setEventAlerts): a centre from "Use my
 * location" or an address looked up with the kit's AddressLookup, a distance, and on or off.
 * `onSaved` gets the sentence that says what is now set.
 */
export function AlertForm({
  area,
  online,
  onSaved,
}: {
  area: AlertAreaView | null;
  online: boolean;
  onSaved: (message: string) => void;
}) {
  const save = useThunk(setEventAlertsThunk);
  const [centre, setCentre] = useState<Centre | null>(
    area
      ? { location: area.center, label: `the centre you set (${formatPoint(area.center)})` }
      : null,
  );
  const [radiusKm, setRadiusKm] = useState(area?.radiusKm ?? 10);
  const [enabled, setEnabled] = useState(area?.enabled ?? true);
  const [askingAddress, setAskingAddress] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  const onPosition = useCallback((location: [number, number]) => {
    setCentre({ location, label: 'your location' });
    setProblem(undefined);
  }, []);
  const { status: locating, locate } = useGeolocation(onPosition);
  const radii = ALERT_RADII_KM.includes(radiusKm as (typeof ALERT_RADII_KM)[number])
    ? ALERT_RADII_KM
    : [...ALERT_RADII_KM, radiusKm].sort((a, b) => a - b);
  const serverErrors = save.status === 'failed' ? fieldErrorsOf(save.error) : {};
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!centre) {
      setProblem(NO_CENTRE);
      return;
    }
    const outcome = await save.run({ center: centre.location, radiusKm, enabled });
    if (outcome.ok) {
      onSaved(
        enabled
          ? `Alerts are on: new events within ${radiusLabel(radiusKm)} of ${centre.label}.`
          : 'Alerts are off. Your area is kept for when you turn them on again.',
      );
    }
  };
  const centreError = problem ?? serverErrors.center;
  return (
    <form
      noValidate
      aria-label="Alert for new events near you"
      onSubmit={(event) => void submit(event)}
    >
      <fieldset
        className="field alert-form__centre"
        aria-describedby={centreError ? 'alert-centre-error' : undefined}
      >
        <legend>Centre</legend>
        <p>{centre ? `Around ${centre.label}.` : 'No centre yet.'}</p>
        <p className="cluster">
          <LocateButton status={locating} onLocate={locate} />
          <button
            type="button"
            className="button button--secondary"
            aria-expanded={askingAddress}
            aria-controls="alert-address"
            onClick={() => setAskingAddress((open) => !open)}
          >
            Look up an address
          </button>
        </p>
        <div id="alert-address">
          {askingAddress ? (
            <Suspense fallback={<Loading label="Opening the address search…" />}>
              <AddressLookup
                label="Address or ZIP code"
                focusOnMount
                onPlace={(place) => {
                  setCentre({ location: place.location, label: place.label });
                  setProblem(undefined);
                }}
              />
            </Suspense>
          ) : null}
        </div>
        {locating === 'denied' ? (
          <Notice>
            <p>Location is turned off for this site: look up an address instead.</p>
          </Notice>
        ) : null}
        {locating === 'unavailable' ? (
          <Notice>
            <p>This phone could not tell where it is: look up an address instead.</p>
          </Notice>
        ) : null}
        {centreError ? (
          <p id="alert-centre-error" className="field-error">
            {centreError}
          </p>
        ) : null}
      </fieldset>
      <SelectField
        label="Distance"
        value={radiusKm}
        error={serverErrors.radiusKm}
        onChange={(event) => setRadiusKm(Number(event.target.value))}
      >
        <Options values={radii} label={radiusLabel} />
      </SelectField>
      <CheckGroup legend="Alerts">
        <label>
          <input
            type="checkbox"
            checked={enabled}
            onChange={(event) => setEnabled(event.target.checked)}
          />{' '}
          Tell me about new events in this area
        </label>
      </CheckGroup>
      <CallFailureNotice
        error={
          save.status === 'failed' && !serverErrors.center && !serverErrors.radiusKm
            ? save.error
            : null
        }
        prefix="The alert was not saved."
      />
      {!online ? <OfflineNote action="saving the alert" /> : null}
      <SubmitButton pending={save.pending} pendingLabel="Saving the alert…" disabled={!online}>
        Save the alert
      </SubmitButton>
    </form>
  );
}
