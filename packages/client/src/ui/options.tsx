import type { ReactNode } from 'react';

// Apart from the form fields (field.tsx): the home page's nearby filters and the business
// directory's category select need only this, and the fields are not in the kit group.

/**
 * One `<option>` per value, in the given order: a select's list of categories, roles or radii.
 * `label` names a value for people (the value itself when left out).
 */
export function Options<V extends string | number>({
  values,
  label = String,
}: {
  values: readonly V[];
  label?: (value: V) => ReactNode;
}) {
  return values.map((value) => (
    <option key={value} value={value}>
      {label(value)}
    </option>
  ));
}
