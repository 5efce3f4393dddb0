import { useState } from 'react';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../src/app/AppProviders';
import type { UploadMessage } from '../../../src/content/upload';
import { ImagePicker } from '../../../src/ui/ImagePicker';
import '../support/jsdom-polyfills';

afterEach(cleanup);

const image = (name: string) => new File(['x'], name, { type: 'image/png' });

function Harness({ maxFiles, existingCount, multiple, onError }: { maxFiles?: number; existingCount?: number; multiple?: boolean; onError: (error: UploadMessage) => void }) {
  const [files, setFiles] = useState<File[]>([]);
  return (
    <AppProviders>
      <ImagePicker files={files} onChange={setFiles} onError={onError} maxFiles={maxFiles} existingCount={existingCount} multiple={multiple} />
      <output data-testid="count">{files.length}</output>
    </AppProviders>
  );
}

function pick(input: HTMLElement, files: File[]) {
  fireEvent.change(input, { target: { files } });
}

describe('ImagePicker', () => {
  it('accepts images only, through a multiple file input', () => {
    render(<Harness onError={() => {}} />);
    const input = screen.getByLabelText('Bilder auswählen') as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input.accept).toBe('image/*');
    expect(input.multiple).toBe(true);
  });

  it('shows a thumbnail with a remove button per picked file', () => {
    render(<Harness onError={() => {}} />);
    pick(screen.getByLabelText('Bilder auswählen'), [image('eins.png'), image('zwei.png')]);
    const list = screen.getByRole('list', { name: 'Ausgewählte Bilder' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('img', { name: 'eins.png' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'eins.png entfernen' }));
    expect(screen.getByTestId('count').textContent).toBe('1');
    expect(screen.queryByRole('img', { name: 'eins.png' })).toBeNull();
  });

  it('reports "Zu viele Dateien" when existing plus new exceed maxFiles, and keeps the selection', () => {
    const onError = vi.fn();
    render(<Harness maxFiles={20} existingCount={18} onError={onError} />);
    const input = screen.getByLabelText('Bilder auswählen');
    pick(input, [image('a.png'), image('b.png')]);
    expect(onError).not.toHaveBeenCalled();
    expect(screen.getByTestId('count').textContent).toBe('2');
    pick(input, [image('c.png')]);
    expect(onError).toHaveBeenCalledWith({ title: 'Zu viele Dateien', description: 'Sie können maximal 20 Bilder hochladen' });
    expect(screen.getByTestId('count').textContent).toBe('2');
  });

  it('a single-image picker (cover) refuses a second image', () => {
    const onError = vi.fn();
    render(<Harness maxFiles={1} multiple={false} onError={onError} />);
    const input = screen.getByLabelText('Bild auswählen') as HTMLInputElement;
    expect(input.multiple).toBe(false);
    pick(input, [image('cover.png')]);
    pick(input, [image('zweites.png')]);
    expect(onError).toHaveBeenCalledWith({ title: 'Zu viele Dateien', description: 'Sie können maximal 1 Bilder hochladen' });
    expect(screen.getByTestId('count').textContent).toBe('1');
  });

  it('rejects non-image files, also when dropped', () => {
    const onError = vi.fn();
    render(<Harness onError={onError} />);
    fireEvent.drop(screen.getByTestId('image-drop-zone'), { dataTransfer: { files: [new File(['x'], 'notiz.txt', { type: 'text/plain' }), image('ok.png')] } });
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]?.[0].description).toContain('notiz.txt');
    expect(screen.getByTestId('count').textContent).toBe('1');
  });
});
