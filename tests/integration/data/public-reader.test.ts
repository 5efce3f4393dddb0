import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { EARLY_READ_MAX_AGE_MS, startEarlyReads } from '../../../src/data/remote/earlyReads.ts';
import { offersRead } from '../../../src/data/remote/publicReads.ts';
import { TIMEOUT_CODE } from '../../../src/data/remote/readDeadline.ts';
import { createPublicReader } from '../../../src/data/remote/publicReader.ts';
import type { Remote, Result } from '../../../src/data/remote/remote.ts';
import { createSupabaseRemote } from '../../../src/data/remote/supabaseRemote.ts';
import { startLocalStack, type LocalStack } from '../../../supabase/local/index.ts';
import { makeClient } from '../../support/sync/dataStack.ts';
import { describeTransientError, isTransient } from '../../../src/data/sync/classifyError.ts';
import { syncErrorText } from '../../../src/content/sync.ts';

// Visitors' pulls go out as plain REST requests (no supabase-js): they must read exactly what the
// supabase-js port reads, page windows and totals included, and fail the same way.
let stack: LocalStack;
let reader: ReturnType<typeof createPublicReader>;
let viaSupabase: Remote;

beforeAll(async () => {
  stack = await startLocalStack({ port: 0, dataDir: ':memory:' });
  reader = createPublicReader(() => ({ url: stack.url, anonKey: stack.anonKey }));
  const client = makeClient(stack);
  viaSupabase = createSupabaseRemote(async () => client);
});

afterAll(async () => {
  await stack?.close();
});

describe('public reader against the local stack', () => {
  it('reads the offers as supabase-js does, ordered by display_order', async () => {
    const plain = await reader.fetchOffers();
    expect(plain.error).toBeNull();
    expect(plain.data).toHaveLength(8);
    expect(plain.data).toEqual((await viaSupabase.fetchOffers()).data);
  });

  it('reads album pages with the row before the page and the exact total', async () => {
    for (const page of [1, 2, 3]) {
      const plain = await reader.fetchAlbumsPage(page, 9);
      expect(plain.data).toEqual((await viaSupabase.fetchAlbumsPage(page, 9)).data);
    }
    const second = await reader.fetchAlbumsPage(2, 9);
    expect(second.data?.total).toBe(12);
    expect(second.data?.rows).toHaveLength(3);
    expect(second.data?.before).not.toBeNull();
  });

  it('reads one album; unknown and malformed ids are "not found", not errors', async () => {
    const first = (await reader.fetchAlbumsPage(1, 9)).data!.rows[0]!;
    expect((await reader.fetchAlbum(first.id)).data).toEqual(first);
    expect(await reader.fetchAlbum('00000000-0000-4000-8000-000000000000')).toEqual({ data: null, error: null });
    expect(await reader.fetchAlbum('kein-album')).toEqual({ data: null, error: null });
  });

  it('reads an album\'s images page by page (12 per page)', async () => {
    const albums = (await reader.fetchAlbumsPage(1, 9)).data!.rows.concat((await reader.fetchAlbumsPage(2, 9)).data!.rows);
    let big: { id: string } | undefined;
    for (const album of albums) if ((await reader.fetchAlbumImagesPage(album.id, 1, 12)).data!.total === 30) big = album;
    expect(big).toBeDefined();
    for (const page of [1, 2, 3]) {
      const plain = await reader.fetchAlbumImagesPage(big!.id, page, 12);
      expect(plain.data).toEqual((await viaSupabase.fetchAlbumImagesPage(big!.id, page, 12)).data);
    }
    expect((await reader.fetchAlbumImagesPage(big!.id, 3, 12)).data!.rows).toHaveLength(6);
  });

  it("finds an image's place in its album's order, as the pages list it", async () => {
    const service = makeClient(stack, stack.serviceRoleKey);
    const albumId = '20000000-0000-4000-8000-0000000000f1';
    expect((await service.from('albums').insert({ id: albumId, title: 'Positionen' })).error).toBeNull();
    // Positions with gaps (images were deleted) and ids in another order than the album's.
    const image = (n: number, order_index: number) => ({
      id: `30000000-0000-4000-8000-0000000f${String(n).padStart(4, '0')}`,
      album_id: albumId,
      image_url: `${stack.url}/storage/v1/object/public/gallery/${n}.webp`,
      order_index,
    });
    const rows = [image(3, 0), ...Array.from({ length: 12 }, (_, i) => image(10 + i, 2 * i + 2)), image(2, 40), image(1, 41), image(30, 57)];
    expect((await service.from('gallery_images').insert(rows)).error).toBeNull();
    const listed = [
      ...(await reader.fetchAlbumImagesPage(albumId, 1, 12)).data!.rows,
      ...(await reader.fetchAlbumImagesPage(albumId, 2, 12)).data!.rows,
    ];
    expect(listed.map((row) => row.id).slice(13)).toEqual([image(2, 40).id, image(1, 41).id, image(30, 57).id]);
    for (const [index, row] of listed.entries()) {
      expect(await reader.fetchAlbumImagePosition(albumId, row.id)).toEqual({ data: index + 1, error: null });
      expect(await viaSupabase.fetchAlbumImagePosition(albumId, row.id)).toEqual({ data: index + 1, error: null });
    }
    // Not in this album, unknown, or no id at all: "not there", not an error.
    const otherAlbumImage = (await reader.fetchAlbumImagesPage('20000000-0000-4000-8000-000000000001', 1, 12)).data!.rows[0]!;
    for (const remote of [reader, viaSupabase]) {
      expect(await remote.fetchAlbumImagePosition(albumId, otherAlbumImage.id)).toEqual({ data: null, error: null });
      expect(await remote.fetchAlbumImagePosition(albumId, '30000000-0000-4000-8000-000000000000')).toEqual({ data: null, error: null });
      expect(await remote.fetchAlbumImagePosition(albumId, "x' or 1=1")).toEqual({ data: null, error: null });
      expect(await remote.fetchAlbumImagePosition('kein-album', rows[0]!.id)).toEqual({ data: null, error: null });
    }
    const unreachable = createPublicReader(() => ({ url: 'http://127.0.0.1:9', anonKey: stack.anonKey }));
    expect((await unreachable.fetchAlbumImagePosition(albumId, rows[0]!.id)).error?.status).toBe(0);
  });

  it('reports a network failure as status 0 and a server error with its code', async () => {
    const unreachable = createPublicReader(() => ({ url: 'http://127.0.0.1:9', anonKey: stack.anonKey }));
    const offline = await unreachable.fetchOffers();
    expect(offline.error?.status).toBe(0);
    const badKey = createPublicReader(() => ({ url: stack.url, anonKey: 'not-a-jwt' }));
    const refused = await badKey.fetchOffers();
    expect(refused.data).toBeNull();
    expect(refused.error?.status).toBeGreaterThanOrEqual(400);
  });
});

describe('a backend that accepts requests and never answers', () => {
  let hanging: Server;
  let url = '';

  beforeAll(async () => {
    // Answers nothing to /rest/v1/offers; sends headers, then stalls the body, for albums.
    hanging = createServer((req, res) => {
      if (req.url?.includes('albums')) {
        res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Range': '0-8/12' });
        res.write('[');
      }
    });
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    hanging.closeAllConnections();
    await new Promise<void>((resolve) => hanging.close(() => resolve()));
  });

  async function timed<T>(read: () => Promise<T>): Promise<{ result: T; ms: number }> {
    const started = performance.now();
    const result = await read();
    return { result, ms: performance.now() - started };
  }

  it('the plain reader gives up after its timeout, also on a body that stalls', async () => {
    const hangingReader = createPublicReader(() => ({ url, anonKey: stack.anonKey }), { timeoutMs: 300 });
    const reads: (() => Promise<Result<unknown>>)[] = [
      () => hangingReader.fetchOffers(),
      () => hangingReader.fetchAlbumsPage(1, 9),
      () => hangingReader.fetchAlbum('00000000-0000-4000-8000-000000000000'),
    ];
    for (const read of reads) {
      const { result, ms } = await timed(read);
      expect(result.data).toBeNull();
      expect(result.error).toMatchObject({ status: 0, code: TIMEOUT_CODE });
      expect(ms).toBeGreaterThanOrEqual(290);
      expect(ms).toBeLessThan(3000);
    }
  });

  it('the supabase-js reads give up after their timeout', async () => {
    const client = makeClient({ url, anonKey: stack.anonKey } as LocalStack);
    const hangingRemote = createSupabaseRemote(async () => client, { readTimeoutMs: 300 });
    const reads: (() => Promise<Result<unknown>>)[] = [
      () => hangingRemote.fetchOffers(),
      () => hangingRemote.fetchAlbumImagesPage('00000000-0000-4000-8000-000000000000', 1, 12),
      () => hangingRemote.fetchRow('offers', '00000000-0000-4000-8000-000000000000'),
    ];
    for (const read of reads) {
      const { result, ms } = await timed(read);
      expect(result.data).toBeNull();
      expect(result.error).toMatchObject({ status: 0, code: TIMEOUT_CODE });
      expect(ms).toBeLessThan(3000);
    }
  });

  it("the staff's writes give up after theirs too (the outbox retries them), and the sync says the server did not answer in time", async () => {
    const client = makeClient({ url, anonKey: stack.anonKey } as LocalStack);
    const hangingRemote = createSupabaseRemote(async () => client, { readTimeoutMs: 300, writeTimeoutMs: 300 });
    const id = '00000000-0000-4000-8000-000000000000';
    const writes: (() => Promise<Result<unknown>>)[] = [
      () => hangingRemote.insertRows('offers', [{ id }]),
      () => hangingRemote.updateRow('offers', id, { operationId: id, base: {}, values: { name: 'x' } }),
      () => hangingRemote.deleteRow('offers', id, {}),
      () => hangingRemote.moveOffer(id, 'up', id),
      () => hangingRemote.addAlbumImages(id, []),
      () => hangingRemote.upload('offer-images', 'a.webp', new Blob([new Uint8Array(64)]), 'image/webp'),
      () => hangingRemote.removeUnusedFile('offer-images', 'a.webp'),
    ];
    for (const write of writes) {
      const { result, ms } = await timed(write);
      expect(result.data).toBeNull();
      expect(result.error).toMatchObject({ status: 0, code: TIMEOUT_CODE });
      expect(isTransient(result.error!)).toBe(true);
      expect(describeTransientError(result.error!)).toBe(syncErrorText.timeout);
      expect(ms).toBeLessThan(3000);
    }
  });
});

describe("the early script's reads", () => {
  // The early script runs in the page; here `window` is a plain object standing in for it.
  afterEach(() => vi.unstubAllGlobals());

  async function renameFirstOffer(name: string): Promise<string> {
    const headers = { apikey: stack.serviceRoleKey, authorization: `Bearer ${stack.serviceRoleKey}`, 'content-type': 'application/json', prefer: 'return=representation' };
    const [first] = (await (await fetch(`${stack.url}/rest/v1/offers?select=id&order=display_order.asc&limit=1`, { headers })).json()) as { id: string }[];
    const response = await fetch(`${stack.url}/rest/v1/offers?id=eq.${first!.id}`, { method: 'PATCH', headers, body: JSON.stringify({ name }) });
    expect(response.status).toBe(200);
    return first!.id;
  }

  it('a recent early answer is taken over once: the reader does not ask again', async () => {
    vi.stubGlobal('window', {});
    const config = { url: stack.url, anonKey: stack.anonKey };
    const before = `Früh gelesen ${Date.now()}`;
    const id = await renameFirstOffer(before);
    startEarlyReads(config, [offersRead()]);
    // Changed after the early read was answered: the reader shows what the early read got.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await renameFirstOffer(`${before} (später)`);
    expect((await reader.fetchOffers()).data!.find((offer) => offer.id === id)!.name).toBe(before);
    // Taken once: the next read goes to the server.
    expect((await reader.fetchOffers()).data!.find((offer) => offer.id === id)!.name).toBe(`${before} (später)`);
  });

  it('an early answer older than EARLY_READ_MAX_AGE_MS is not used: the reader reads afresh', async () => {
    vi.stubGlobal('window', {});
    const config = { url: stack.url, anonKey: stack.anonKey };
    const old = `Alt ${Date.now()}`;
    const id = await renameFirstOffer(old);
    startEarlyReads(config, [offersRead()], Date.now() - EARLY_READ_MAX_AGE_MS - 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await renameFirstOffer(`${old} (neu)`);
    expect((await reader.fetchOffers()).data!.find((offer) => offer.id === id)!.name).toBe(`${old} (neu)`);
  });

  it('an early read that got no answer is sent again by the reader', async () => {
    vi.stubGlobal('window', {});
    startEarlyReads({ url: 'http://127.0.0.1:9', anonKey: stack.anonKey }, [offersRead()]);
    const result = await reader.fetchOffers();
    expect(result.error).toBeNull();
    expect(result.data).toHaveLength(8);
  });
});
