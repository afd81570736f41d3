import '@testing-library/jest-dom/vitest';

import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { PhoneField, UrlField } from './field';

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
