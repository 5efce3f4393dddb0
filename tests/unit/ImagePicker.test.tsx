import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../src/app/AppProviders';
import type { UploadMessage } from '../../src/content/upload';
import { ChakraLayer } from '../../src/ui/ChakraLayer';
import { ImagePicker, type CurrentImage } from '../../src/ui/ImagePicker';
import { useImageSelection, type ImageSelectionOptions } from '../../src/data/images/useImageSelection';
import '../support/dom/jsdom-polyfills';

// The shared picker of the offer form and the gallery dialogs, with its selection hook; image
// preparation (canvas work jsdom cannot do) is stubbed: a file named "kaputt*" does not decode.
const prepare = vi.hoisted(() => vi.fn());
vi.mock('../../src/data/images/prepareImage', () => ({ prepareImage: prepare }));

afterEach(cleanup);
beforeEach(() => {
  prepare.mockReset();
  prepare.mockImplementation(async (file: File) => {
    if (file.name.startsWith('kaputt')) throw new Error('not an image');
    return { blob: file, extension: 'png' };
  });
});

const image = (name: string) => new File(['x'], name, { type: 'image/png' });

interface HarnessProps extends Partial<Pick<ImageSelectionOptions, 'maxFiles' | 'existingCount' | 'replace'>> {
  onRefused?: (message: UploadMessage) => void;
  onPrepareFailed?: (names: string[]) => void;
  current?: CurrentImage[];
  label?: string;
  camera?: boolean;
}

function Harness({ onRefused = () => {}, onPrepareFailed = () => {}, current, label = 'Bilder auswählen', camera, ...options }: HarnessProps) {
  const selection = useImageSelection({ ...options, onRefused, onPrepareFailed });
  return (
    <AppProviders>
      {/* The picker is part of the staff layer: its dialogs bring Chakra (ChakraLayer). */}
      <ChakraLayer>
        <ImagePicker selection={selection} label={label} current={current} camera={camera} />
      </ChakraLayer>
      <output data-testid="count">{selection.images.length}</output>
      <output data-testid="names">{selection.images.map((item) => item.name).join(',')}</output>
    </AppProviders>
  );
}

async function pick(input: HTMLElement, files: File[]) {
  await act(async () => {
    fireEvent.change(input, { target: { files } });
  });
}

describe('ImagePicker', () => {
  it('accepts images only, through a multiple file input', () => {
    render(<Harness />);
    const input = screen.getByLabelText('Bilder auswählen') as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input.accept).toBe('image/*');
    expect(input.multiple).toBe(true);
    expect(screen.getByText('Nur Bilddateien, auch mehrere auf einmal')).toBeTruthy();
  });

  it('prepares each picked file and shows a thumbnail with a remove button', async () => {
    render(<Harness />);
    await pick(screen.getByLabelText('Bilder auswählen'), [image('eins.png'), image('zwei.png')]);
    await waitFor(() => expect(screen.getByTestId('count').textContent).toBe('2'));
    expect(prepare).toHaveBeenCalledTimes(2);
    const list = screen.getByRole('list', { name: 'Ausgewählte Bilder' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('img', { name: 'eins.png' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'eins.png entfernen' }));
    expect(screen.getByTestId('names').textContent).toBe('zwei.png');
    // The removed thumbnail's button is gone: the focus is on the picker, not on the page's start.
    expect(document.activeElement).toBe(screen.getByLabelText('Bilder auswählen'));
  });

  it('shows progress while files are prepared and blocks further picks until done', async () => {
    let release: () => void = () => {};
    prepare.mockImplementationOnce((file: File) => new Promise((resolve) => (release = () => resolve({ blob: file, extension: 'png' }))));
    render(<Harness />);
    const input = screen.getByLabelText('Bilder auswählen') as HTMLInputElement;
    await pick(input, [image('langsam.png'), image('schnell.png')]);
    const progress = screen.getByRole('progressbar', { name: 'Bild 1 von 2 wird vorbereitet' });
    expect(progress.getAttribute('aria-valuemax')).toBe('2');
    expect(progress.getAttribute('aria-valuenow')).toBe('0');
    // Said busy and opening nothing, yet focusable: a disabled input dropped the keyboard focus.
    expect(input.getAttribute('aria-disabled')).toBe('true');
    expect(input.disabled).toBe(false);
    expect(fireEvent.click(input)).toBe(false);
    await act(async () => release());
    expect(input.getAttribute('aria-disabled')).toBe('false');
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(screen.getByTestId('names').textContent).toBe('langsam.png,schnell.png');
  });

  it('offers have no count limit', async () => {
    const onRefused = vi.fn();
    render(<Harness onRefused={onRefused} />);
    await pick(screen.getByLabelText('Bilder auswählen'), Array.from({ length: 25 }, (_, i) => image(`${i}.png`)));
    await waitFor(() => expect(screen.getByTestId('count').textContent).toBe('25'));
    expect(onRefused).not.toHaveBeenCalled();
  });

  it('reports "Zu viele Dateien" when existing plus new exceed maxFiles, and keeps the selection', async () => {
    const onRefused = vi.fn();
    render(<Harness maxFiles={20} existingCount={17} onRefused={onRefused} />);
    const input = screen.getByLabelText('Bilder auswählen');
    await pick(input, [image('a.png'), image('b.png')]);
    await waitFor(() => expect(screen.getByTestId('count').textContent).toBe('2'));
    expect(onRefused).not.toHaveBeenCalled();
    await pick(input, [image('c.png'), image('d.png')]);
    expect(onRefused).toHaveBeenCalledWith({ title: 'Zu viele Dateien', description: 'Sie können maximal 20 Bilder hochladen' });
    expect(screen.getByTestId('count').textContent).toBe('2');
  });

  it('a cover picker (one image, replace) takes a new image in place of the picked and the current one', async () => {
    const onRefused = vi.fn();
    const onRemove = vi.fn();
    const current = [{ url: 'https://example.com/storage/v1/object/public/gallery/alt.webp', src: 'https://example.com/storage/v1/render/image/public/gallery/alt.webp?width=160&height=160', alt: 'Aktuelles Titelbild', removeLabel: 'Titelbild entfernen', onRemove }];
    render(<Harness maxFiles={1} replace label="Titelbild" current={current} onRefused={onRefused} />);
    const input = screen.getByLabelText('Titelbild') as HTMLInputElement;
    expect(input.multiple).toBe(false);
    expect(screen.getByText('Nur Bilddateien; ein neues Bild ersetzt das bisherige')).toBeTruthy();
    await pick(input, [image('cover.png')]);
    await waitFor(() => expect(screen.getByTestId('names').textContent).toBe('cover.png'));
    await pick(input, [image('neu.png')]);
    await waitFor(() => expect(screen.getByTestId('names').textContent).toBe('neu.png'));
    expect(onRefused).not.toHaveBeenCalled();
    // Two at once (a drop) are still too many for a cover.
    fireEvent.drop(screen.getByTestId('image-drop-zone'), { dataTransfer: { files: [image('x.png'), image('y.png')] } });
    expect(onRefused).toHaveBeenCalledWith({ title: 'Zu viele Dateien', description: 'Sie können maximal 1 Bild hochladen' });
    expect(screen.getByTestId('names').textContent).toBe('neu.png');
  });

  it('rejects non-image files, also when dropped', async () => {
    const onRefused = vi.fn();
    render(<Harness onRefused={onRefused} />);
    await act(async () => {
      fireEvent.drop(screen.getByTestId('image-drop-zone'), { dataTransfer: { files: [new File(['x'], 'notiz.txt', { type: 'text/plain' }), image('ok.png')] } });
    });
    expect(onRefused).toHaveBeenCalledTimes(1);
    expect(onRefused.mock.calls[0]?.[0].description).toContain('notiz.txt');
    await waitFor(() => expect(screen.getByTestId('names').textContent).toBe('ok.png'));
  });

  it('a file that cannot be prepared is reported and left out; the others are kept', async () => {
    const onPrepareFailed = vi.fn();
    render(<Harness onPrepareFailed={onPrepareFailed} />);
    await pick(screen.getByLabelText('Bilder auswählen'), [image('gut.png'), image('kaputt.png')]);
    await waitFor(() => expect(onPrepareFailed).toHaveBeenCalledWith(['kaputt.png']));
    expect(screen.getByTestId('names').textContent).toBe('gut.png');
  });

  it('a drop with a text file, an SVG and an unreadable image names all three in the last message (one toast shows at a time)', async () => {
    const onRefused = vi.fn();
    const onPrepareFailed = vi.fn();
    render(<Harness onRefused={onRefused} onPrepareFailed={onPrepareFailed} />);
    const files = [new File(['x'], 'notiz.txt', { type: 'text/plain' }), new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }), image('gut.png'), image('kaputt.png')];
    await act(async () => {
      fireEvent.drop(screen.getByTestId('image-drop-zone'), { dataTransfer: { files } });
    });
    await waitFor(() => expect(onRefused).toHaveBeenCalledTimes(2));
    // At once: what was refused by its type; once prepared, that again with what could not be read.
    expect(onRefused.mock.calls[0]?.[0]).toEqual({
      title: 'Nur Bilddateien',
      description: '„notiz.txt“ ist keine Bilddatei und wurde nicht übernommen. „logo.svg“ ist eine Vektorgrafik (SVG) und wurde nicht übernommen. Bitte als JPG, PNG oder WebP speichern.',
    });
    expect(onRefused.mock.calls[1]?.[0].description).toBe(`${onRefused.mock.calls[0]?.[0].description} „kaputt.png“ ließ sich nicht als Bild öffnen (beschädigt oder kein Bild) und wurde nicht übernommen.`);
    expect(onPrepareFailed).not.toHaveBeenCalled();
    expect(screen.getByTestId('names').textContent).toBe('gut.png');
  });

  it('shows the images the record has first, each with its own remove label', () => {
    const onRemove = vi.fn();
    render(<Harness current={[{ url: 'https://example.com/a.png', src: 'https://example.com/a.png', alt: 'Bild 1', removeLabel: 'Bild 1 entfernen', onRemove }]} />);
    expect(screen.getByRole('img', { name: 'Bild 1' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Bild 1 entfernen' }));
    expect(onRemove).toHaveBeenCalledTimes(1);
  });

  it("a current image that cannot be loaded (offline, never seen here) shows a titled frame, not the browser's broken image", () => {
    render(<Harness current={[{ url: 'https://example.com/a.png', src: 'https://example.com/a.png', alt: 'Bild 1', removeLabel: 'Bild 1 entfernen', onRemove: vi.fn() }]} />);
    fireEvent.error(screen.getByRole('img', { name: 'Bild 1' }));
    const frame = screen.getByTestId('image-unavailable');
    expect(frame.getAttribute('aria-label')).toBe('Bild 1');
    expect(frame.textContent).toBe('Bild 1Bild nicht geladen');
    expect(screen.getByRole('button', { name: 'Bild 1 entfernen' })).toBeTruthy();
  });

  describe("'Foto aufnehmen' (the camera)", () => {
    const realMatchMedia = window.matchMedia;
    function pointer(coarse: boolean) {
      window.matchMedia = ((query: string) => ({ matches: coarse && query === '(pointer: coarse)', media: query, addEventListener() {}, removeEventListener() {} })) as unknown as typeof window.matchMedia;
    }
    afterEach(() => {
      window.matchMedia = realMatchMedia;
    });

    it('on a touch device: a camera input (image/*, capture=environment) whose photo joins the selection', async () => {
      pointer(true);
      render(<Harness />);
      // Nothing to drag or click with a finger.
      expect(screen.getByTestId('image-drop-zone').textContent).toContain('Tippen, um Bilder auszuwählen');
      expect(screen.getByTestId('image-drop-zone').textContent).not.toContain('klicken');
      const cameraInput = screen.getByLabelText('Foto aufnehmen') as HTMLInputElement;
      expect(cameraInput.type).toBe('file');
      expect(cameraInput.accept).toBe('image/*');
      expect(cameraInput.getAttribute('capture')).toBe('environment');
      expect(cameraInput.multiple).toBe(false);
      await pick(cameraInput, [image('kamera.jpg')]);
      await waitFor(() => expect(screen.getByTestId('names').textContent).toBe('kamera.jpg'));
    });

    it('not offered with a fine pointer only (a desktop), unless asked for', () => {
      pointer(false);
      render(<Harness />);
      expect(screen.queryByLabelText('Foto aufnehmen')).toBeNull();
      expect(screen.getByTestId('image-drop-zone').textContent).toContain('Bilder hierher ziehen oder klicken, um sie auszuwählen');
      cleanup();
      render(<Harness camera />);
      expect(screen.getByLabelText('Foto aufnehmen')).toBeTruthy();
    });
  });
});
