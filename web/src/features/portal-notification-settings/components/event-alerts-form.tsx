import { lazyPart, setEventAlertsThunk, useMyLocation, useThunk } from '@fundax/client';
import { CallFailureNotice, Loading, LocateButton, Notice, SubmitButton } from '@fundax/client/ui';
import {
  EVENT_ALERT_MAX_RADIUS_KM,
  EVENT_ALERT_MIN_RADIUS_KM,
  fieldErrorsOf,
  formatPoint,
  type GeocodeCandidate,
  radiusLabel,
} from '@fundax/core';
import { Suspense, useCallback, useId, useState } from 'react';

import type { AlertAreaView } from '@fundax/client/notifications/notification-settings';
import { alertAreaSummary } from './alert-area';

// Both load on request: the geocoder's field when the form shows, the map when asked for.
const AddressLookup = lazyPart(
  async () => (await import('@fundax/client/places/address-lookup')).AddressLookup,
  'the address search',
);
const AlertAreaMap = lazyPart(async () => (await import('./alert-area-map')).default, 'the map');

/** A radius to start from when there is no saved area (a town and its neighbours). */
const STARTING_RADIUS_KM = 10;

/** Where the centre came from, to say it back to the person. */
type Centre = { point: [number, number]; from: string };

/**
 * "Tell me about new events near me" (`setEventAlerts`): a centre from this device's location,
 * a place, address or ZIP code, or a point on the map; a radius of 1 to 50 km; on or off. The
 * saved area is said in words above the form (and drawn on the map when it is open).
 */
export function EventAlertsForm({
  alerts,
  tiles,
}: {
  alerts: AlertAreaView | null;
  tiles: string | null;
}) {
  const radiusId = useId();
  const [centre, setCentre] = useState<Centre | null>(
    alerts ? { point: alerts.center, from: 'your saved centre' } : null,
  );
  const [radiusKm, setRadiusKm] = useState(alerts?.radiusKm ?? STARTING_RADIUS_KM);
  const [enabled, setEnabled] = useState(alerts?.enabled ?? true);
  const [place, setPlace] = useState<GeocodeCandidate | null>(null);
  const [showMap, setShowMap] = useState(false);
  const [missingCentre, setMissingCentre] = useState(false);
  const [saved, setSaved] = useState(false);
  const save = useThunk(setEventAlertsThunk);

  const choose = useCallback((point: [number, number], from: string) => {
    setCentre({ point, from });
    setMissingCentre(false);
    setSaved(false);
  }, []);
  const location = useMyLocation(
    useCallback(
      (point: [number, number]) => {
        setPlace(null);
        choose(point, 'your location');
      },
      [choose],
    ),
  );
  const onPlace = (found: GeocodeCandidate) => {
    setPlace(found);
    choose(found.location, found.label);
  };

  const submit = async () => {
    setSaved(false);
    if (!centre) {
      setMissingCentre(true);
      return;
    }
    const outcome = await save.run({ center: centre.point, radiusKm, enabled });
    if (outcome.ok) setSaved(true);
  };
  const error = save.status === 'failed' ? save.error : null;
  const fieldErrors = error ? fieldErrorsOf(error) : {};

  return (
    <form
      id="event-alerts"
      className="card portal-form notification-settings"
      noValidate
      aria-labelledby="event-alerts-heading"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 id="event-alerts-heading">Tell me about new events near me</h2>
      <p className="muted">
        When an event is approved inside your area, it arrives in your Notifications, and by email
        once a day at most (see Email above).
      </p>
      <p className="notification-settings__current">{alertAreaSummary(alerts)}</p>
      {saved ? (
        <Notice tone="success">
          <p>
            {enabled
              ? `Saved: alerts for new events within ${radiusLabel(radiusKm)} of ${centre?.from}.`
              : 'Saved: alerts are off.'}
          </p>
        </Notice>
      ) : null}
      <CallFailureNotice error={error} prefix="Your alerts were not saved." />

      <fieldset className="portal-fieldset">
        <legend>Centre</legend>
        <Suspense fallback={<Loading label="Loading the place search…" />}>
          <AddressLookup
            label="A place, address or ZIP code"
            hint="For example 87124, Rio Rancho, or a street address in New Mexico."
            autoComplete="postal-code"
            selected={place}
            onPlace={onPlace}
            actions={
              <span className="notification-settings__or">
                <span>or</span>
                <LocateButton status={location.status} onLocate={location.locate} />
              </span>
            }
          />
        </Suspense>
        {location.status === 'denied' ? (
          <p className="field-hint">Location is blocked for this site: look up a place instead.</p>
        ) : location.status === 'unavailable' ? (
          <p className="field-hint">Your location is not available right now.</p>
        ) : null}
        <p className="notification-settings__centre">
          {centre
            ? `Centre: ${centre.from} (${formatPoint(centre.point)}).`
            : 'No centre chosen yet.'}
        </p>
        {missingCentre || fieldErrors.center ? (
          <p className="field-error">
            {fieldErrors.center ??
              'Choose a centre: use your location, look up a place or ZIP code, or pick a point on the map.'}
          </p>
        ) : null}
        <button
          type="button"
          className="button button--secondary button--small"
          aria-expanded={showMap}
          onClick={() => setShowMap((open) => !open)}
        >
          {showMap ? 'Hide the map' : 'Pick on a map'}
        </button>
        {showMap ? (
          <Suspense fallback={<Loading label="Loading the map…" />}>
            <p className="field-hint">Click or tap the map to put the centre there.</p>
            <AlertAreaMap
              center={centre?.point ?? null}
              radiusKm={radiusKm}
              tiles={tiles}
              onPick={(point) => {
                setPlace(null);
                choose(point, 'the point you picked on the map');
              }}
            />
          </Suspense>
        ) : null}
      </fieldset>

      <div className="field">
        <label htmlFor={radiusId}>How far: {radiusLabel(radiusKm)}</label>
        <input
          id={radiusId}
          type="range"
          min={EVENT_ALERT_MIN_RADIUS_KM}
          max={EVENT_ALERT_MAX_RADIUS_KM}
          step={1}
          value={radiusKm}
          aria-valuetext={radiusLabel(radiusKm)}
          onChange={(event) => {
            setSaved(false);
            setRadiusKm(Number(event.target.value));
          }}
        />
        {fieldErrors.radiusKm ? <p className="field-error">{fieldErrors.radiusKm}</p> : null}
      </div>
      <label className="notification-settings__switch">
        <input
          type="checkbox"
          checked={enabled}
          onChange={(event) => {
            setSaved(false);
            setEnabled(event.target.checked);
          }}
        />
        Send me alerts for new events in this area
      </label>
      <SubmitButton pending={save.pending} pendingLabel="Saving…">
        Save alerts
      </SubmitButton>
    </form>
  );
}
