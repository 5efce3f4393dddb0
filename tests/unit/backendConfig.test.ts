// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { readBackendConfig } from '../../src/data/backendConfig';
import { LOCAL_ANON_KEY, LOCAL_BACKEND_URL } from '../../src/data/localBackend';

function documentWith(head: string): Document {
  return new DOMParser().parseFromString(`<!doctype html><html><head>${head}</head><body></body></html>`, 'text/html');
}

describe('readBackendConfig', () => {
  it('uses the backend named by the serving process', () => {
    const doc = documentWith(`<meta name="wichtrey-backend" content='{"url":"http://127.0.0.1:9999","anonKey":"k"}'>`);
    expect(readBackendConfig(doc)).toEqual({ url: 'http://127.0.0.1:9999', anonKey: 'k' });
  });

  it('falls back to the embedded local backend without a tag or build configuration', () => {
    expect(readBackendConfig(documentWith(''))).toEqual({ url: LOCAL_BACKEND_URL, anonKey: LOCAL_ANON_KEY });
  });

  it('ignores a broken or incomplete tag', () => {
    expect(readBackendConfig(documentWith('<meta name="wichtrey-backend" content="{nope">')).url).toBe(LOCAL_BACKEND_URL);
    expect(readBackendConfig(documentWith(`<meta name="wichtrey-backend" content='{"url":"x"}'>`)).url).toBe(LOCAL_BACKEND_URL);
  });
});
