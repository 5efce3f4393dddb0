import { Text } from '@chakra-ui/react';
import { PageShell } from './PageShell';

/** Placeholder for a route whose content is built by a later issue. */
export function ComingSoonPage({ title, text }: { title: string; text: string }) {
  return (
    <PageShell title={title}>
      <Text>{text}</Text>
    </PageShell>
  );
}
