import { vi } from 'vitest';
import type { OutboxEntry } from '../../../../src/data/db/outboxEntry';
import type { PreparedImage } from '../../../../src/data/images/preparedImage';
import { parsePublicObjectUrl } from '../../../../src/data/images/storageUrls';
import type { Album, AnyRow, EditableTable, GalleryImage, Offer } from '../../../../src/data/rows';
import { newDevice, openTab, type Device, type Tab } from '../devices';
import type { FaultyRemote } from '../faultyRemote';
import type { ManualClock } from '../harness';
import { SyncModel, type Op, type ServerState } from './model';
import { seededRng } from './rng';

/**
 * A randomized sync run in the spirit of Jepsen: two staff devices make random offer, album and
 * image edits while their links drop requests before the server or lose its answers after it,
 * go offline, reload (a new tab on the same IndexedDB, mid-queue) and open second tabs. Then the
 * links heal, staff resolve every conflict (a seeded choice) and discard what failed, and the run
 * checks the server and both devices against the model (model.ts).
 */

/** The backend a run plays against: the in-memory fake, or the local stack. */
export interface World {
  name: string;
  clock: ManualClock;
  /** A new device's link to the server. */
  link(): FaultyRemote;
  /** The server's rows now, as the service role sees them. */
  state(): Promise<ServerState>;
  /** A file staff pick (an image the server accepts). */
  image(): PreparedImage;
  objectExists(bucket: string, name: string): Promise<boolean>;
  /** The files the server stores now (a server that removes unused files: the local stack). */
  storedObjects?(): Promise<{ bucket: string; name: string }[]>;
}

export interface RunOptions {
  seed: number;
  /** How many edits staff make (the run also syncs, pulls, reloads, … in between). */
  operations: number;
  world: World;
  /** Share of writes dropped before the server, and answered into the void. */
  faults?: { drop: number; loseAnswer: number };
  /** Device-generated ids from the seed too, so a run replays exactly (engine level). */
  seededIds?: boolean;
}

export interface RunReport {
  seed: number;
  operations: number;
  requests: number;
  dropped: number;
  lostAnswers: number;
  reloads: number;
  tabsOpened: number;
  conflicts: number;
  deleteConflicts: number;
  kept: { mine: number; theirs: number };
  discarded: number;
  healRounds: number;
  problems: string[];
  /** The run's steps, for a failing seed. */
  log: string[];
}

interface Staff {
  name: string;
  device: Device;
  link: FaultyRemote;
  tab: Tab;
}

/** Offer form fields the run edits (discount may be computed from the prices, so it is left). */
const OFFER_FIELDS = ['name', 'manufacturer', 'info', 'original_price', 'sale_price'] as const;
/** Failures staff may meet when another device deleted what they edit. */
const GONE_MESSAGES = ['Der Eintrag wurde inzwischen auf dem Server gelöscht.', 'Das Album gibt es auf dem Server nicht mehr.', 'Das Angebot gibt es auf dem Server nicht mehr.'];

export async function runRandomSync(options: RunOptions): Promise<RunReport> {
  const { world, seed } = options;
  const rng = seededRng(seed);
  const ids = seededRng(seed ^ 0x5eed);
  const latency = seededRng(seed ^ 0x1a7e);
  const faults = options.faults ?? { drop: 0.12, loseAnswer: 0.12 };
  const model = new SyncModel(`seed ${seed}`);
  const log: string[] = [];
  const report = { reloads: 0, tabsOpened: 0, healRounds: 0 };
  let counter = 0;
  const say = (line: string) => log.push(line);
  const closed = new Set<Tab>();
  const openTabs = (member: Staff) => member.device.tabs.filter((tab) => !closed.has(tab));
  const uuid = options.seededIds ? vi.spyOn(crypto, 'randomUUID').mockImplementation(() => ids.uuid() as ReturnType<typeof crypto.randomUUID>) : null;

  // After own writes the app pulls what is on screen; here that is everything, or (when nothing
  // of it is on screen) nothing. A failed pull keeps what the mirror has.
  const onRefresh = async (tab: Tab) => {
    if (latency.chance(0.5)) await tab.pullAll().catch(() => undefined);
  };

  async function open(staff: Pick<Staff, 'device'>): Promise<Tab> {
    report.tabsOpened += 1;
    return openTab(staff.device, { clock: world.clock, onRefresh: (tab) => onRefresh(tab) });
  }

  /** A tab goes away between two transactions (a reload): its queue stays in IndexedDB. */
  async function closeTab(tab: Tab): Promise<void> {
    tab.engine.stop();
    await tab.engine.drain().catch(() => undefined);
    tab.close();
    closed.add(tab);
  }

  const staff: Staff[] = [];
  for (const name of ['A', 'B']) {
    const link = world.link();
    const device = newDevice(name, link);
    const member: Staff = { name, device, link, tab: undefined as unknown as Tab };
    member.tab = await open(member);
    await member.tab.pullAll();
    staff.push(member);
  }
  model.start(await world.state());
  for (const member of staff) {
    member.link.random = () => (rng.chance(faults.drop) ? 'drop' : rng.chance(faults.loseAnswer) ? 'loseAnswer' : null);
    // Pulls on a slow link: an answer can be on its way while a write lands and is confirmed.
    member.link.latency = (method) => (!latency.chance(0.3) ? 0 : method.startsWith('fetch') && method !== 'fetchRow' ? latency.int(1, 80) : latency.int(1, 8));
  }

  /** Unique values: the server's value then names the edit that wrote it. */
  const text = (member: Staff, what: string) => {
    counter += 1;
    const value = `${member.name}${counter} ${what}`;
    return rng.chance(0.1) ? `  ${value} ` : value;
  };
  const price = (member: Staff, from: number) => {
    counter += 1;
    return from + counter + (member.name === 'A' ? 0.25 : 0.75) + (rng.chance(0.3) ? 0.004 : 0);
  };

  async function entriesOf(tab: Tab, batchId: string | undefined): Promise<OutboxEntry[]> {
    return batchId ? tab.db.outbox.where('batchId').equals(batchId).toArray() : [];
  }

  /** Binds the op to the entries the command queued; the main entry tells what the device saw. */
  async function recorded(member: Staff, batchId: string | undefined, make: (entry: OutboxEntry) => Op | null): Promise<void> {
    const entries = await entriesOf(member.tab, batchId);
    const main = entries.find((entry) => entry.payload.kind !== 'upload');
    if (!main) return;
    const op = make(main);
    if (op) model.bind(op, entries.map((entry) => entry.opId));
  }

  const rowOf = (entry: OutboxEntry, side: 'before' | 'after', id: string) => entry[side].find((state) => state.id === id)?.row ?? null;

  async function editOffer(member: Staff): Promise<boolean> {
    const offers = await member.tab.db.offers.toArray();
    if (offers.length === 0) return false;
    const offer = rng.pick(offers);
    const form: Record<string, unknown> = { name: offer.name, manufacturer: offer.manufacturer, info: offer.info, original_price: offer.original_price, sale_price: offer.sale_price, discount: offer.discount };
    const fields = OFFER_FIELDS.filter(() => rng.chance(0.4));
    if (fields.length === 0) fields.push(rng.pick(OFFER_FIELDS));
    for (const field of fields) form[field] = field === 'original_price' ? price(member, 5000) : field === 'sale_price' ? price(member, 100) : text(member, field);
    // Staff cannot save a sale price above the original price (the input model refuses it).
    if (Number(form.original_price) > 0 && Number(form.sale_price) > Number(form.original_price)) form.original_price = price(member, 5000);
    const files = rng.chance(0.1) ? [world.image()] : [];
    const receipt = await member.tab.offers.updateOffer(offer.id, form as never, offer.images, files);
    await recorded(member, receipt.batchId, (entry) => {
      const before = rowOf(entry, 'before', offer.id);
      const after = rowOf(entry, 'after', offer.id) as Offer | null;
      if (!before || !after) return null;
      const values = Object.fromEntries([...OFFER_FIELDS, 'images'].map((field) => [field, (after as unknown as Record<string, unknown>)[field]]));
      return model.update(member.name, 'offers', before, values, `edit offer ${fields.join('+')}${files.length ? '+image' : ''}`);
    });
    return true;
  }

  async function editAlbum(member: Staff): Promise<boolean> {
    const albums = await member.tab.db.albums.toArray();
    if (albums.length === 0) return false;
    const album = rng.pick(albums);
    const title = rng.chance(0.6) ? text(member, 'Titel') : album.title;
    const description = title === album.title || rng.chance(0.4) ? text(member, 'Beschreibung') : album.description;
    const cover = rng.chance(0.1) ? world.image() : 'keep';
    const receipt = await member.tab.albums.updateAlbum(album.id, { title, description }, cover);
    await recorded(member, receipt.batchId, (entry) => {
      const before = rowOf(entry, 'before', album.id);
      const after = rowOf(entry, 'after', album.id) as Album | null;
      if (!before || !after) return null;
      return model.update(member.name, 'albums', before, { title: after.title, description: after.description, cover_image: after.cover_image }, 'edit album');
    });
    return true;
  }

  async function editImage(member: Staff): Promise<boolean> {
    const images = await member.tab.db.gallery_images.toArray();
    if (images.length === 0) return false;
    const image = rng.pick(images);
    const title = rng.chance(0.6) ? text(member, 'Bild') : image.title;
    const description = title === image.title || rng.chance(0.4) ? text(member, 'Text') : image.description;
    const receipt = await member.tab.images.updateImageDetails(image.id, { title, description });
    await recorded(member, receipt.batchId, (entry) => {
      const before = rowOf(entry, 'before', image.id);
      if (!before) return null;
      return model.update(member.name, 'gallery_images', before, { title, description }, 'edit image');
    });
    return true;
  }

  async function createOffer(member: Staff): Promise<boolean> {
    const input = { name: text(member, 'Angebot'), manufacturer: text(member, 'Hersteller'), info: null, original_price: price(member, 5000), sale_price: price(member, 100), discount: 10 };
    const files = rng.chance(0.4) ? [world.image()] : [];
    const receipt = await member.tab.offers.createOffer(input, files);
    await recorded(member, receipt.batchId, (entry) => model.create(member.name, 'offers', entry.after.map((state) => state.row as AnyRow), 'create offer'));
    return true;
  }

  async function createAlbum(member: Staff): Promise<boolean> {
    const receipt = await member.tab.albums.createAlbum({ title: text(member, 'Album'), description: rng.chance(0.5) ? text(member, 'Beschreibung') : null }, rng.chance(0.3) ? world.image() : null);
    await recorded(member, receipt.batchId, (entry) => model.create(member.name, 'albums', entry.after.map((state) => state.row as AnyRow), 'create album'));
    return true;
  }

  async function addImages(member: Staff): Promise<boolean> {
    const albums = await member.tab.db.albums.toArray();
    if (albums.length === 0) return false;
    const album = rng.pick(albums);
    const receipt = await member.tab.images.addAlbumImages(album.id, Array.from({ length: rng.int(1, 3) }, () => world.image()));
    await recorded(member, receipt?.batchId, (entry) => model.create(member.name, 'gallery_images', entry.after.map((state) => state.row as GalleryImage), `add images to ${album.id}`));
    return true;
  }

  async function moveOffer(member: Staff): Promise<boolean> {
    const offers = await member.tab.db.offers.toArray();
    if (offers.length < 2) return false;
    const offer = rng.pick(offers);
    const outcome = await member.tab.offers.moveOffer(offer.id, rng.chance(0.5) ? 'up' : 'down');
    if (outcome.result === 'moved') await recorded(member, outcome.batchId, () => model.move(member.name, offer.id, 'move offer'));
    return true;
  }

  async function deleteRow(member: Staff, table: EditableTable): Promise<boolean> {
    const rows = (await member.tab.db.table<AnyRow, string>(table).toArray()) as AnyRow[];
    if (rows.length < 2) return false;
    const row = rng.pick(rows);
    const receipt =
      table === 'offers' ? await member.tab.offers.deleteOffer(row.id) : table === 'albums' ? await member.tab.albums.deleteAlbum(row.id) : await member.tab.images.deleteImage(row.id);
    await recorded(member, receipt.batchId, (entry) => {
      const before = rowOf(entry, 'before', row.id);
      return before ? model.delete(member.name, table, before, `delete ${table}`) : null;
    });
    return true;
  }

  const edits: [number, (member: Staff) => Promise<boolean>][] = [
    [22, editOffer],
    [8, moveOffer],
    [6, createOffer],
    [3, (member) => deleteRow(member, 'offers')],
    [5, createAlbum],
    [12, editAlbum],
    [2, (member) => deleteRow(member, 'albums')],
    [8, addImages],
    [10, editImage],
    [4, (member) => deleteRow(member, 'gallery_images')],
  ];
  const totalWeight = edits.reduce((sum, [weight]) => sum + weight, 0);

  async function userEdit(member: Staff): Promise<boolean> {
    let roll = rng() * totalWeight;
    for (const [weight, edit] of edits) {
      roll -= weight;
      if (roll < 0) return edit(member);
    }
    return false;
  }

  /**
   * A row a device shows without an edit of its own waiting never goes back to an older server
   * version (a pull answered before a write landed must not undo it, in any tab).
   */
  const newest = new Map<string, number>();
  async function observe(member: Staff): Promise<void> {
    const { db } = member.tab;
    const touched = new Set((await db.outbox.toArray()).flatMap((entry) => entry.rowKeys));
    for (const table of ['offers', 'albums', 'gallery_images'] as const) {
      for (const row of (await db.table<AnyRow, string>(table).toArray()) as AnyRow[]) {
        const rowKey = `${table}:${row.id}`;
        if (touched.has(rowKey)) continue;
        const seen = `${member.name}:${rowKey}`;
        const version = Date.parse(row.updated_at);
        if (version < (newest.get(seen) ?? 0)) model.problems.push(`seed ${seed}: ${member.name} went back to an older version of ${rowKey} (${row.updated_at})`);
        newest.set(seen, Math.max(version, newest.get(seen) ?? 0));
      }
    }
  }

  /** Staff open the sync panel and decide every conflict and failure shown. */
  async function decide(member: Staff): Promise<void> {
    await member.tab.engine.refreshStatus();
    const { conflicts, failed } = member.tab.status();
    for (const conflict of conflicts) {
      const choice = rng.chance(0.5) ? 'mine' : 'theirs';
      say(`${member.tab.name} resolves ${conflict.kind} conflict on ${conflict.table}:${conflict.rowId}: ${choice}`);
      model.conflict(conflict.id, conflict.kind, conflict.theirs);
      model.resolved(conflict.id, choice, conflict.theirs);
      await member.tab.engine.resolveConflict(conflict.id, choice);
    }
    for (const entry of failed) {
      if (!GONE_MESSAGES.includes(entry.message)) model.problems.push(`seed ${seed}: ${member.name}: an edit failed: ${entry.kind} ${entry.table}: ${entry.message}`);
      const dependents = (await member.tab.db.outbox.toArray()).filter((other) => other.causeOpId === entry.id).map((other) => other.opId);
      say(`${member.tab.name} discards failed ${entry.kind} ${entry.table}:${entry.rowId} (${entry.message})`);
      model.discarded([entry.id, ...dependents]);
      await member.tab.engine.discardFailed(entry.id);
    }
  }

  let done = 0;
  try {
    while (done < options.operations) {
      const member = rng.pick(staff);
      const roll = rng();
      if (roll < 0.5) {
        const recordedBefore = model.ops.length;
        if (await userEdit(member)) {
          done += 1;
          const op = model.ops.length > recordedBefore ? model.ops.at(-1) : undefined;
          say(`${member.tab.name}: ${op ? `op ${op.n} ${op.note} ${op.table}:${op.ids.join(',')}` : 'an edit that queued nothing'}`);
        }
      } else if (roll < 0.68) {
        // Sync, while the other device may pull or sync at the same time.
        const other = staff.find((candidate) => candidate !== member) as Staff;
        const sibling = openTabs(member).find((tab) => tab !== member.tab);
        say(`${member.tab.name} syncs`);
        await Promise.all([
          member.tab.engine.drain(),
          rng.chance(0.4) ? other.tab.pullAll().catch(() => undefined) : null,
          rng.chance(0.3) ? other.tab.engine.drain() : null,
          sibling && rng.chance(0.8) ? sibling.pullAll().catch(() => undefined) : null,
        ]);
      } else if (roll < 0.77) {
        const ms = rng.int(500, 8000);
        say(`time +${ms} ms`);
        world.clock.advance(ms);
      } else if (roll < 0.84) {
        const tab = rng.pick(openTabs(member));
        say(`${tab.name} pulls`);
        await tab.pullAll().catch(() => undefined);
      } else if (roll < 0.88) {
        say(`${member.tab.name} reloads`);
        report.reloads += 1;
        await closeTab(member.tab);
        member.tab = await open(member);
      } else if (roll < 0.91) {
        // A second tab opens and becomes the one staff use; the first stays open or closes.
        const previous = member.tab;
        const keep = rng.chance(0.7) && openTabs(member).length < 3;
        member.tab = await open(member);
        say(`${member.tab.name} opens, ${previous.name} ${keep ? 'stays' : 'closes'}`);
        if (!keep) await closeTab(previous);
      } else if (roll < 0.97) {
        member.link.offline = !member.link.offline;
        say(`${member.name} goes ${member.link.offline ? 'offline' : 'online'}`);
      } else {
        say(`${member.tab.name} decides what the panel shows`);
        await decide(member);
      }
      for (const each of staff) await observe(each);
    }

    // The links heal; staff decide what the panels show until nothing waits.
    for (const member of staff) {
      member.link.random = null;
      member.link.offline = false;
    }
    for (let round = 0; round < 40; round += 1) {
      report.healRounds = round + 1;
      world.clock.advance(61_000);
      for (const member of staff) {
        for (const tab of openTabs(member)) await tab.engine.drain();
        await decide(member);
        await member.tab.engine.drain();
      }
      const statuses = await Promise.all(staff.map(async (member) => ((await member.tab.engine.refreshStatus()), member.tab.status())));
      if (statuses.every((status) => status.pending === 0 && status.failed.length === 0 && status.conflicts.length === 0)) break;
    }

    // What staff see at the end: exactly the server's state, and the truth about it.
    const server = await world.state();
    for (const member of staff) {
      for (const tab of openTabs(member).filter((candidate) => candidate !== member.tab)) await closeTab(tab);
      await member.tab.engine.refreshStatus();
      const status = member.tab.status();
      const shown = { pending: status.pending, failed: status.failed.length, conflicts: status.conflicts.length, stalled: status.stalled.length };
      if (shown.pending + shown.failed + shown.conflicts + shown.stalled > 0) model.problems.push(`seed ${seed}: ${member.name}'s status is not all saved at the end: ${JSON.stringify(shown)}`);
      await member.tab.pullAll();
      const mirror: ServerState = { offers: await member.tab.db.offers.toArray(), albums: await member.tab.db.albums.toArray(), gallery_images: await member.tab.db.gallery_images.toArray() };
      for (const table of ['offers', 'albums', 'gallery_images'] as const) {
        const mine = new Map<string, string>(mirror[table].map((row: AnyRow) => [row.id, JSON.stringify(row)]));
        const theirs = new Map<string, string>(server[table].map((row: AnyRow) => [row.id, JSON.stringify(row)]));
        const differing = [...new Set([...mine.keys(), ...theirs.keys()])].filter((id) => mine.get(id) !== theirs.get(id));
        for (const id of differing) model.problems.push(`seed ${seed}: ${member.name} shows ${table}:${id} as ${mine.get(id) ?? 'absent'}, the server has ${theirs.get(id) ?? 'nothing'}`);
      }
    }
    model.check(server);
    for (const url of [...server.offers.flatMap((offer) => offer.images), ...server.albums.map((album) => album.cover_image), ...server.gallery_images.map((image) => image.image_url)]) {
      const object = url ? parsePublicObjectUrl(url) : null;
      if (object && !object.name.startsWith('seed/') && !(await world.objectExists(object.bucket, object.name))) model.problems.push(`seed ${seed}: ${url} is referenced but was never uploaded`);
    }
    const referenced = new Set(
      [...server.offers.flatMap((offer) => offer.images), ...server.albums.map((album) => album.cover_image), ...server.gallery_images.map((image) => image.image_url)].flatMap((url) => {
        const object = url ? parsePublicObjectUrl(url) : null;
        return object ? [`${object.bucket}/${object.name}`] : [];
      }),
    );
    for (const { bucket, name } of (await world.storedObjects?.()) ?? []) {
      if (!name.startsWith('seed/') && !referenced.has(`${bucket}/${name}`)) model.problems.push(`seed ${seed}: ${bucket}/${name} is stored but no row refers to it`);
    }
  } finally {
    for (const member of staff) for (const tab of openTabs(member)) await closeTab(tab).catch(() => undefined);
    uuid?.mockRestore();
  }

  const stats = staff.map((member) => member.link.stats);
  return {
    seed,
    operations: done,
    requests: stats.reduce((sum, stat) => sum + stat.requests, 0),
    dropped: stats.reduce((sum, stat) => sum + stat.dropped, 0),
    lostAnswers: stats.reduce((sum, stat) => sum + stat.lostAnswers, 0),
    reloads: report.reloads,
    tabsOpened: report.tabsOpened,
    conflicts: model.counts.conflicts,
    deleteConflicts: model.counts.deleteConflicts,
    kept: { mine: model.counts.mine, theirs: model.counts.theirs },
    discarded: model.counts.discarded,
    healRounds: report.healRounds,
    problems: model.problems,
    log,
  };
}
