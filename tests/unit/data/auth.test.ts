// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import type { Session } from '@supabase/supabase-js';
import { beforeEach, describe, expect, it } from 'vitest';
import { AUTH_STORAGE_KEY } from '../../../src/data/auth/hasStoredSession';
import { useAuthStore } from '../../../src/data/auth/authStore';
import { hasStoredSession } from '../../../src/data/auth/hasStoredSession';
import { applyAuthEvent } from '../../../src/data/auth/startAuth';

function session(role: string | undefined, email = 'staff@example.com'): Session {
  return {
    access_token: 'a',
    refresh_token: 'r',
    expires_in: 3600,
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    token_type: 'bearer',
    user: { id: 'u', email, app_metadata: role ? { role } : {}, user_metadata: {}, aud: 'authenticated', created_at: '' },
  } as Session;
}

beforeEach(() => {
  localStorage.clear();
  useAuthStore.setState({ status: 'unknown', email: null, isStaff: false, recovery: false });
});

describe('auth store', () => {
  it('SIGNED_IN sets email and the staff flag from app_metadata.role', () => {
    applyAuthEvent('SIGNED_IN', session('staff'));
    expect(useAuthStore.getState()).toMatchObject({ status: 'signedIn', email: 'staff@example.com', isStaff: true });
    applyAuthEvent('SIGNED_IN', session(undefined, 'visitor@example.com'));
    expect(useAuthStore.getState()).toMatchObject({ status: 'signedIn', isStaff: false });
  });

  it('PASSWORD_RECOVERY sets recovery; USER_UPDATED clears it', () => {
    applyAuthEvent('PASSWORD_RECOVERY', session('staff'));
    expect(useAuthStore.getState().recovery).toBe(true);
    applyAuthEvent('TOKEN_REFRESHED', session('staff'));
    expect(useAuthStore.getState().recovery).toBe(true);
    applyAuthEvent('USER_UPDATED', session('staff'));
    expect(useAuthStore.getState()).toMatchObject({ recovery: false, status: 'signedIn' });
  });

  it('only SIGNED_OUT signs out; an expired stored session that could not be refreshed offline stays signed in', () => {
    localStorage.setItem(
      AUTH_STORAGE_KEY,
      JSON.stringify({ access_token: 'old', refresh_token: 'r', expires_at: 1, user: { email: 'staff@example.com', app_metadata: { role: 'staff' } } }),
    );
    expect(hasStoredSession()).toBe(true);
    // supabase-js reports INITIAL_SESSION null when the refresh failed for network reasons.
    applyAuthEvent('INITIAL_SESSION', null);
    expect(useAuthStore.getState()).toMatchObject({ status: 'signedIn', email: 'staff@example.com', isStaff: true });
    applyAuthEvent('SIGNED_OUT', null);
    expect(useAuthStore.getState()).toMatchObject({ status: 'signedOut', email: null, isStaff: false });
  });

  it('a start without any stored session is signed out', () => {
    expect(hasStoredSession()).toBe(false);
    applyAuthEvent('INITIAL_SESSION', null);
    expect(useAuthStore.getState().status).toBe('signedOut');
  });
});
