import '@testing-library/jest-dom/vitest';

import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { PhoneField, SelectField, UrlField } from './field';
import { Options } from './options';

afterEach(cleanup);

describe('PhoneField', () => {
  it('masks a US number as it is typed and hands the masked text to the caller', async () => {
    const seen: string[] = [];
    const onChange = vi.fn((event: { target: { value: string } }) => {
      seen.push(event.target.value);
    });
    render(
      <PhoneField label="Phone (optional)" error="Enter a US phone number." onChange={onChange} />,
    );
    const input = screen.getByLabelText('Phone (optional)');
    await userEvent.type(input, '5055550134');
    expect(input).toHaveValue('(505) 555-0134');
    expect(seen.at(-1)).toBe('(505) 555-0134');
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAttribute('autocomplete', 'tel-national');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter a US phone number.');
  });
});

describe('UrlField', () => {
  it('is a labelled URL input whose defaults the caller can override', () => {
    render(<UrlField label="Website (optional)" placeholder="https://example.org" />);
    const input = screen.getByLabelText('Website (optional)');
    expect(input).toHaveAttribute('type', 'url');
    expect(input).toHaveAttribute('autocomplete', 'url');
    expect(input).toHaveAttribute('placeholder', 'https://example.org');
    expect(input).not.toHaveAttribute('aria-invalid');
  });
});

describe('Options', () => {
  it('lists each value in order under its label, and the value itself when unlabelled', async () => {
    const labels = { food: 'Food & drink', retail: 'Shops' } as const;
    const onChange = vi.fn();
    render(
      <>
        <SelectField label="Kind" defaultValue="" onChange={onChange}>
          <option value="">Any</option>
          <Options values={['food', 'retail'] as const} label={(kind) => labels[kind]} />
        </SelectField>
        <SelectField label="Radius">
          <Options values={[1, 5, 25]} />
        </SelectField>
      </>,
    );
    const kind = screen.getByLabelText('Kind');
    expect(
      [...kind.querySelectorAll('option')].map((option) => [option.value, option.textContent]),
    ).toEqual([
      ['', 'Any'],
      ['food', 'Food & drink'],
      ['retail', 'Shops'],
    ]);
    await userEvent.selectOptions(kind, 'Shops');
    expect(kind).toHaveValue('retail');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(
      [...screen.getByLabelText('Radius').querySelectorAll('option')].map((o) => o.textContent),
    ).toEqual(['1', '5', '25']);
  });
});
