import { lazyPart, useGeolocation } from '@fundax/client';
import { AddressLookup } from '@fundax/client/places/address-lookup';
import { Loading, LocateButton, Notice, TextField } from '@fundax/client/ui';
import {
  GEOCODE_PRECISION_LABELS,
  type GeocodeCandidate,
  type LocationPrecision,
  type LocationSource,
  latitudeSchema,
  longitudeSchema,
  placesTheDoor,
  zoomForPrecision,
} from '@fundax/core';
import { Suspense, useCallback, useState } from 'react';
import {
  type Control,
  Controller,
  type FieldErrors,
  type UseFormRegister,
  type UseFormSetValue,
  useWatch,
} from 'react-hook-form';

import type { VenueFormInput, VenueFormValues } from '../api/venue-form';
import type { Point } from '../utils/pin-nudge';
import type { MapView } from './location-map';
import { PinNudgeControls } from './pin-nudge-controls';
import './location-fields.css';

const LocationMap = lazyPart(async () => (await import('./location-map')).default, 'the map');

interface LocationFieldsProps {
  control: Control<VenueFormInput, unknown, VenueFormValues>;
  register: UseFormRegister<VenueFormInput>;
  setValue: UseFormSetValue<VenueFormInput>;
  errors: FieldErrors<VenueFormInput>;
  tiles: string | null;
}

/** The typed coordinates as a point, when both are valid numbers in range. */
function pointOf(latitude: string, longitude: string): Point | null {
  const lat = latitudeSchema.safeParse(Number(latitude));
  const lng = longitudeSchema.safeParse(Number(longitude));
  return latitude.trim() && longitude.trim() && lat.success && lng.success
    ? [lat.data, lng.data]
    : null;
}

/** What an approximate place found for the address stands for (only a door is exact). */
const APPROXIMATE: Record<Exclude<LocationPrecision, 'address' | 'point'>, string> = {
  street: 'That places the street, not your door.',
  zip: 'That is the middle of the ZIP code area, not your door.',
  city: 'That is the middle of the town, not your door.',
};

/** Where the pin came from, in the form's words. */
function originText(source: LocationSource | '', precision: LocationPrecision | ''): string | null {
  switch (source) {
    case 'address':
      return precision && precision !== 'point'
        ? `Placed from the address (${GEOCODE_PRECISION_LABELS[precision]}).`
        : 'Placed from the address.';
    case 'map':
      return 'Placed on the map.';
    case 'device':
      return 'Placed at this device’s position.';
    case 'typed':
      return 'Placed by the coordinates typed below.';
    default:
      return null;
  }
}

/**
 * The venue's address and where it is. The street address is looked up with geocodeAddress
 * (the kit's AddressLookup, which also holds the field the venue stores); the first place found
 * puts the pin on the map, zoomed to how precise it is, and the partner drags it (or moves it
 * with the buttons) to the door. "Use my current location" (a partner standing in their shop)
 * and typed coordinates remain. Each way records its source and precision with the location.
 */
export function LocationFields({
  control,
  register,
  setValue,
  errors,
  tiles,
}: LocationFieldsProps) {
  const [latitude, longitude, source, precision] = useWatch({
    control,
    name: ['latitude', 'longitude', 'locationSource', 'locationPrecision'],
  });
  const [showMap, setShowMap] = useState(false);
  const [view, setView] = useState<MapView | null>(null);
  const [found, setFound] = useState<GeocodeCandidate | null>(null);

  const place = useCallback(
    ([lat, lng]: Point, origin: LocationSource, exactness: LocationPrecision) => {
      const options = { shouldValidate: true, shouldDirty: true };
      setValue('latitude', String(lat), options);
      setValue('longitude', String(lng), options);
      setValue('locationSource', origin, { shouldDirty: true });
      setValue('locationPrecision', exactness, { shouldDirty: true });
    },
    [setValue],
  );
  const placeFromAddress = (candidate: GeocodeCandidate) => {
    setFound(candidate);
    place(candidate.location, 'address', candidate.precision);
    setView({ center: candidate.location, zoom: zoomForPrecision(candidate.precision) });
    setShowMap(true);
  };
  // A pin dragged, a click on the map or a nudge: the partner put it there, on a point.
  const placeOnMap = useCallback((point: Point) => place(point, 'map', 'point'), [place]);
  const placeAtDevice = useCallback(
    (point: Point) => {
      place(point, 'device', 'point');
      setView({ center: point, zoom: zoomForPrecision('point') });
    },
    [place],
  );
  // Where the partner stands, precisely: a venue's spot, not the searcher's area.
  const { status, locate } = useGeolocation(placeAtDevice, { accuracy: 'precise' });
  const typed = () => {
    setValue('locationSource', 'typed', { shouldDirty: true });
    setValue('locationPrecision', 'point', { shouldDirty: true });
  };

  const point = pointOf(latitude, longitude);
  const approximate =
    source === 'address' && precision !== '' && !placesTheDoor(precision)
      ? APPROXIMATE[precision as keyof typeof APPROXIMATE]
      : null;
  return (
    <fieldset className="portal-fieldset location-fields">
      <legend>Address and location</legend>
      <Controller
        control={control}
        name="address"
        render={({ field, fieldState }) => (
          <AddressLookup
            label="Street address"
            hint="As customers find it. Then Find it on the map to place the pin."
            findLabel="Find on the map"
            autoComplete="street-address"
            name={field.name}
            value={field.value}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={fieldState.error?.message}
            selected={source === 'address' ? found : null}
            onPlace={placeFromAddress}
          />
        )}
      />
      {approximate ? (
        <Notice tone="warning">
          <p>
            {approximate} Drag the pin to your entrance, or move it with the buttons under the map,
            so people nearby find the venue.
          </p>
        </Notice>
      ) : null}
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
          <p>
            Location access is turned off for this site. Find the address or pick the spot on the
            map instead.
          </p>
        </Notice>
      ) : null}
      {status === 'unavailable' ? (
        <Notice tone="error">
          <p>
            This device could not tell where it is. Find the address or pick the spot on the map
            instead.
          </p>
        </Notice>
      ) : null}
      {showMap ? (
        <div className="location-fields__map">
          <p className="field-hint">
            {point
              ? 'Drag the pin to the door, or click the map where it is.'
              : 'Click the map where the venue is.'}
          </p>
          <Suspense fallback={<Loading label="Loading the map…" />}>
            <LocationMap value={point} view={view} onPick={placeOnMap} tiles={tiles} />
          </Suspense>
          {point ? <PinNudgeControls point={point} onMove={placeOnMap} /> : null}
        </div>
      ) : null}
      <div className="portal-form__row">
        <TextField
          label="Latitude"
          hint="For example 35.0967"
          autoComplete="off"
          error={errors.latitude?.message}
          {...register('latitude', { onChange: typed })}
        />
        <TextField
          label="Longitude"
          hint="For example -106.6698"
          autoComplete="off"
          error={errors.longitude?.message}
          {...register('longitude', { onChange: typed })}
        />
      </div>
      <p className="location-fields__origin muted" role="status">
        {point ? originText(source, precision) : null}
      </p>
    </fieldset>
  );
}
