import { Box, Heading, Text } from '@chakra-ui/react';
import { sectionTitle } from '../../content/legal/build';
import type { LegalDocument } from '../../content/legal/types';
import { LegalBlocks } from './LegalBlocks';
import { TableOfContents } from './TableOfContents';

/** Keeps an anchored heading clear of the fixed 64 px top bar after an in-page jump. */
const SCROLL_MARGIN = '6rem';

/** A legal text at a comfortable reading width: intro, optional table of contents, sections. */
export function LegalDocumentView({ document }: { document: LegalDocument }) {
  return (
    <Box maxW="70ch" color="sand.900" overflowWrap="anywhere" hyphens="auto">
      {document.intro && (
        <Box fontSize="lg" mb="8">
          <LegalBlocks blocks={document.intro} />
        </Box>
      )}
      {document.tableOfContents && <TableOfContents label={document.tableOfContents} sections={document.sections} />}
      {document.sections.map((section) => (
        <Box as="section" key={section.id} mb="10">
          <Heading as="h2" id={section.id} scrollMarginTop={SCROLL_MARGIN} fontSize={{ base: '2xl', md: '3xl' }} lineHeight="1.2" mb="4">
            {sectionTitle(section)}
          </Heading>
          <LegalBlocks blocks={section.blocks} />
          {section.subsections?.map((subsection) => (
            <Box key={subsection.id} mt="6">
              <Heading as="h3" id={subsection.id} scrollMarginTop={SCROLL_MARGIN} fontSize={{ base: 'xl', md: '2xl' }} lineHeight="1.25" mb="3">
                {subsection.heading}
              </Heading>
              <LegalBlocks blocks={subsection.blocks} />
            </Box>
          ))}
        </Box>
      ))}
      {document.updated && (
        <Text mt="12" fontSize="sm" color="sand.700">
          {document.updated}
        </Text>
      )}
    </Box>
  );
}
