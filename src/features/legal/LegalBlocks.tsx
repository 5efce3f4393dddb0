import { Fragment } from 'react';
import { css } from '../../styled-system/css';
import type { LegalBlock } from '../../content/legal/types';
import { LegalInlines } from './LegalInlines';

function Block({ block }: { block: LegalBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return (
        <p className={css({ mb: '4' })}>
          <LegalInlines content={block.content} />
        </p>
      );
    case 'lines':
      return (
        <p className={css({ mb: '4' })}>
          {block.lines.map((line, index) => (
            <Fragment key={index}>
              {index > 0 && <br />}
              <LegalInlines content={line} />
            </Fragment>
          ))}
        </p>
      );
    case 'list':
      return (
        <ul
          className={css({
            listStyleType: 'disc',
            pl: '6',
            mb: '5',
            display: 'flex',
            flexDirection: 'column',
            gap: '2',
            '& > li::marker': { color: 'cognac.600' },
          })}
        >
          {block.items.map((item, index) => (
            <li key={index}>
              <LegalInlines content={item} />
            </li>
          ))}
        </ul>
      );
    case 'clauses':
      // Numbered like German contract clauses: (1), (2), ...
      return (
        <ol
          className={css({
            listStyleType: 'decimal',
            pl: '9',
            mb: '5',
            display: 'flex',
            flexDirection: 'column',
            gap: '2',
            '& > li::marker': { content: '"(" counter(list-item) ")\\00a0\\00a0"' },
          })}
        >
          {block.items.map((item, index) => (
            <li key={index} className={css({ pl: '1' })}>
              <LegalInlines content={item} />
            </li>
          ))}
        </ol>
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
