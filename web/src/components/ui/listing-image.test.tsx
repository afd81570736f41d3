import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ListingImage } from './listing-image';

const image = {
  fileId: 'f1',
  variants: [
    { name: 'thumb' as const, url: 'https://cdn.example/f1/thumb.webp', width: 400, height: 225 },
    { name: 'card' as const, url: 'https://cdn.example/f1/card.webp', width: 1200, height: 675 },
  ],
};

describe('ListingImage', () => {
  it('renders the variants as a lazy srcset with their intrinsic size', () => {
    const { container } = render(
      <ListingImage image={image} imageUrl="https://typed.example/x.jpg" sizes="20rem" />,
    );
    const img = container.querySelector('img');
    expect(img?.getAttribute('srcset')).toBe(
      'https://cdn.example/f1/thumb.webp 400w, https://cdn.example/f1/card.webp 1200w',
    );
    expect(img?.getAttribute('src')).toBe('https://cdn.example/f1/card.webp');
    expect(img?.getAttribute('sizes')).toBe('20rem');
    expect(img?.getAttribute('loading')).toBe('lazy');
    expect([img?.getAttribute('width'), img?.getAttribute('height')]).toEqual(['1200', '675']);
    expect(img?.getAttribute('alt')).toBe('');
  });

  it('falls back to a typed address, and loads at once when it is the page’s picture', () => {
    const { container } = render(
      <ListingImage image={null} imageUrl="https://typed.example/x.jpg" sizes="100vw" priority />,
    );
    const img = container.querySelector('img');
    expect(img?.getAttribute('src')).toBe('https://typed.example/x.jpg');
    expect(img?.hasAttribute('srcset')).toBe(false);
    expect(img?.getAttribute('loading')).toBe('eager');
  });

  it('renders nothing without a picture', () => {
    const { container } = render(<ListingImage image={null} imageUrl={null} sizes="100vw" />);
    expect(container.innerHTML).toBe('');
  });
});
