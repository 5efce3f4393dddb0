import { pageText } from '../../content/pages';
import { ComingSoonPage } from '../../ui/ComingSoonPage';

export function Component() {
  return <ComingSoonPage title={pageText.agb.title} text={pageText.comingSoon} />;
}
