import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { system } from '../../src/ui/theme/system';
import { RemoteImage } from '../../src/ui/RemoteImage';

afterEach(cleanup);

function show(src: string) {
  return (
    <ChakraProvider value={system}>
      <RemoteImage src={src} alt="Titelbild" caption="Album Salbei" data-testid="cover" />
    </ChakraProvider>
  );
}

describe('RemoteImage', () => {
  it('shows the title in a frame when the image cannot load, and tries again when the src changes, back to a failed one included', () => {
    const server = 'https://backend.test/storage/v1/render/image/public/album-covers/neu.webp?width=400';
    const { rerender } = render(show(server));
    // Rendered before the upload was done: the server does not have the file yet.
    fireEvent.error(screen.getByTestId('cover'));
    expect(screen.getByTestId('image-unavailable').textContent).toBe('Album Salbei');

    rerender(show('blob:http://localhost/waiting-file'));
    expect(screen.getByTestId('cover').getAttribute('src')).toBe('blob:http://localhost/waiting-file');

    // The upload is done: the server's URL again, now loadable.
    rerender(show(server));
    expect(screen.getByTestId('cover').getAttribute('src')).toBe(server);
    expect(screen.queryByTestId('image-unavailable')).toBeNull();
  });

});
