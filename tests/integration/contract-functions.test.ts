import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FunctionsHttpError } from '@supabase/supabase-js';
import { againstRealProject, makeClient, startBackend, type TestBackend } from '../support/backend/backend.ts';

// functions.invoke through the local stack with a fixture function (the real chat function comes
// later and is tested with its own suite). Local only: a real project has no "echo" function.
let backend: TestBackend;

beforeAll(async () => {
  backend = await startBackend();
});

afterAll(async () => {
  await backend?.close();
});

describe.skipIf(againstRealProject)('functions', () => {
  it('invokes <functionsDir>/<name>/handler.ts with the JSON body and the caller token', async () => {
    const { data, error } = await makeClient(backend).functions.invoke('echo', { body: { message: 'Hallo' } });
    expect(error).toBeNull();
    expect(data).toEqual({ method: 'POST', path: '/functions/v1/echo', body: { message: 'Hallo' }, authorization: true });
  });

  it("passes the function's own error status through as FunctionsHttpError", async () => {
    const { data, error } = await makeClient(backend).functions.invoke('echo', { body: { fail: true } });
    expect(data).toBeNull();
    expect(error).toBeInstanceOf(FunctionsHttpError);
    const response = (error as FunctionsHttpError).context as Response;
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ error: 'asked to fail' });
  });

  it('answers an unknown function with 404 and a missing or forged JWT with 401', async () => {
    const unknown = await makeClient(backend).functions.invoke('nope', { body: {} });
    expect(((unknown.error as FunctionsHttpError).context as Response).status).toBe(404);
    const missing = await fetch(`${backend.url}/functions/v1/echo`, { method: 'POST', body: '{}' });
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ msg: 'Error: Missing authorization header' });
    const forged = await fetch(`${backend.url}/functions/v1/echo`, { method: 'POST', body: '{}', headers: { authorization: 'Bearer a.b.c' } });
    expect(forged.status).toBe(401);
  });

  it('lets the function answer the CORS preflight', async () => {
    const response = await fetch(`${backend.url}/functions/v1/echo`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });
});
