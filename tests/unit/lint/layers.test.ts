import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The layer rules of eslint.config.js (scripts/eslint/layers.js) refuse an import in each wrong
 * direction and let the right ones through. Each case lints one line as if it were a file at
 * `file`; the imported modules are real, so the resolver finds them.
 */
// Only the layer rules matter here; the cycle check would follow every import of the probes.
const eslint = new ESLint({ overrideConfig: { rules: { 'import-x/no-cycle': 'off' } } });

async function layerErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport {};\n`, { filePath: file });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'import-x/no-restricted-paths').map((message) => message.message);
}

const refused: [string, string, string][] = [
  ['a feature importing another feature', 'src/features/offers/Probe.ts', "import '../gallery/GalleryPage';"],
  ['a feature importing the app', 'src/features/offers/Probe.ts', "import '../../app/routes';"],
  ['a feature importing data internals', 'src/features/offers/Probe.ts', "import '../../data/hooks/useOffers';"],
  ['the app importing a feature internal', 'src/app/Probe.ts', "import '../features/offers/OfferCard';"],
  ['the app importing data internals', 'src/app/Probe.ts', "import('../data/sync/startSync');"],
  ['ui importing data', 'src/ui/Probe.ts', "import '../data/offers';"],
  ['ui importing a feature', 'src/ui/Probe.ts', "import '../features/offers/SalePage';"],
  ['data importing ui', 'src/data/Probe.ts', "import '../ui/showToast';"],
  ['data importing a feature', 'src/data/Probe.ts', "import '../features/sync/syncSummary';"],
  ['content importing data', 'src/content/Probe.ts', "import '../data/rows';"],
  ['lib importing ui', 'src/lib/Probe.ts', "import '../ui/showToast';"],
  ['the service worker importing data', 'sw/Probe.ts', "import '../src/data/offers';"],
  ['the chat knowledge importing data', 'chat-knowledge/Probe.ts', "import '../src/data/chat';"],
  ['the edge function importing the app', 'supabase/functions/chat-with-wichtrey/Probe.ts', "import '../../../src/content/business.ts';"],
];

const allowed: [string, string, string][] = [
  ['a feature importing ui, a data entry, content and lib', 'src/features/offers/Probe.ts', "import '../../ui/showToast';\nimport '../../data/offers';\nimport '../../content/offers';\nimport '../../lib/paths';"],
  ['a feature importing its own modules', 'src/features/offers/Probe.ts', "import './OfferCard';"],
  ['the app importing a feature page and a lazy data entry', 'src/app/Probe.ts', "import '../features/offers/SalePage';\nimport('../data/syncEngine');"],
  ['ui importing content and lib', 'src/ui/Probe.ts', "import '../content/loadStates';\nimport '../lib/paths';"],
  ['the service worker importing the shared protocol', 'sw/Probe.ts', "import '../src/lib/serviceWorkerProtocol';"],
  ['the edge function importing the chat knowledge', 'supabase/functions/chat-with-wichtrey/Probe.ts', "import '../../../chat-knowledge/answer.ts';"],
];

describe('layer rules', () => {
  // Loading the parser and the config takes seconds on a busy machine: once, before the cases.
  beforeAll(() => layerErrors('src/lib/Probe.ts', ''), 60_000);

  it.each(refused)('refuse %s', async (_name, file, code) => {
    expect(await layerErrors(file, code)).toHaveLength(code.split('\n').length);
  });

  it.each(allowed)('allow %s', async (_name, file, code) => {
    expect(await layerErrors(file, code)).toEqual([]);
  });
});
