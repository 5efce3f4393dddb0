import { Dexie } from 'dexie';
import { IDBFactory } from 'fake-indexeddb';
import { vi } from 'vitest';
import type { Remote } from '../../../src/data/remote/remote';
import type { OutboxLock } from '../../../src/data/sync/outboxLock';
import type { ManualClock } from './harness';

/**
 * Several devices, each with tabs, in one test process. A device is its own IndexedDB (a separate
 * fake-indexeddb factory); a tab is a fresh copy of the data layer's modules on the device's
 * database (its own engine, write generation in memory, status store and remote), so tabs share
 * exactly what real tabs share: the database and the outbox lock.
 */

async function loadModules() {
  return {
    database: await import('../../../src/data/db/database'),
    offers: await import('../../../src/data/commands/offerCommands'),
    albums: await import('../../../src/data/commands/albumCommands'),
    images: await import('../../../src/data/commands/imageCommands'),
    engineModule: await import('../../../src/data/sync/syncEngine'),
    status: await import('../../../src/data/sync/syncStatus'),
    pulls: await import('../../../src/data/mirror/pulls'),
    defaultRemote: await import('../../../src/data/remote/defaultRemote'),
  };
}

type Modules = Awaited<ReturnType<typeof loadModules>>;

export interface Tab {
  name: string;
  db: Modules['database']['db'];
  offers: Modules['offers'];
  albums: Modules['albums'];
  images: Modules['images'];
  pulls: Modules['pulls'];
  engine: ReturnType<Modules['engineModule']['createSyncEngine']>;
  status(): ReturnType<Modules['status']['useSyncStatusStore']['getState']>;
  /** Pulls offers, every album page and the images of every album this tab shows (as on focus). */
  pullAll(): Promise<void>;
  close(): void;
}

export interface Device {
  name: string;
  factory: IDBFactory;
  /** Web Locks of this device: one tab drains at a time (`ifAvailable`). */
  lock: OutboxLock;
  remote: Remote;
  tabs: Tab[];
}

function deviceLock(): OutboxLock {
  let held = false;
  return async (task) => {
    if (held) return false;
    held = true;
    try {
      await task();
      return true;
    } finally {
      held = false;
    }
  };
}

export function newDevice(name: string, remote: Remote): Device {
  return { name, factory: new IDBFactory(), lock: deviceLock(), remote, tabs: [] };
}

/** Loads the modules with the device's IndexedDB as Dexie's default (the db is made on import). */
async function modulesOn(device: Device): Promise<Modules> {
  const previousFactory = Dexie.dependencies.indexedDB;
  const previousGlobal = globalThis.indexedDB;
  vi.resetModules();
  Dexie.dependencies.indexedDB = device.factory;
  globalThis.indexedDB = device.factory;
  try {
    return await loadModules();
  } finally {
    Dexie.dependencies.indexedDB = previousFactory;
    globalThis.indexedDB = previousGlobal;
  }
}

export interface TabOptions {
  clock: ManualClock;
  /** Runs after each pass that confirmed entries (as the app pulls what is on screen). */
  onRefresh?: (tab: Tab, prefixes: string[]) => Promise<void>;
}

/** Opens a tab on the device (a reload is `close()` and `openTab` again). */
export async function openTab(device: Device, options: TabOptions): Promise<Tab> {
  const modules = await modulesOn(device);
  modules.defaultRemote.setRemote(device.remote);
  let tab: Tab | null = null;
  const engine = modules.engineModule.createSyncEngine({
    db: modules.database.db,
    status: modules.status.useSyncStatusStore,
    remote: () => device.remote,
    now: () => options.clock.now,
    setTimer: options.clock.setTimer,
    lock: device.lock,
    isOnline: () => true,
    refreshCollections: async (prefixes) => {
      if (tab && options.onRefresh) await options.onRefresh(tab, prefixes);
    },
  });
  const db = modules.database.db;
  const current: Tab = {
    name: `${device.name}#${device.tabs.length + 1}`,
    db,
    offers: modules.offers,
    albums: modules.albums,
    images: modules.images,
    pulls: modules.pulls,
    engine,
    status: () => modules.status.useSyncStatusStore.getState(),
    async pullAll() {
      const now = options.clock.now;
      await modules.pulls.pullOffers(device.remote, now);
      for (let page = 1; page <= 20; page += 1) {
        await modules.pulls.pullAlbumsPage(device.remote, page, now);
        const total = (await db.meta.get('albums:total'))?.total ?? 0;
        if (page * 9 >= total) break;
      }
      for (const album of await db.albums.toArray()) {
        for (let page = 1; page <= 20; page += 1) {
          await modules.pulls.pullAlbumImagesPage(device.remote, album.id, page, now);
          const total = (await db.meta.get(`images:${album.id}:total`))?.total ?? 0;
          if (page * 12 >= total) break;
        }
      }
    },
    close() {
      engine.stop();
      db.close();
    },
  };
  tab = current;
  device.tabs.push(current);
  return current;
}
