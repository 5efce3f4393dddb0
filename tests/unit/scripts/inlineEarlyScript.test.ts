import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../../../scripts/server/inlineScripts';
import { asDataPage, earlyScriptTag, EARLY_SCRIPT } from '../../../scripts/vite/earlyScript';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const shell = `<head>\n    ${earlyScriptTag(EARLY_SCRIPT)}\n    <script type="module" src="/assets/index.js"></script></head>`;

describe('a data page carries its early script inline', () => {
  it('in place of /early.js, its painter right after, ahead of the app', () => {
    const page = asDataPage(shell, 'early-offers.js', 'read("$&offers")');
    expect(page).not.toContain('/early.js');
    // `$&` stays as written: the code is not a replacement pattern.
    expect(page.indexOf('<script>read("$&offers")</script>')).toBeGreaterThan(-1);
    expect(page.indexOf('<script>read(')).toBeLessThan(page.indexOf('/early-offers.js'));
    expect(page.indexOf('/early-offers.js')).toBeLessThan(page.indexOf('/assets/index.js'));
  });

  it('refuses code that would end the inline script early, and a page without /early.js', () => {
    expect(() => asDataPage(shell, 'early-offers.js', 'x = "</SCRIPT>"')).toThrow('</script');
    expect(() => asDataPage('<head></head>', 'early-offers.js', 'x')).toThrow('lacks');
  });

  it("the policy's hashes are those of the scripts the browser runs inline, not of data blocks or files", () => {
    const page = asDataPage(shell, 'early-offers.js', 'read("offers")') + '<script type="application/ld+json">{"@type":"Store"}</script><script type="module">boot()</script>';
    expect(inlineScriptHashes(page)).toEqual([sha256('read("offers")'), sha256('boot()')]);
  });
});
