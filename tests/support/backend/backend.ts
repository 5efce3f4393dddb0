import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { fileURLToPath } from 'node:url';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../../src/data/database.types.ts';
import { startLocalStack, type LocalStack } from '../../../supabase/local/index.ts';
import { createTestClient } from '../supabaseClient.ts';

/**
 * The backend under test: a fresh in-memory local stack per test file, or, when SUPABASE_URL,
 * SUPABASE_ANON_KEY and SUPABASE_SERVICE_ROLE_KEY are set, that (real) project.
 */
export interface TestBackend {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  /** null against a real project: local-only checks skip themselves. */
  local: LocalStack | null;
  close(): Promise<void>;
}

export const againstRealProject = Boolean(
  process.env.SUPABASE_URL && process.env.SUPABASE_ANON_KEY && process.env.SUPABASE_SERVICE_ROLE_KEY,
);

export const fixtureFunctionsDir = fileURLToPath(new URL('../../integration/fixtures/functions/', import.meta.url));

export async function startBackend(): Promise<TestBackend> {
  if (againstRealProject) {
    return {
      url: process.env.SUPABASE_URL as string,
      anonKey: process.env.SUPABASE_ANON_KEY as string,
      serviceRoleKey: process.env.SUPABASE_SERVICE_ROLE_KEY as string,
      local: null,
      close: async () => undefined,
    };
  }
  const local = await startLocalStack({ port: 0, dataDir: ':memory:', functionsDir: fixtureFunctionsDir });
  return { url: local.url, anonKey: local.anonKey, serviceRoleKey: local.serviceRoleKey, local, close: () => local.close() };
}

export type Client = SupabaseClient<Database>;

export function makeClient(backend: TestBackend, options: { key?: string; headers?: Record<string, string> } = {}): Client {
  return createTestClient(backend.url, options.key ?? backend.anonKey, { headers: options.headers });
}

export function serviceClient(backend: TestBackend): Client {
  return makeClient(backend, { key: backend.serviceRoleKey });
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
}

/** Creates a confirmed user through the admin API; staff users get app_metadata.role = 'staff'. */
export async function createUser(backend: TestBackend, kind: 'staff' | 'visitor'): Promise<TestUser> {
  const email = `${kind}-${randomUUID().slice(0, 8)}@example.com`;
  const password = `pw-${randomUUID()}`;
  const { data, error } = await serviceClient(backend).auth.admin.createUser({
    email,
    password,
    email_confirm: true,
    app_metadata: kind === 'staff' ? { role: 'staff' } : {},
  });
  if (error || !data.user) throw new Error(`createUser failed: ${error?.message}`);
  return { id: data.user.id, email, password };
}

export async function deleteUser(backend: TestBackend, user: TestUser): Promise<void> {
  await serviceClient(backend).auth.admin.deleteUser(user.id);
}

/** A client signed in as the user. */
export async function signIn(backend: TestBackend, user: TestUser, headers?: Record<string, string>): Promise<Client> {
  const client = makeClient(backend, { headers });
  const { error } = await client.auth.signInWithPassword({ email: user.email, password: user.password });
  if (error) throw new Error(`sign-in failed: ${error.message}`);
  return client;
}

/** A unique marker for rows a test creates (so tests also work on a project with real data). */
export function marker(label: string): string {
  return `test ${label} ${randomUUID().slice(0, 8)}`;
}


export interface FileBackend {
  /** The backend of this test file (set before its first test). */
  readonly backend: TestBackend;
  /** A confirmed user of the given kind, deleted when the file is done. */
  newUser(kind: 'staff' | 'visitor'): Promise<TestUser>;
}

/** One backend for the calling test file, and the users its tests create, removed when it is done. */
export function useFileBackend(): FileBackend {
  let backend: TestBackend | null = null;
  const users: TestUser[] = [];
  beforeAll(async () => {
    backend = await startBackend();
  });
  afterAll(async () => {
    if (!backend) return;
    for (const user of users) await deleteUser(backend, user);
    await backend.close();
  });
  const file: FileBackend = {
    get backend() {
      if (!backend) throw new Error('the backend starts in beforeAll: use it inside a test or hook');
      return backend;
    },
    async newUser(kind) {
      const user = await createUser(file.backend, kind);
      users.push(user);
      return user;
    },
  };
  return file;
}
