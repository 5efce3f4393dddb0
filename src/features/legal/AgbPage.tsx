import { agb } from '../../content/legal/agb';
import { pageText } from '../../content/pages';
import { PageShell } from '../../ui/PageShell';
import { LegalDocumentView } from './LegalDocumentView';

export function Component() {
  return (
    <PageShell title={pageText.agb.title}>
      <LegalDocumentView document={agb} />
    </PageShell>
  );
}
