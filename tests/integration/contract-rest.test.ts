import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, deleteUser, makeClient, marker, serviceClient, signIn, startBackend, type Client, type TestBackend, type TestUser } from '../support/backend/backend.ts';

// The REST calls of SPEC.md section 7, through supabase-js, as a staff member and as a visitor.
let backend: TestBackend;
let staffUser: TestUser;
let staff: Client;
let anon: Client;
const albumIds: string[] = [];
const offerIds: string[] = [];

beforeAll(async () => {
  backend = await startBackend();
  staffUser = await createUser(backend, 'staff');
  staff = await signIn(backend, staffUser);
  anon = makeClient(backend);
});

afterAll(async () => {
  if (!backend) return;
  const admin = serviceClient(backend);
  if (albumIds.length) await admin.from('albums').delete().in('id', albumIds);
  if (offerIds.length) await admin.from('offers').delete().in('id', offerIds);
  if (staffUser) await deleteUser(backend, staffUser);
  await backend.close();
});

describe('offers', () => {
  it('insert returns the row with server defaults; select orders by display_order', async () => {
    const name = marker('offer');
    const first = await staff.from('offers').insert({ name, original_price: 100, sale_price: 80, discount: 20, images: ['https://example.com/a.jpg'] }).select().single();
    expect(first.error).toBeNull();
    expect(first.status).toBe(201);
    expect(first.data).toMatchObject({ name, original_price: 100, sale_price: 80, discount: 20, images: ['https://example.com/a.jpg'] });
    expect(typeof first.data?.updated_at).toBe('string');
    const second = await staff.from('offers').insert({ name: `${name} b` }).select('id, display_order').single();
    offerIds.push(first.data!.id, second.data!.id);
    expect(second.data!.display_order).toBeGreaterThan(first.data!.display_order);

    const list = await anon.from('offers').select('*').order('display_order', { ascending: true });
    expect(list.error).toBeNull();
    const orders = (list.data ?? []).map((o) => o.display_order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(list.data!.map((o) => o.id)).toEqual(expect.arrayContaining(offerIds));
  });

  it('insert without representation answers 201 with no body', async () => {
    const id = randomUUID();
    const result = await staff.from('offers').insert({ id, name: marker('minimal') });
    offerIds.push(id);
    expect(result).toMatchObject({ error: null, data: null, status: 201 });
    const read = await anon.from('offers').select('id').eq('id', id).single();
    expect(read.data?.id).toBe(id);
  });

  it('upsert on a client-generated id is idempotent (replayed inserts do not duplicate)', async () => {
    const id = randomUUID();
    offerIds.push(id);
    const row = { id, name: marker('upsert'), sale_price: 10 };
    const a = await staff.from('offers').upsert(row).select().single();
    const b = await staff.from('offers').upsert({ ...row, sale_price: 12 }).select().single();
    expect(a.status).toBe(201);
    expect(b.error).toBeNull();
    expect(b.status).toBe(200);
    expect(b.data?.sale_price).toBe(12);
    const count = await anon.from('offers').select('*', { count: 'exact', head: true }).eq('id', id);
    expect(count.count).toBe(1);
    const ignored = await staff.from('offers').upsert({ ...row, sale_price: 99 }, { ignoreDuplicates: true, onConflict: 'id' }).select();
    expect(ignored.error).toBeNull();
    expect(ignored.data).toEqual([]);
  });

  it('update by id returns the new row and moves updated_at; delete by id removes it', async () => {
    const created = await staff.from('offers').insert({ name: marker('edit') }).select().single();
    const id = created.data!.id;
    offerIds.push(id);
    await new Promise((r) => setTimeout(r, 5));
    const updated = await staff.from('offers').update({ name: 'Geändert', info: 'Neu' }).eq('id', id).select().single();
    expect(updated.error).toBeNull();
    expect(updated.data).toMatchObject({ id, name: 'Geändert', info: 'Neu' });
    expect(Date.parse(updated.data!.updated_at)).toBeGreaterThan(Date.parse(created.data!.updated_at));

    // Optimistic concurrency: an update based on a stale updated_at matches nothing.
    const stale = await staff.from('offers').update({ name: 'Zu spät' }).eq('id', id).eq('updated_at', created.data!.updated_at).select();
    expect(stale.data).toEqual([]);
    const fresh = await staff.from('offers').update({ name: 'Rechtzeitig' }).eq('id', id).eq('updated_at', updated.data!.updated_at).select();
    expect(fresh.data).toHaveLength(1);

    const minimal = await staff.from('offers').update({ discount: 5 }).eq('id', id);
    expect(minimal.status).toBe(204);
    const removed = await staff.from('offers').delete().eq('id', id);
    expect(removed.status).toBe(204);
    const gone = await anon.from('offers').select('id').eq('id', id);
    expect(gone.data).toEqual([]);
  });

  it('move_offer swaps with the neighbour, reports the ends, and a replay is a no-op', async () => {
    const names = [marker('m1'), marker('m2')];
    const rows = await staff.from('offers').insert(names.map((name) => ({ name }))).select('id, display_order');
    expect(rows.error).toBeNull();
    const [a, b] = rows.data!.sort((x, y) => x.display_order - y.display_order);
    offerIds.push(a!.id, b!.id);

    const op = randomUUID();
    const moved = await staff.rpc('move_offer', { p_offer_id: b!.id, p_direction: 'up', p_operation_id: op });
    expect(moved.error).toBeNull();
    const result = moved.data as { moved: boolean; replayed: boolean; order: Array<{ id: string; display_order: number }> };
    expect(result).toMatchObject({ moved: true, replayed: false });
    const orderOf = (id: string) => result.order.find((o) => o.id === id)!.display_order;
    expect(orderOf(b!.id)).toBe(a!.display_order);
    expect(orderOf(a!.id)).toBe(b!.display_order);

    const replay = await staff.rpc('move_offer', { p_offer_id: b!.id, p_direction: 'up', p_operation_id: op });
    expect(replay.data).toMatchObject({ moved: true, replayed: true });
    const after = await anon.from('offers').select('id, display_order').in('id', [a!.id, b!.id]).order('display_order');
    expect(after.data!.map((o) => o.id)).toEqual([b!.id, a!.id]);

    const last = await anon.from('offers').select('id').order('display_order', { ascending: false }).limit(1).single();
    const atBottom = await staff.rpc('move_offer', { p_offer_id: last.data!.id, p_direction: 'down', p_operation_id: randomUUID() });
    expect(atBottom.data).toMatchObject({ moved: false, reason: 'at_bottom' });
  });
});

describe('albums', () => {
  it('counts (head), pages by created_at descending with exact counts, and reads one', async () => {
    const base = Date.parse('2031-01-01T00:00:00Z');
    const title = marker('album');
    const inserted = await staff
      .from('albums')
      .insert(Array.from({ length: 11 }, (_, i) => ({ title: `${title} ${i}`, description: 'Test', cover_image: null, created_at: new Date(base + i * 60_000).toISOString() })))
      .select('id');
    expect(inserted.error).toBeNull();
    albumIds.push(...inserted.data!.map((a) => a.id));

    const head = await anon.from('albums').select('*', { count: 'exact', head: true });
    expect(head.error).toBeNull();
    expect(head.data).toBeNull();
    expect(head.count).toBeGreaterThanOrEqual(11);

    const page1 = await anon.from('albums').select('*', { count: 'exact' }).order('created_at', { ascending: false }).range(0, 8);
    expect(page1.data).toHaveLength(9);
    expect(page1.count).toBe(head.count);
    expect(page1.status).toBe(206);
    expect(page1.data![0]!.title).toBe(`${title} 10`);
    const page2 = await anon.from('albums').select('*').order('created_at', { ascending: false }).range(9, 17);
    expect(page2.data![0]!.title).toBe(`${title} 1`);

    const one = await anon.from('albums').select('*').eq('id', albumIds[0]!).single();
    expect(one.data?.title).toBe(`${title} 0`);
  });

  it('single() on a missing album gives PGRST116 (406)', async () => {
    const missing = await anon.from('albums').select('*').eq('id', randomUUID()).single();
    expect(missing.status).toBe(406);
    expect(missing.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 0 rows' });
    const maybe = await anon.from('albums').select('*').eq('id', randomUUID()).maybeSingle();
    expect(maybe).toMatchObject({ data: null, error: null });
  });

  it('update and delete by id', async () => {
    const album = await staff.from('albums').insert({ title: marker('edit album'), description: 'a', cover_image: null }).select().single();
    const updated = await staff.from('albums').update({ title: 'Neuer Titel', description: 'b' }).eq('id', album.data!.id).select().single();
    expect(updated.data).toMatchObject({ title: 'Neuer Titel', description: 'b' });
    const deleted = await staff.from('albums').delete().eq('id', album.data!.id).select();
    expect(deleted.data).toHaveLength(1);
  });
});

describe('gallery_images', () => {
  it('batch insert, count by album, page by order_index, update title/description, delete', async () => {
    const album = await staff.from('albums').insert({ title: marker('images'), description: null, cover_image: null }).select().single();
    albumIds.push(album.data!.id);
    const albumId = album.data!.id;
    const batch = Array.from({ length: 14 }, (_, i) => ({ album_id: albumId, image_url: `https://example.com/${i}.webp`, order_index: i }));
    const inserted = await staff.from('gallery_images').insert(batch.reverse()).select('id, order_index');
    expect(inserted.error).toBeNull();
    expect(inserted.data).toHaveLength(14);

    const count = await anon.from('gallery_images').select('*', { count: 'exact', head: true }).eq('album_id', albumId);
    expect(count.count).toBe(14);
    const page2 = await anon.from('gallery_images').select('*').eq('album_id', albumId).order('order_index', { ascending: true }).range(12, 23);
    expect(page2.data!.map((i) => i.order_index)).toEqual([12, 13]);

    const target = inserted.data!.find((i) => i.order_index === 0)!;
    const edited = await staff.from('gallery_images').update({ title: 'Sessel', description: 'Nach der Polsterung' }).eq('id', target.id).select().single();
    expect(edited.data).toMatchObject({ title: 'Sessel', description: 'Nach der Polsterung' });
    const removed = await staff.from('gallery_images').delete().eq('id', target.id);
    expect(removed.error).toBeNull();
    const after = await anon.from('gallery_images').select('*', { count: 'exact', head: true }).eq('album_id', albumId);
    expect(after.count).toBe(13);
  });
});

describe('filters and errors', () => {
  it('supports the filter operators, or(), multiple orders and nulls placement', async () => {
    const tag = marker('filter');
    const rows = await staff
      .from('offers')
      .insert([
        { name: `${tag} A`, manufacturer: 'Alpha', sale_price: 10, discount: 5 },
        { name: `${tag} B`, manufacturer: null, sale_price: 20, discount: 5 },
        { name: `${tag} C`, manufacturer: 'Gamma', sale_price: 30, discount: 50 },
      ])
      .select('id');
    offerIds.push(...rows.data!.map((r) => r.id));
    const names = async (q: PromiseLike<{ data: Array<{ name: string }> | null }>) => ((await q).data ?? []).map((r) => r.name.slice(-1)).sort();
    const base = () => anon.from('offers').select('name').like('name', `${tag}*`);
    expect(await names(base().eq('sale_price', 20))).toEqual(['B']);
    expect(await names(base().neq('sale_price', 20))).toEqual(['A', 'C']);
    expect(await names(base().gt('sale_price', 10).lte('sale_price', 30))).toEqual(['B', 'C']);
    expect(await names(base().gte('sale_price', 30))).toEqual(['C']);
    expect(await names(base().lt('sale_price', 20))).toEqual(['A']);
    expect(await names(base().ilike('manufacturer', 'gAm%'))).toEqual(['C']);
    expect(await names(base().is('manufacturer', null))).toEqual(['B']);
    expect(await names(base().not('manufacturer', 'is', null))).toEqual(['A', 'C']);
    expect(await names(base().in('manufacturer', ['Alpha', 'Gamma', 'x,y']))).toEqual(['A', 'C']);
    expect(await names(base().or('sale_price.eq.10,discount.eq.50'))).toEqual(['A', 'C']);
    const ordered = await anon.from('offers').select('name').like('name', `${tag}*`).order('discount', { ascending: false }).order('manufacturer', { ascending: true, nullsFirst: true });
    expect(ordered.data!.map((r) => r.name.slice(-1))).toEqual(['C', 'B', 'A']);
    const paged = await anon.from('offers').select('name', { count: 'exact' }).like('name', `${tag}*`).order('name').range(1, 1);
    expect(paged.data!.map((r) => r.name.slice(-1))).toEqual(['B']);
    expect(paged.count).toBe(3);
  });

  it('answers constraint violations with Postgres codes', async () => {
    const blank = await staff.from('offers').insert({ name: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.error?.code).toBe('23514');
    const negative = await staff.from('offers').insert({ name: marker('neg'), sale_price: -1 });
    expect(negative.error?.code).toBe('23514');
    const discount = await staff.from('offers').insert({ name: marker('disc'), discount: 101 });
    expect(discount.error?.code).toBe('23514');
    const id = randomUUID();
    offerIds.push(id);
    await staff.from('offers').insert({ id, name: marker('dup') });
    const duplicate = await staff.from('offers').insert({ id, name: marker('dup2') });
    expect(duplicate.status).toBe(409);
    expect(duplicate.error?.code).toBe('23505');
    const unknownColumn = await staff.from('offers').insert({ name: 'x', nope: 1 } as never);
    expect(unknownColumn.status).toBe(400);
    expect(unknownColumn.error?.code).toBe('PGRST204');
    const badFk = await staff.from('gallery_images').insert({ album_id: randomUUID(), image_url: 'https://example.com/x.webp' });
    expect(badFk.status).toBe(409);
    expect(badFk.error?.code).toBe('23503');
  });

  it('an unknown function is PGRST202 (404)', async () => {
    const result = await anon.rpc('no_such_function' as never);
    expect(result.status).toBe(404);
    expect(result.error?.code).toBe('PGRST202');
  });
});
