import { Fragment } from 'react';
import { chakra, Text } from '@chakra-ui/react';
import type { LegalBlock } from '../../content/legal/types';
import { LegalInlines } from './LegalInlines';

const listStyle = { pl: '6', mb: '5', display: 'flex', flexDirection: 'column', gap: '2' } as const;

function Block({ block }: { block: LegalBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return (
        <Text mb="4">
          <LegalInlines content={block.content} />
        </Text>
      );
    case 'lines':
      return (
        <Text mb="4">
          {block.lines.map((line, index) => (
            <Fragment key={index}>
              {index > 0 && <br />}
              <LegalInlines content={line} />
            </Fragment>
          ))}
        </Text>
      );
    case 'list':
      return (
        <chakra.ul listStyleType="disc" {...listStyle} css={{ '& > li::marker': { color: 'var(--chakra-colors-cognac-600)' } }}>
          {block.items.map((item, index) => (
            <li key={index}>
              <LegalInlines content={item} />
            </li>
          ))}
        </chakra.ul>
      );
    case 'clauses':
      // Numbered like German contract clauses: (1), (2), ...
      return (
        <chakra.ol listStyleType="decimal" {...listStyle} pl="9" css={{ '& > li::marker': { content: '"(" counter(list-item) ")\\00a0\\00a0"' } }}>
          {block.items.map((item, index) => (
            <chakra.li key={index} pl="1">
              <LegalInlines content={item} />
            </chakra.li>
          ))}
        </chakra.ol>
      );
  }
}

/** Paragraphs, lists and address lines of a legal text. */
export function LegalBlocks({ blocks }: { blocks: readonly LegalBlock[] }) {
  return (
    <>
      {blocks.map((block, index) => (
        <Block key={index} block={block} />
      ))}
    </>
  );
}
