import 'fake-indexeddb/auto';
import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { system } from '../../../src/ui/theme/system';
import { db } from '../../../src/data/db/database';
import type { Album, GalleryImage, Offer } from '../../../src/data/rows';
import type { Conflict, WaitingEntry } from '../../../src/data/sync/syncStatus';
import { SyncPanel, type SyncPanelProps } from '../../../src/features/sync/SyncPanel';
import '../../support/dom/jsdom-polyfills';

vi.setConfig({ testTimeout: 20_000 });
const jsdomUrls = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
function objectUrls(urls: Pick<typeof URL, 'createObjectURL' | 'revokeObjectURL'>) {
  Object.assign(URL, urls);
}
afterEach(() => {
  cleanup();
  objectUrls(jsdomUrls);
});

const offer: Offer = {
  id: 'o1',
  name: 'Sofa Lindholm',
  manufacturer: 'Nordwerk',
  info: 'Von woanders',
  original_price: 2890,
  sale_price: 1999.5,
  discount: 31,
  images: ['https://x.test/a.webp', 'https://x.test/b.webp'],
  display_order: 1,
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-02T00:00:00.000Z',
};

const image: GalleryImage = {
  id: 'i1',
  album_id: 'a1',
  image_url: 'https://x.test/i.webp',
  title: 'Nachher',
  description: 'Neu bezogen',
  order_index: 0,
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-02T00:00:00.000Z',
};

function renderPanel(conflicts: Conflict[], onResolve = vi.fn(), lastSyncAt: number | null = null, lastError: string | null = null) {
  const props: SyncPanelProps = { pending: 0, waiting: [], syncing: false, lastSyncAt, lastError, failed: [], stalled: [], conflicts, onRetry: vi.fn(), onRetryWaiting: vi.fn(), onDiscard: vi.fn(), onResolve };
  render(
    <ChakraProvider value={system}>
      <SyncPanel {...props} />
    </ChakraProvider>,
  );
  return onResolve;
}

/** The comparison table's rows as [field, mine, theirs] texts (Intl puts a no-break space before "€"). */
function rows(conflict: HTMLElement): string[][] {
  return within(conflict)
    .getAllByTestId('sync-conflict-field')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => (cell.textContent ?? '').replace(/\u00a0/g, ' ')));
}

describe('sync panel: state', () => {
  it('says nothing was sent since the page opened, not that it is unsynchronised, when all is saved', () => {
    renderPanel([]);
    expect(screen.getByTestId('sync-panel-summary').textContent).toBe('Alles gespeichert');
    expect(screen.getByTestId('sync-panel').textContent).toContain('Seit dem Öffnen der Seite noch nichts synchronisiert');
  });

  it('names the time of the last edit sent, as Germans write it, in Berlin time whatever the device\'s zone', () => {
    // 08:05:07 UTC is 09:05:07 in Berlin (CET), whatever zone the machine is set to.
    renderPanel([], vi.fn(), Date.UTC(2026, 10, 27, 8, 5, 7));
    expect(screen.getByTestId('sync-panel').textContent).toContain('Zuletzt synchronisiert: 09:05:07');
    expect(screen.getByTestId('sync-panel').textContent).not.toContain('noch nichts');
  });
});

describe('sync panel: the last error', () => {
  const conflictMessage = 'Der Eintrag wurde inzwischen an anderer Stelle geändert. Bitte wählen Sie, welche Fassung gilt.';
  const conflict: Conflict = { id: 'c1', kind: 'update', table: 'offers', rowId: offer.id, label: 'Sofa Lindholm', mine: { name: 'Sofa' }, theirs: offer, fields: [{ field: 'name', mine: 'Sofa', theirs: offer.name }], message: conflictMessage };

  it('is said once, at its conflict, not again above it', () => {
    renderPanel([conflict], vi.fn(), null, conflictMessage);
    const panel = screen.getByTestId('sync-panel').textContent ?? '';
    expect(panel.split(conflictMessage)).toHaveLength(2);
    expect(panel).not.toContain('Letzter Fehler');
  });

  it('stands above when no entry listed says it', () => {
    renderPanel([conflict], vi.fn(), null, 'Der Server hat die Änderung abgelehnt (Fehler 400).');
    expect(screen.getByTestId('sync-panel').textContent).toContain('Letzter Fehler: Der Server hat die Änderung abgelehnt (Fehler 400).');
  });
});

describe('sync panel: conflicts', () => {
  it('names the offer and shows both versions of the changed fields the German way; both choices work', () => {
    const onResolve = renderPanel([
      {
        id: 'c1',
        kind: 'update',
        table: 'offers',
        rowId: offer.id,
        label: 'Sofa Lindholm',
        mine: { sale_price: 1890.456, discount: 35, images: ['https://x.test/a.webp'] },
        theirs: offer,
        fields: [
          { field: 'sale_price', mine: 1890.46, theirs: 1999.5 },
          { field: 'discount', mine: 35, theirs: 31 },
          { field: 'images', mine: ['https://x.test/a.webp'], theirs: offer.images },
          { field: 'manufacturer', mine: null, theirs: 'Nordwerk' },
        ],
        message: 'Der Eintrag wurde inzwischen an anderer Stelle geändert. Bitte wählen Sie, welche Fassung gilt.',
      },
    ]);
    const conflict = screen.getByTestId('sync-conflict');
    expect(within(conflict).getByText('Änderung: Angebot „Sofa Lindholm“')).toBeTruthy();
    expect(within(conflict).getByRole('table', { name: 'Beide Fassungen: Änderung: Angebot „Sofa Lindholm“' })).toBeTruthy();
    expect(within(conflict).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Ihre Änderung', 'Auf dem Server']);
    // Each field's name heads its pair of versions.
    expect(within(conflict).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Angebotspreis', 'Rabatt', 'Bilder', 'Hersteller']);
    expect(rows(conflict)).toEqual([
      ['Angebotspreis', '1.890,46 €', '1.999,50 €'],
      ['Rabatt', '35 %', '31 %'],
      ['Bilder', '1 Bild', '2 Bilder'],
      ['Hersteller', '(leer)', 'Nordwerk'],
    ]);
    fireEvent.click(within(conflict).getByRole('button', { name: 'Meine Änderung behalten' }));
    fireEvent.click(within(conflict).getByRole('button', { name: 'Server-Version übernehmen' }));
    expect(onResolve.mock.calls).toEqual([
      ['c1', 'mine'],
      ['c1', 'theirs'],
    ]);
  });

  it('lists what needs a decision above the edits that only wait, so those coming and going move no button', () => {
    const props: SyncPanelProps = {
      pending: 2,
      waiting: [{ id: 'w1', kind: 'update', table: 'albums', label: 'Polsterwerkstatt', count: 1, batchId: 'w1' }],
      syncing: false,
      lastSyncAt: null,
      lastError: null,
      conflicts: [{ id: 'c1', kind: 'update', table: 'offers', rowId: offer.id, label: 'Sofa Lindholm', mine: { name: 'Sofa' }, theirs: offer, fields: [{ field: 'name', mine: 'Sofa', theirs: offer.name }], message: 'Geändert.' }],
      failed: [{ id: 'f1', kind: 'update', table: 'offers', bucket: null, rowId: 'o2', label: 'Sessel Amrum', count: 1, message: 'Abgelehnt.', dependents: 0, retryable: true }],
      stalled: [{ id: 's1', kind: 'update', table: 'offers', label: 'Teppich Kiel', attempts: 6, message: 'Server nicht erreichbar.' }],
      onRetry: vi.fn(),
      onRetryWaiting: vi.fn(),
      onDiscard: vi.fn(),
      onResolve: vi.fn(),
    };
    render(
      <ChakraProvider value={system}>
        <SyncPanel {...props} />
      </ChakraProvider>,
    );
    const order = ['sync-conflict', 'sync-failed-entry', 'sync-stalled-entry', 'sync-waiting-entry'].map((id) => screen.getByTestId(id));
    const follows = (a: HTMLElement, b: HTMLElement) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(follows(order[0]!, order[1]!)).toBe(true);
    expect(follows(order[1]!, order[2]!)).toBe(true);
    expect(follows(order[2]!, order[3]!)).toBe(true);
    // What waits for the server can be tried now: the next automatic attempt may be a minute away.
    fireEvent.click(screen.getByRole('button', { name: 'Jetzt erneut versuchen' }));
    expect(props.onRetryWaiting).toHaveBeenCalledOnce();
  });

  it('offers only to discard an edit of a row gone from the server, and says why; a refused one can be tried again', () => {
    const failedEntry = (id: string, retryable: boolean) => ({ id, kind: 'update' as const, table: 'offers' as const, bucket: null, rowId: id, label: id, count: 1, message: 'Abgelehnt.', dependents: 0, retryable });
    const props: SyncPanelProps = { pending: 0, waiting: [], syncing: false, lastSyncAt: null, lastError: null, conflicts: [], failed: [failedEntry('Sessel Amrum', false), failedEntry('Sofa Lindholm', true)], stalled: [], onRetry: vi.fn(), onRetryWaiting: vi.fn(), onDiscard: vi.fn(), onResolve: vi.fn() };
    render(
      <ChakraProvider value={system}>
        <SyncPanel {...props} />
      </ChakraProvider>,
    );
    const [gone, refused] = screen.getAllByTestId('sync-failed-entry');
    expect(within(gone!).queryByRole('button', { name: 'Erneut versuchen' })).toBeNull();
    expect(gone!.textContent).toContain('kann nicht mehr gesendet werden, weil es den Eintrag auf dem Server nicht mehr gibt');
    fireEvent.click(within(gone!).getByRole('button', { name: 'Verwerfen' }));
    expect(props.onDiscard).toHaveBeenCalledWith('Sessel Amrum');
    fireEvent.click(within(refused!).getByRole('button', { name: 'Erneut versuchen' }));
    expect(props.onRetry).toHaveBeenCalledWith('Sofa Lindholm');
    expect(refused!.textContent).toContain('„Erneut versuchen“ wendet sie wieder an');
  });

  it('names the edits that wait, each once with its number of saves (the lines add up to the header), uploads within their save, and counts the rest', () => {
    const edit = (id: string, label: string, batchId = id): WaitingEntry => ({ id, kind: 'update', table: 'offers', label, count: 1, batchId });
    const upload = (id: string, batchId = id): WaitingEntry => ({ id, kind: 'upload', table: null, label: null, count: 1, batchId });
    const show = (waiting: WaitingEntry[]) => {
      cleanup();
      const props: SyncPanelProps = { pending: waiting.length, waiting, syncing: false, lastSyncAt: null, lastError: null, failed: [], stalled: [], conflicts: [], onRetry: vi.fn(), onRetryWaiting: vi.fn(), onDiscard: vi.fn(), onResolve: vi.fn() };
      render(
        <ChakraProvider value={system}>
          <SyncPanel {...props} />
        </ChakraProvider>,
      );
      return screen.queryAllByTestId('sync-waiting-entry').map((entry) => entry.textContent);
    };
    expect(show([])).toEqual([]);
    expect(screen.queryByRole('heading', { name: 'Noch nicht gesendet' })).toBeNull();
    expect(
      show([
        edit('a', 'Sofa Lindholm'),
        { id: 'b', kind: 'insert', table: 'gallery_images', label: null, count: 3, batchId: 'album' },
        upload('c', 'album'),
        upload('d', 'album'),
        upload('e', 'album'),
        edit('f', 'Sofa Lindholm'),
        edit('g', 'Sessel Juist'),
      ]),
    ).toEqual(['Änderung: Angebot „Sofa Lindholm“ (2×)', '3 neue Bilder im Album', 'Änderung: Angebot „Sessel Juist“']);
    // Uploads of a save with nothing else waiting are a line of their own.
    expect(show([edit('a', 'Sofa Lindholm'), upload('c', 'album'), upload('d', 'album')])).toEqual(['Änderung: Angebot „Sofa Lindholm“', 'Hochladen von 2 Bildern']);
    // Two requests of one save (images no longer used, removed from the server) are one change.
    expect(show([{ id: 'r1', kind: 'removeFile', table: null, label: null, count: 1, batchId: 'one' }, { id: 'r2', kind: 'removeFile', table: null, label: null, count: 1, batchId: 'one' }])).toEqual([
      'Entfernen eines nicht verwendeten Bildes vom Server',
    ]);
    expect(screen.getByRole('heading', { name: 'Noch nicht gesendet' })).toBeTruthy();
    expect(show([upload('a')])).toEqual(['Hochladen eines Bildes']);
    const many = show(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'].map((name) => edit(name, `Sessel ${name}`)));
    expect(many).toHaveLength(6);
    expect(many.slice(0, 5)).toEqual(['A', 'B', 'C', 'D', 'E'].map((name) => `Änderung: Angebot „Sessel ${name}“`));
    expect(many[5]).toBe('und 3 weitere Änderungen');
  });

  it("a delete of a row changed elsewhere asks 'trotzdem löschen?' and shows what changed", () => {
    const onResolve = renderPanel([
      {
        id: 'c2',
        kind: 'delete',
        table: 'gallery_images',
        rowId: image.id,
        label: 'Vorher',
        mine: { title: 'Vorher', description: null },
        theirs: image,
        fields: [
          { field: 'title', mine: 'Vorher', theirs: 'Nachher' },
          { field: 'description', mine: null, theirs: 'Neu bezogen' },
        ],
        message: 'Dieser Eintrag wurde inzwischen geändert – trotzdem löschen?',
      },
    ]);
    const conflict = screen.getByTestId('sync-conflict');
    expect(within(conflict).getByText('Löschen: Bild „Vorher“')).toBeTruthy();
    expect(within(conflict).getByText('Dieser Eintrag wurde inzwischen geändert – trotzdem löschen?')).toBeTruthy();
    expect(within(conflict).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Zuletzt auf diesem Gerät', 'Auf dem Server']);
    expect(rows(conflict)).toEqual([
      ['Titel', 'Vorher', 'Nachher'],
      ['Beschreibung', '(leer)', 'Neu bezogen'],
    ]);
    fireEvent.click(within(conflict).getByRole('button', { name: 'Trotzdem löschen' }));
    fireEvent.click(within(conflict).getByRole('button', { name: 'Server-Version übernehmen' }));
    expect(onResolve.mock.calls).toEqual([
      ['c2', 'mine'],
      ['c2', 'theirs'],
    ]);
  });

  it("an album's cover shows as images, the device's own waiting file included", async () => {
    // jsdom has no object URLs; the hook only needs one for the waiting file.
    objectUrls({ createObjectURL: () => 'blob:waiting-cover', revokeObjectURL: () => undefined });
    const mine = 'https://x.test/storage/v1/object/public/gallery/mine.webp';
    await db.blobs.put({ name: 'mine.webp', bucket: 'gallery', blob: new Blob([new Uint8Array([1])], { type: 'image/webp' }), contentType: 'image/webp' });
    const album: Album = { id: 'a1', title: 'Werkstatt', description: null, cover_image: 'https://x.test/storage/v1/object/public/gallery/c.webp', created_at: '', updated_at: '' };
    renderPanel([
      {
        id: 'c3',
        kind: 'update',
        table: 'albums',
        rowId: album.id,
        label: 'Werkstatt neu',
        mine: { title: 'Werkstatt neu', cover_image: mine },
        theirs: album,
        fields: [
          { field: 'title', mine: 'Werkstatt neu', theirs: 'Werkstatt' },
          { field: 'cover_image', mine, theirs: album.cover_image },
          { field: 'description', mine: 'Neu', theirs: null },
        ],
        message: 'Der Eintrag wurde inzwischen an anderer Stelle geändert. Bitte wählen Sie, welche Fassung gilt.',
      },
    ]);
    const conflict = screen.getByTestId('sync-conflict');
    expect(within(conflict).getByText('Änderung: Album „Werkstatt neu“')).toBeTruthy();
    const [own, server] = within(conflict).getAllByRole('img', { name: 'Bild' });
    await waitFor(() => expect(own?.getAttribute('src')).toBe('blob:waiting-cover'));
    expect(server?.getAttribute('src')).toContain('/storage/v1/render/image/public/gallery/c.webp');
    expect(rows(conflict)[2]).toEqual(['Beschreibung', 'Neu', '(leer)']);
  });
});
