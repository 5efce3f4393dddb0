import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { brands } from '../../../src/content/brands';
import { BrandEntry } from '../../../src/features/landing/brands/BrandEntry';

afterEach(cleanup);

describe('a brand in the logo strip', () => {
  it('shows its logo; a logo that cannot be loaded leaves the name in its place, and comes back online', () => {
    const brand = brands[0]!;
    const { container } = render(<BrandEntry brand={brand} />);
    const name = () => container.querySelector('[data-name]')!;
    expect(container.querySelector('img')!.getAttribute('src')).toBe(brand.logo);
    expect(name().hasAttribute('data-alone')).toBe(false);

    // Offline, a logo never seen: no broken image, the name stands alone (the strip's class shows it).
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(name().textContent).toBe(brand.name);
    expect(name().hasAttribute('data-alone')).toBe(true);

    act(() => void window.dispatchEvent(new Event('online')));
    expect(container.querySelector('img')!.getAttribute('src')).toBe(brand.logo);
    expect(name().hasAttribute('data-alone')).toBe(false);
  });
});
