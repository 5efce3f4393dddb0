import { datenschutz } from '../../content/legal/datenschutz';
import { pageText } from '../../content/pages';
import { PageShell } from '../../ui/PageShell';
import { LegalDocumentView } from './LegalDocumentView';

export function Component() {
  return (
    <PageShell title={pageText.datenschutz.title}>
      <LegalDocumentView document={datenschutz} />
    </PageShell>
  );
}
