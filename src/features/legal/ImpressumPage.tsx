import { impressum } from '../../content/legal/impressum';
import { pageText } from '../../content/pages';
import { PageShell } from '../../ui/PageShell';
import { LegalDocumentView } from './LegalDocumentView';

export function Component() {
  return (
    <PageShell title={pageText.impressum.title}>
      <LegalDocumentView document={impressum} />
    </PageShell>
  );
}
