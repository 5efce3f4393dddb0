import { pageText } from '../../content/pages';
import { ComingSoonPage } from '../../ui/ComingSoonPage';

export function Component() {
  return <ComingSoonPage title={pageText.gallery.title} text={pageText.comingSoon} />;
}
