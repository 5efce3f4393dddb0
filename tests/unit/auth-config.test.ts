import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// supabase/config.toml is what `supabase config push` gives the hosted project. A password change
// needs a recent sign-in or a mailed code there too (issue 26, item 2), as the local stack does.

const config = readFileSync(fileURLToPath(new URL('../../supabase/config.toml', import.meta.url).href), 'utf8');

/** The key = value lines of one [section] of the TOML file. */
function section(name: string): Record<string, string> {
  const start = config.indexOf(`\n[${name}]\n`);
  if (start < 0) throw new Error(`no [${name}] section`);
  const body = config.slice(start + name.length + 4).split(/\n\[/)[0] ?? '';
  return Object.fromEntries(
    body
      .split('\n')
      .map((line) => /^([a-z_]+)\s*=\s*(.+)$/.exec(line.trim()))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => [m[1] as string, (m[2] as string).trim()]),
  );
}

describe('supabase/config.toml: auth e-mail settings', () => {
  it('secure_password_change is on: a stolen session token alone cannot change the password', () => {
    expect(section('auth.email').secure_password_change).toBe('true');
  });
});
