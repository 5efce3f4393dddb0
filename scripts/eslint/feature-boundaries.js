// Enforces DESIGN.md section 3: shared code -> features -> app, and no feature reaches into another.
import path from 'node:path';

const SRC = path.resolve('src');

/** Which layer a file belongs to: 'app', 'feature:<name>', or a shared layer name. */
function layerOf(file) {
  const rel = path.relative(SRC, file);
  if (rel.startsWith('..')) return null;
  const [top, second] = rel.split(path.sep);
  if (top === 'features' && second) return `feature:${second}`;
  return top ?? null;
}

const SHARED = new Set(['data', 'ui', 'content', 'lib']);

export const featureBoundaries = {
  meta: {
    type: 'problem',
    messages: {
      crossFeature: "Feature '{{from}}' must not import from feature '{{to}}'; move shared code to src/data, src/ui or src/content.",
      upward: "Shared layer '{{from}}' must not import from '{{to}}'.",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const from = layerOf(file);
    if (!from) return {};
    function check(node) {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = layerOf(path.resolve(path.dirname(file), source));
      if (!to || to === from) return;
      if (from.startsWith('feature:') && to.startsWith('feature:')) {
        context.report({ node, messageId: 'crossFeature', data: { from: from.slice(8), to: to.slice(8) } });
      } else if (SHARED.has(from) && (to === 'app' || to.startsWith('feature:'))) {
        context.report({ node, messageId: 'upward', data: { from, to } });
      }
    }
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};
