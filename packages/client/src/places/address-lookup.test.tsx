import '@testing-library/jest-dom/vitest';
import { invalidArgumentError } from '@fundax/core';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '../testing/render-with-providers';
import { AddressLookup } from './address-lookup';

const calls = vi.hoisted(() => ({ geocodeAddress: vi.fn() }));

// The module boundary: the network. geocodeAddress is public, so it goes by name without its
// schemas (publicCallable): the server checks the input, answering as the contract would.
vi.mock('../callables/callable', async () => {
  const { CallFailure } = await import('../callables/call-error');
  const { geocodeAddress } = await import('@fundax/core');
  return {
    callable: () => vi.fn(),
    publicCallable: () => (input: unknown) => {
      const checked = geocodeAddress.input.safeParse(input);
      if (!checked.success)
        return Promise.reject(new CallFailure(invalidArgumentError(checked.error)));
      return calls.geocodeAddress(checked.data) as Promise<unknown>;
    },
  };
});

const ZIP = {
  location: [35.0842, -106.6511] as [number, number],
  label: '87102, Albuquerque, NM',
  precision: 'zip' as const,
};
const CITY = {
  location: [35.0844, -106.6504] as [number, number],
  label: 'Albuquerque, NM',
  precision: 'city' as const,
};
const OFFLINE = 'ZIP code centres: U.S. Census Bureau. Places: GeoNames (geonames.org), CC BY 4.0.';

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function renderLookup(props: Partial<Parameters<typeof AddressLookup>[0]> = {}) {
  const onPlace = vi.fn();
  const view = renderWithProviders(
    <AddressLookup label="Near an address or ZIP" onPlace={onPlace} {...props} />,
  );
  return {
    ...view,
    onPlace,
    field: screen.getByRole('textbox', { name: 'Near an address or ZIP' }),
  };
}

describe('AddressLookup', () => {
  it('uses the best place at once and offers the others to pick, with the data credit', async () => {
    calls.geocodeAddress.mockResolvedValue({ candidates: [ZIP, CITY], attribution: OFFLINE });
    const { user, onPlace, field } = renderLookup();
    await user.type(field, '87102');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(calls.geocodeAddress).toHaveBeenCalledWith({ address: '87102' });
    expect(onPlace).toHaveBeenCalledWith(ZIP);
    expect(
      await screen.findByText(
        '2 places match “87102”. Using the first; pick another if it is not the one.',
      ),
    ).toHaveAttribute('role', 'status');
    const places = screen.getByRole('list', { name: 'Places matching “87102”' });
    const [zip, city] = within(places).getAllByRole('button');
    expect(zip).toHaveAccessibleName('87102, Albuquerque, NM — ZIP code area');
    expect(zip).toHaveAttribute('aria-pressed', 'true');
    expect(city).toHaveAttribute('aria-pressed', 'false');
    await user.click(city!);
    expect(onPlace).toHaveBeenLastCalledWith(CITY);
    expect(city).toHaveAttribute('aria-pressed', 'true');
    expect(zip).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText(/^Place data:/)).toHaveTextContent(OFFLINE);
  });

  it('looks up on Enter without submitting a form it sits in', async () => {
    calls.geocodeAddress.mockResolvedValue({ candidates: [CITY], attribution: null });
    const submit = vi.fn((event: Event) => event.preventDefault());
    const onPlace = vi.fn();
    const { user } = renderWithProviders(
      <form aria-label="Venue" onSubmit={(event) => submit(event.nativeEvent)}>
        <AddressLookup onPlace={onPlace} />
      </form>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Address or ZIP code' }), 'ABQ{Enter}');
    expect(await screen.findByText('Found Albuquerque, NM (Town).')).toBeInTheDocument();
    expect(onPlace).toHaveBeenCalledWith(CITY);
    expect(submit).not.toHaveBeenCalled();
    // No list for a single place, and no credit when the answer carries none.
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByText(/^Place data:/)).not.toBeInTheDocument();
  });

  it('links a web address in the credit', async () => {
    calls.geocodeAddress.mockResolvedValue({
      candidates: [{ ...ZIP, precision: 'address', label: '400 Central Ave SW' }],
      attribution: '© OpenStreetMap contributors (ODbL), https://www.openstreetmap.org/copyright',
    });
    const { user, field } = renderLookup();
    await user.type(field, '400 Central Ave SW{Enter}');
    const link = await screen.findByRole('link', { name: 'www.openstreetmap.org/copyright' });
    expect(link).toHaveAttribute('href', 'https://www.openstreetmap.org/copyright');
  });

  it('says plainly when nothing matches, and places nothing', async () => {
    calls.geocodeAddress.mockResolvedValue({ candidates: [], attribution: null });
    const { user, onPlace, field } = renderLookup();
    await user.type(field, 'asdf qwerty{Enter}');
    expect(
      await screen.findByText(
        'We could not find “asdf qwerty”. Check the spelling, or try a ZIP code such as 87102 or a town such as Rio Rancho.',
      ),
    ).toBeInTheDocument();
    expect(onPlace).not.toHaveBeenCalled();
  });

  it('puts the contract’s message on an empty field, without a call', async () => {
    const { user, field } = renderLookup();
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(calls.geocodeAddress).not.toHaveBeenCalled();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Type an address, a ZIP code or a place.');
  });

  it('shows a failed call in the catalogue’s words', async () => {
    calls.geocodeAddress.mockRejectedValue({ code: 'unavailable', message: 'socket hang up' });
    const { user, field } = renderLookup();
    await user.type(field, '87102{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^We could not look up that place\. /);
    expect(alert).not.toHaveTextContent('socket hang up');
  });

  it('marks no place chosen once the caller stopped using it', async () => {
    calls.geocodeAddress.mockResolvedValue({ candidates: [ZIP, CITY], attribution: OFFLINE });
    const { user, field, rerender } = renderLookup();
    await user.type(field, '87102{Enter}');
    const places = await screen.findByRole('list', { name: 'Places matching “87102”' });
    rerender(<AddressLookup label="Near an address or ZIP" onPlace={vi.fn()} selected={null} />);
    for (const button of within(places).getAllByRole('button')) {
      expect(button).toHaveAttribute('aria-pressed', 'false');
    }
  });

  it('can keep no text of its own: a form holds the address and its message', async () => {
    calls.geocodeAddress.mockResolvedValue({ candidates: [CITY], attribution: null });
    const onValueChange = vi.fn();
    const onPlace = vi.fn();
    const { user, rerender } = renderWithProviders(
      <AddressLookup
        label="Street address"
        name="street"
        value="4"
        onValueChange={onValueChange}
        error="Address must be at least 5 characters."
        onPlace={onPlace}
      />,
    );
    const field = screen.getByRole('textbox', { name: 'Street address' });
    expect(field).toHaveAttribute('name', 'street');
    expect(field).toHaveAccessibleDescription('Address must be at least 5 characters.');
    await user.type(field, '0');
    // The caller decides: until it passes the new text back, the field shows its own value.
    expect(onValueChange).toHaveBeenLastCalledWith('40');
    expect(field).toHaveValue('4');
    rerender(<AddressLookup label="Street address" value="400 Central Ave SW" onPlace={onPlace} />);
    expect(field).toHaveValue('400 Central Ave SW');
    expect(field).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(calls.geocodeAddress).toHaveBeenCalledWith({ address: '400 Central Ave SW' });
    expect(onPlace).toHaveBeenCalledWith(CITY);
  });
});
