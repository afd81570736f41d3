import { maskUsPhoneInput } from '@fundax/core';
import { type ComponentProps, type ReactNode, useId } from 'react';

interface FieldFrameProps {
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
}

/**
 * One labelled control with its hint and error. The error is tied to the control with
 * aria-describedby and aria-invalid, so a screen reader reads it when the field gets focus.
 */
function FieldFrame({ label, hint, error, children }: FieldFrameProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      {children({ id, describedBy: describedBy || undefined, invalid: Boolean(error) })}
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type Common = { label: string; hint?: ReactNode; error?: string | undefined };

export function TextField({ label, hint, error, ...input }: Common & ComponentProps<'input'>) {
  return (
    <FieldFrame label={label} hint={hint} error={error}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          {...input}
        />
      )}
    </FieldFrame>
  );
}

export function TextAreaField({
  label,
  hint,
  error,
  ...textarea
}: Common & ComponentProps<'textarea'>) {
  return (
    <FieldFrame label={label} hint={hint} error={error}>
      {({ id, describedBy, invalid }) => (
        <textarea
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          {...textarea}
        />
      )}
    </FieldFrame>
  );
}

export function SelectField({
  label,
  hint,
  error,
  children,
  ...select
}: Common & ComponentProps<'select'>) {
  return (
    <FieldFrame label={label} hint={hint} error={error}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          {...select}
        >
          {children}
        </select>
      )}
    </FieldFrame>
  );
}

/** A group of checkboxes (or one) under a legend, with the group's error. */
export function CheckGroup({
  legend,
  hint,
  error,
  children,
}: {
  legend: string;
  hint?: ReactNode;
  error?: string | undefined;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="field">
      <fieldset
        aria-describedby={
          [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') ||
          undefined
        }
      >
        <legend>{legend}</legend>
        {hint ? (
          <p id={`${id}-hint`} className="field-hint">
            {hint}
          </p>
        ) : null}
        <div className="checks">{children}</div>
        {error ? (
          <p id={`${id}-error`} className="field-error">
            {error}
          </p>
        ) : null}
      </fieldset>
    </div>
  );
}

/**
 * A US phone number, masked to "(505) 555-0134" as it is typed. The mask runs before the
 * caller's onChange (react-hook-form's `register`), so the form holds the masked text.
 */
export function PhoneField({ onChange, ...input }: Common & ComponentProps<'input'>) {
  return (
    <TextField
      type="tel"
      autoComplete="tel-national"
      placeholder="(505) 555-0134"
      {...input}
      onChange={(event) => {
        event.target.value = maskUsPhoneInput(event.target.value);
        onChange?.(event);
      }}
    />
  );
}

/** A web address; the browser offers URL autofill and a URL keyboard. */
export function UrlField(props: Common & ComponentProps<'input'>) {
  return <TextField type="url" autoComplete="url" placeholder="https://" {...props} />;
}
