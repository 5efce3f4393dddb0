import { describe, expect, it } from 'vitest';
import { pandaStatic } from '../../scripts/vite/pandaStatic';

// The build step that turns Panda's css() calls into class strings, so visitors download no
// styling runtime. It runs Panda's own generated css() (npm install generates src/styled-system).

type Transform = (this: { warn: (message: string) => void }, code: string, id: string) => Promise<{ code: string } | null>;

async function transform(code: string, file = '/repo/src/features/demo/Demo.tsx') {
  const warnings: string[] = [];
  const hook = pandaStatic().transform as unknown as Transform;
  const result = await hook.call({ warn: (message) => warnings.push(message) }, code, file);
  return { code: result?.code ?? code, warnings };
}

describe('pandaStatic', () => {
  it('replaces a css() call written out with the class names Panda gives it, and drops the import', async () => {
    const { code, warnings } = await transform(
      `import { css } from '../../styled-system/css';\nexport const A = () => <a className={css({ px: { base: '5', md: '8' }, color: 'sand.50', _hover: { color: 'white' } })} />;\n`,
    );
    expect(warnings).toEqual([]);
    expect(code).toContain('className={"px_5 md:px_8 c_sand.50 hover:c_white"}');
    expect(code).not.toContain('styled-system/css');
  });

  it('keeps cx, from its own module, so Panda’s tables stay out of the bundle', async () => {
    const { code } = await transform(
      `import { css, cx } from '../../styled-system/css';\nexport const A = ({ on }: { on: boolean }) => <b className={cx(css({ p: '2' }), on ? css({ bg: 'cognac.600' }) : css({ bg: 'sand.100' }))} />;\n`,
    );
    expect(code).toContain(`import { cx } from '../../styled-system/css/cx.mjs';`);
    expect(code).toContain('cx("p_2", on ? "bg_cognac.600" : "bg_sand.100")');
  });

  it('merges several style objects as Panda does (the later one wins)', async () => {
    const { code } = await transform(`import { css } from '../../styled-system/css';\nexport const s = css({ p: '2', color: 'sand.900' }, { p: '4' });\n`, '/repo/src/ui/s.ts');
    expect(code).toContain('export const s = "p_4 c_sand.900";');
  });

  it('warns of a css() call with a value known only at run time, and leaves that module as it was', async () => {
    const source = `import { css } from '../../styled-system/css';\nexport const A = ({ tone }: { tone: string }) => <i className={css({ color: tone })} />;\n`;
    const { code, warnings } = await transform(source);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/Demo\.tsx:2: css\(\) with a value known only at run time/);
    expect(code).toBe(source);
  });

  it('leaves files outside src and modules without Panda alone', async () => {
    expect((await transform(`import { css } from 'styled-system/css';\ncss({ p: '1' });\n`, '/repo/scripts/x.ts')).code).toContain("css({ p: '1' })");
    expect((await transform(`export const x = 1;\n`)).code).toBe('export const x = 1;\n');
  });
});
