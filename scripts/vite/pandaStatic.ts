import path from 'node:path';
import { pathToFileURL } from 'node:url';
import MagicString from 'magic-string';
import { parseAst, type Plugin } from 'vite';

/**
 * Panda CSS writes the stylesheet at build time, but its `css({...})` still computes the class
 * names in the browser, with Panda's utility tables in the bundle (~10 KB compressed). This plugin
 * computes them at build time instead: every `css()` call of `styled-system/css` whose arguments
 * are written out (objects of strings and numbers, responsive and condition objects included)
 * becomes the class string Panda's own `css()` returns for them, so what visitors download is
 * plain class names. A call with a value known only at run time is a build warning (the build
 * fails on warnings): write each variant out, `cx(open ? css(a) : css(b))`.
 *
 * Hand-written because the community plugin that does this (@pandabox/unplugin) targets Rollup 3
 * and is not maintained; this one only evaluates literals and reuses Panda's generated `css`.
 */

type Node = { type: string; start: number; end: number; [key: string]: unknown };
type PandaCss = (...styles: unknown[]) => string;

const STYLED_SYSTEM_CSS = /(^|\/)styled-system\/css(\/index(\.mjs)?)?$/;

class NotStatic extends Error {}

/** The value of a literal expression: strings, numbers, booleans, null, objects and arrays of them. */
function literalValue(node: Node): unknown {
  switch (node.type) {
    case 'Literal':
      return node.value;
    case 'TemplateLiteral': {
      const quasis = node.quasis as { value: { cooked: string } }[];
      if ((node.expressions as unknown[]).length > 0) throw new NotStatic();
      return quasis.map((quasi) => quasi.value.cooked).join('');
    }
    case 'UnaryExpression':
      if (node.operator === '-' && (node.argument as Node).type === 'Literal') return -((node.argument as Node).value as number);
      throw new NotStatic();
    case 'TSAsExpression':
    case 'TSSatisfiesExpression':
    case 'ParenthesizedExpression':
      return literalValue(node.expression as Node);
    case 'ArrayExpression':
      return (node.elements as (Node | null)[]).map((element) => (element ? literalValue(element) : undefined));
    case 'ObjectExpression': {
      const value: Record<string, unknown> = {};
      for (const property of node.properties as Node[]) {
        if (property.type !== 'Property' || property.computed || property.kind !== 'init') throw new NotStatic();
        const key = property.key as Node;
        const name = key.type === 'Identifier' ? (key.name as string) : key.type === 'Literal' ? String(key.value) : null;
        if (name === null) throw new NotStatic();
        value[name] = literalValue(property.value as Node);
      }
      return value;
    }
    default:
      throw new NotStatic();
  }
}

/** Every node below `node`, depth first. */
function* descendants(node: unknown): Generator<Node> {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) yield* descendants(child);
    return;
  }
  const candidate = node as Node;
  if (typeof candidate.type === 'string') yield candidate;
  for (const [key, child] of Object.entries(candidate)) {
    if (key !== 'parent' && child && typeof child === 'object') yield* descendants(child);
  }
}

const importedName = (specifier: Node) => (specifier.type === 'ImportSpecifier' ? ((specifier.imported as Node).name as string) : null);

/** The module's imports from styled-system/css. */
function pandaImports(program: Node): Node[] {
  return (program.body as Node[]).filter((statement) => statement.type === 'ImportDeclaration' && STYLED_SYSTEM_CSS.test((statement.source as Node).value as string));
}

/** The local names under which a module imports `css` from styled-system/css. */
function cssBindings(imports: Node[]): Set<string> {
  const names = new Set<string>();
  for (const statement of imports) {
    for (const specifier of statement.specifiers as Node[]) {
      if (importedName(specifier) === 'css') names.add((specifier.local as Node).name as string);
    }
  }
  return names;
}

/**
 * Once no `css()` is left, the import must not load Panda's css module either (it builds its
 * tables at load, so the bundler keeps it): `css` goes, `cx` comes from its own small module.
 */
function rewriteImports(imports: Node[], output: MagicString): void {
  for (const statement of imports) {
    const source = ((statement.source as Node).value as string).replace(/\/index(\.mjs)?$/, '');
    const kept = (statement.specifiers as Node[]).filter((specifier) => importedName(specifier) !== 'css');
    const text = (names: Node[]) => names.map((specifier) => code(specifier, output)).join(', ');
    if (kept.length === 0) output.overwrite(statement.start, statement.end, '');
    else if (kept.every((specifier) => importedName(specifier) === 'cx')) output.overwrite(statement.start, statement.end, `import { ${text(kept)} } from '${source}/cx.mjs';`);
    else output.overwrite(statement.start, statement.end, `import { ${text(kept)} } from '${source}';`);
  }
}

const code = (node: Node, output: MagicString) => output.original.slice(node.start, node.end);

export function pandaStatic({ root = process.cwd() }: { root?: string } = {}): Plugin {
  let pandaCss: Promise<PandaCss> | null = null;
  const loadCss = () => {
    pandaCss ??= import(pathToFileURL(path.join(root, 'src/styled-system/css/index.mjs')).href).then((module: { css: PandaCss }) => module.css);
    return pandaCss;
  };
  return {
    name: 'wichtrey:panda-static',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0] as string;
      if (!/\/src\/.*\.(ts|tsx)$/.test(file) || file.includes('/styled-system/') || !code.includes('styled-system/css')) return null;
      const program = parseAst(code, { lang: file.endsWith('.tsx') ? 'tsx' : 'ts' }) as unknown as Node;
      const imports = pandaImports(program);
      const names = cssBindings(imports);
      if (names.size === 0) return null;
      const css = await loadCss();
      const output = new MagicString(code);
      let replaced = 0;
      let references = 0;
      for (const node of descendants(program)) {
        if (node.type === 'Identifier' && names.has(node.name as string)) references += 1;
        if (node.type !== 'CallExpression' || (node.callee as Node).type !== 'Identifier' || !names.has((node.callee as Node).name as string)) continue;
        try {
          const styles = (node.arguments as Node[]).map(literalValue);
          output.overwrite(node.start, node.end, JSON.stringify(css(...styles)));
          replaced += 1;
        } catch (error) {
          if (!(error instanceof NotStatic)) throw error;
          const line = code.slice(0, node.start).split('\n').length;
          this.warn(`${path.relative(root, file)}:${line}: css() with a value known only at run time keeps Panda's runtime in the bundle; write each variant out`);
        }
      }
      // Each replaced call had one reference; each import specifier has two (imported and local).
      const importReferences = 2 * imports.flatMap((statement) => statement.specifiers as Node[]).filter((specifier) => importedName(specifier) === 'css').length;
      if (replaced > 0 && references === replaced + importReferences) rewriteImports(imports, output);
      return output.hasChanged() ? { code: output.toString(), map: output.generateMap({ hires: true, source: id }) } : null;
    },
  };
}
