import { Box, chakra, Heading } from '@chakra-ui/react';
import { sectionTitle } from '../../content/legal/build';
import type { LegalSection } from '../../content/legal/types';
import { legalLinkStyle } from './LegalInlines';

const TITLE_ID = 'inhalt';

/** A short list of in-page links to the sections of a long legal text. */
export function TableOfContents({ label, sections }: { label: string; sections: readonly LegalSection[] }) {
  return (
    <Box as="nav" aria-labelledby={TITLE_ID} bg="sand.100" borderLeftWidth="3px" borderColor="cognac.600" rounded="md" px={{ base: '5', md: '6' }} py="5" mb="12">
      <Heading as="h2" id={TITLE_ID} fontSize="xl" mb="3">
        {label}
      </Heading>
      <chakra.ul listStyleType="none" m="0" p="0" display="flex" flexDirection="column" gap="1.5">
        {sections.map((section) => (
          <li key={section.id}>
            <chakra.a href={`#${section.id}`} {...legalLinkStyle}>
              {sectionTitle(section)}
            </chakra.a>
          </li>
        ))}
      </chakra.ul>
    </Box>
  );
}
