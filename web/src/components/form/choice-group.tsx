import { type ComponentProps, type ReactNode, useId } from 'react';

import './choice-group.css';

interface ChoiceGroupProps extends Omit<ComponentProps<'input'>, 'type'> {
  legend: string;
  type: 'checkbox' | 'radio';
  options: readonly { value: string; label: string }[];
  hint?: ReactNode;
  error?: string | undefined;
}

/**
 * A set of checkboxes or radio buttons under one legend (react-hook-form's `register` spreads
 * onto every input, so checked values come back as an array or a single value). The error is
 * tied to the group with aria-describedby, like a single field's.
 */
export function ChoiceGroup({ legend, type, options, hint, error, ...input }: ChoiceGroupProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <fieldset
      className="choice-group"
      aria-describedby={describedBy || undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend>{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      <div className="choice-group__options">
        {options.map((option) => (
          <label key={option.value} className="choice-group__option">
            <input type={type} value={option.value} {...input} /> {option.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
