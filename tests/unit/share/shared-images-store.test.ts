import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { createSharedImageStore, SHARED_IMAGE_MAX_AGE_MS } from '../../../src/lib/sharedImages';

/** The photos the share target keeps on the device (written by the worker, read by the page). */

const HOUR = 60 * 60 * 1000;

function setup(start = Date.UTC(2025, 5, 1, 8)) {
  const factory = new IDBFactory();
  const clock = { now: start };
  const make = () => createSharedImageStore({ indexedDB: () => factory, now: () => clock.now });
  return { store: make(), make, clock };
}

const file = (name: string, content = name) => ({ name, type: 'image/jpeg', blob: new Blob([content], { type: 'image/jpeg' }) });

describe('shared image store', () => {
  it('keeps shared files with name, type and content, oldest first, across stores (worker and page)', async () => {
    const { store, make, clock } = setup();
    await store.add([file('a.jpg', 'AAA')]);
    clock.now += 1000;
    await store.add([file('b.jpg', 'BBBB'), file('c.jpg')]);
    const listed = await make().list();
    expect(listed.map((image) => image.name)).toEqual(['a.jpg', 'b.jpg', 'c.jpg']);
    expect(listed[0]!.type).toBe('image/jpeg');
    expect(listed[1]!.blob.size).toBe(4);
    expect(await listed[0]!.blob.text()).toBe('AAA');
  });

  it('removes files not used within a day, and only those', async () => {
    const { store, clock } = setup();
    await store.add([file('alt.jpg')]);
    clock.now += 2 * HOUR;
    await store.add([file('neu.jpg')]);
    clock.now += SHARED_IMAGE_MAX_AGE_MS - 2 * HOUR - 1;
    expect((await store.list()).map((image) => image.name)).toEqual(['alt.jpg', 'neu.jpg']);
    clock.now += 1; // alt.jpg is a day old
    expect((await store.list()).map((image) => image.name)).toEqual(['neu.jpg']);
    clock.now += 2 * HOUR;
    expect(await store.removeExpired()).toBe(1);
    expect(await store.list()).toEqual([]);
  });

  it('removes used files by id, and clears all (a visitor’s share)', async () => {
    const { store } = setup();
    const [first] = await store.add([file('eins.jpg'), file('zwei.jpg')]);
    await store.remove([first!]);
    expect((await store.list()).map((image) => image.name)).toEqual(['zwei.jpg']);
    await store.add([file('drei.jpg')]);
    await store.clear();
    expect(await store.list()).toEqual([]);
  });
});
