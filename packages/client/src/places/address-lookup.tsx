import {
  GEOCODE_ADDRESS_MAX_LENGTH,
  GEOCODE_ADDRESS_REQUIRED,
  GEOCODE_PRECISION_LABELS,
  type GeocodeCandidate,
  fieldErrorsOf,
} from '@fundax/core';
import { type KeyboardEvent, type ReactNode, type Ref, useState } from 'react';

import { geocodeAddressThunk } from '../callables/public-callable-thunks';
import { useThunk } from '../hooks/use-thunk';
import { CallFailureNotice } from '../ui/failure-notice';
import { TextField } from '../ui/field';
import { ProgressButton } from '../ui/submit-button';
import { AttributionText } from './attribution-text';
import './address-lookup.css';

export interface AddressLookupProps {
  /** The field's label, e.g. "Near an address or ZIP". */
  label?: string;
  hint?: ReactNode;
  /** The button that looks the address up. */
  findLabel?: string;
  defaultValue?: string;
  /**
   * The field's text, when the caller keeps it (a venue form stores the typed street address
   * itself); then `onValueChange` receives each edit. Left out, the lookup keeps its own.
   */
  value?: string;
  onValueChange?: (value: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  /** The field's name in a surrounding form. */
  name?: string;
  /** The surrounding form's message for the field (e.g. the address is too short). */
  error?: string | undefined;
  /** Put the cursor in the field when it appears (it was opened on request). */
  focusOnMount?: boolean;
  autoComplete?: string;
  /**
   * The place in use, when the caller may stop using it (e.g. "Use my location" took over):
   * no candidate shows as chosen unless it is this one. Left out, the last one chosen here.
   */
  selected?: GeocodeCandidate | null;
  /** More controls on the field's line, after Find (e.g. "or Use my location"). */
  actions?: ReactNode;
  /** The place to use: the best candidate at once, another when the person picks it. */
  onPlace: (place: GeocodeCandidate) => void;
}

const samePlace = (a: GeocodeCandidate, b: GeocodeCandidate | null | undefined) =>
  b != null &&
  a.label === b.label &&
  a.location[0] === b.location[0] &&
  a.location[1] === b.location[1];

/**
 * Finds a street address, ZIP code or place with `geocodeAddress` and hands the caller a place.
 * The best candidate is used at once (one step for the usual ZIP code); when there are several,
 * the others are offered as buttons to pick instead. The data credit the answer carries is shown
 * beside it, as the geocoders' licences ask. Not a <form>: it can sit inside another form (a
 * venue form); Enter in the field looks up instead of submitting that form.
 */
export function AddressLookup({
  label = 'Address or ZIP code',
  hint,
  findLabel = 'Find',
  defaultValue = '',
  value,
  onValueChange,
  onBlur,
  inputRef,
  name = 'address',
  error: formError,
  focusOnMount = false,
  autoComplete = 'street-address',
  selected,
  actions,
  onPlace,
}: AddressLookupProps) {
  const [ownAddress, setOwnAddress] = useState(defaultValue);
  const address = value ?? ownAddress;
  const setAddress = (text: string) => {
    if (value === undefined) setOwnAddress(text);
    onValueChange?.(text);
  };
  const [asked, setAsked] = useState('');
  const [chosen, setChosen] = useState<GeocodeCandidate | null>(null);
  // The contract's own message for an empty field, said here: the public callable goes without
  // its schemas (publicCallable), so nothing would check it before the call.
  const [empty, setEmpty] = useState(false);
  const geocode = useThunk(geocodeAddressThunk);

  const choose = (place: GeocodeCandidate) => {
    setChosen(place);
    onPlace(place);
  };
  const lookUp = async () => {
    setEmpty(address.trim() === '');
    if (address.trim() === '') return;
    setAsked(address.trim());
    const outcome = await geocode.run({ address });
    const best = outcome.ok ? outcome.data.candidates[0] : undefined;
    if (best) choose(best);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (!geocode.pending) void lookUp();
  };

  const error = geocode.status === 'failed' ? geocode.error : null;
  const lookupError = empty
    ? GEOCODE_ADDRESS_REQUIRED
    : error
      ? fieldErrorsOf(error).address
      : undefined;
  const fieldError = lookupError ?? formError;
  const answer = geocode.status === 'succeeded' ? geocode.data : null;
  const current = selected === undefined ? chosen : selected;
  const candidates = answer?.candidates ?? [];

  return (
    <div className="address-lookup">
      <div className="address-lookup__row">
        <TextField
          label={label}
          hint={hint}
          error={fieldError}
          type="text"
          name={name}
          ref={inputRef}
          value={address}
          onChange={(event) => setAddress(event.target.value)}
          onBlur={onBlur}
          onKeyDown={onKeyDown}
          maxLength={GEOCODE_ADDRESS_MAX_LENGTH}
          autoComplete={autoComplete}
          enterKeyHint="search"
          // eslint-disable-next-line jsx-a11y/no-autofocus -- opened on request, the field is what the person asked for
          autoFocus={focusOnMount}
        />
        <ProgressButton
          type="button"
          variant="secondary"
          pending={geocode.pending}
          pendingLabel="Finding…"
          onClick={() => void lookUp()}
        >
          {findLabel}
        </ProgressButton>
        {actions}
      </div>
      {error && !lookupError ? (
        <CallFailureNotice error={error} prefix="We could not look up that place." />
      ) : null}
      <p className="address-lookup__status" role="status">
        {answer === null
          ? null
          : candidates.length === 0
            ? `We could not find “${asked}”. Check the spelling, or try a ZIP code such as 87102 or a town such as Rio Rancho.`
            : candidates.length === 1
              ? `Found ${candidates[0]?.label} (${GEOCODE_PRECISION_LABELS[candidates[0]!.precision]}).`
              : `${candidates.length} places match “${asked}”. Using the first; pick another if it is not the one.`}
      </p>
      {candidates.length > 1 ? (
        <ul className="address-lookup__candidates" aria-label={`Places matching “${asked}”`}>
          {candidates.map((candidate) => (
            <li key={`${candidate.label}|${candidate.location.join(',')}`}>
              <button
                type="button"
                className="address-lookup__candidate"
                aria-pressed={samePlace(candidate, current)}
                onClick={() => choose(candidate)}
              >
                {candidate.label}{' '}
                <span className="address-lookup__precision">
                  — {GEOCODE_PRECISION_LABELS[candidate.precision]}
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {answer?.attribution && candidates.length > 0 ? (
        <p className="address-lookup__attribution">
          Place data: <AttributionText text={answer.attribution} />
        </p>
      ) : null}
    </div>
  );
}
