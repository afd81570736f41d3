import { useGeolocation } from '@fundax/client';
import { Loading, LocateButton, Notice, TextField } from '@fundax/client/ui';
import { latitudeSchema, longitudeSchema } from '@fundax/core';
import { Suspense, lazy, useCallback, useState } from 'react';
import type { FieldErrors, UseFormRegister, UseFormSetValue } from 'react-hook-form';

import type { VenueFormInput } from '../api/venue-form';

const LocationMap = lazy(() => import('./location-map'));

interface LocationFieldsProps {
  register: UseFormRegister<VenueFormInput>;
  setValue: UseFormSetValue<VenueFormInput>;
  errors: FieldErrors<VenueFormInput>;
  /** The coordinates typed so far (to place the map's marker). */
  latitude: string;
  longitude: string;
  tiles: string | null;
}

/** The typed coordinates as a point, when both are valid numbers in range. */
function pointOf(latitude: string, longitude: string): [number, number] | null {
  const lat = latitudeSchema.safeParse(Number(latitude));
  const lng = longitudeSchema.safeParse(Number(longitude));
  return latitude.trim() && longitude.trim() && lat.success && lng.success
    ? [lat.data, lng.data]
    : null;
}

/**
 * Where the venue is. There is no geocoder offline, so the spot comes from this device's
 * location (for a partner standing in their shop), a click on the map, or typed coordinates.
 */
export function LocationFields({
  register,
  setValue,
  errors,
  latitude,
  longitude,
  tiles,
}: LocationFieldsProps) {
  const [showMap, setShowMap] = useState(false);
  const place = useCallback(
    ([lat, lng]: [number, number]) => {
      const options = { shouldValidate: true, shouldDirty: true };
      setValue('latitude', String(lat), options);
      setValue('longitude', String(lng), options);
    },
    [setValue],
  );
  // Where the partner stands, precisely: a venue's spot, not the searcher's area.
  const { status, locate } = useGeolocation(place, { accuracy: 'precise' });
  return (
    <fieldset className="portal-fieldset">
      <legend>Location on the map</legend>
      <p className="field-hint">
        Used to show the venue and its events to people nearby. At the venue? Use your current
        location. Otherwise pick the spot on the map, or type its coordinates.
      </p>
      <div className="portal-actions">
        <LocateButton
          status={status}
          onLocate={locate}
          label="Use my current location"
          pendingLabel="Finding your location…"
        />
        <button
          type="button"
          className="button button--secondary"
          aria-expanded={showMap}
          onClick={() => setShowMap((value) => !value)}
        >
          {showMap ? 'Hide the map' : 'Pick on a map'}
        </button>
      </div>
      {status === 'denied' ? (
        <Notice tone="error">
          <p>Location access is turned off for this site. Pick the spot on the map instead.</p>
        </Notice>
      ) : null}
      {status === 'unavailable' ? (
        <Notice tone="error">
          <p>This device could not tell where it is. Pick the spot on the map instead.</p>
        </Notice>
      ) : null}
      {showMap ? (
        <Suspense fallback={<Loading label="Loading the map…" />}>
          <LocationMap value={pointOf(latitude, longitude)} onPick={place} tiles={tiles} />
        </Suspense>
      ) : null}
      <div className="portal-form__row">
        <TextField
          label="Latitude"
          hint="For example 35.0967"
          autoComplete="off"
          error={errors.latitude?.message}
          {...register('latitude')}
        />
        <TextField
          label="Longitude"
          hint="For example -106.6698"
          autoComplete="off"
          error={errors.longitude?.message}
          {...register('longitude')}
        />
      </div>
    </fieldset>
  );
}
