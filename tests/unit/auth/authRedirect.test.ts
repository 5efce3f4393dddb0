import { describe, expect, it } from 'vitest';
import { authRedirectTarget } from '../../../src/lib/authRedirect';

const recovery = '#access_token=abc&expires_in=3600&refresh_token=def&token_type=bearer&type=recovery';

describe('an auth redirect goes where the login control is', () => {
  it('a recovery link on the home page or a legal page goes on to /sale with its fragment', () => {
    expect(authRedirectTarget({ pathname: '/', hash: recovery })).toBe(`/sale${recovery}`);
    expect(authRedirectTarget({ pathname: '/impressum', hash: recovery })).toBe(`/sale${recovery}`);
  });

  it('an expired link (an error in the fragment) goes on too, so the dialog can say why', () => {
    const expired = '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired';
    expect(authRedirectTarget({ pathname: '/', hash: expired })).toBe(`/sale${expired}`);
  });

  it('stays on /sale and the gallery pages, which have the control', () => {
    expect(authRedirectTarget({ pathname: '/sale', hash: recovery })).toBeNull();
    expect(authRedirectTarget({ pathname: '/galerie/abc', hash: recovery })).toBeNull();
  });

  it('ignores ordinary fragments (section links of the home page)', () => {
    expect(authRedirectTarget({ pathname: '/', hash: '#kontakt' })).toBeNull();
    expect(authRedirectTarget({ pathname: '/', hash: '' })).toBeNull();
  });
});
