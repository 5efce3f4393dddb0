import { chakra, Table, Text } from '@chakra-ui/react';
import { syncText } from '../../content/sync';
import { useImageSrc, renderUrl } from '../../data/images';
import type { Conflict } from '../../data/sync';
import { fieldName, shownValue, type ShownValue } from './conflictValue';

// The theme leaves out Chakra's table recipe (it would weigh on every first load), so the
// table's few cells are styled here.
const headerCell = { px: '2', py: '1.5', textAlign: 'start', fontSize: 'xs', fontWeight: 'semibold', color: 'sand.700', borderBottomWidth: '1px', borderColor: 'sand.200' } as const;
const bodyCell = { px: '2', py: '1.5', textAlign: 'start', verticalAlign: 'top' } as const;

/**
 * Both versions of a row in conflict, field by field: for an edit, the fields it changed (this
 * device's value, the server's); for a delete, the fields changed elsewhere (as this device last
 * saw them, as the server has them now).
 */
export function ConflictDetails({ conflict, what }: { conflict: Conflict; what: string }) {
  const t = syncText.conflictTable;
  // Two equal columns, the field's name above its pair: on a phone each version keeps half the
  // panel (three columns left the server's version outside a 390 px screen, or split its words).
  return (
    <Table.Root mt="2" w="full" tableLayout="fixed" bg="white" rounded="md" borderWidth="1px" borderColor="sand.200" fontSize="sm" data-testid="sync-conflict-fields">
      <Table.Caption captionSide="top" textAlign="left" srOnly>
        {t.caption(what)}
      </Table.Caption>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader scope="col" {...headerCell}>
            {conflict.kind === 'delete' ? t.seenHere : t.mine}
          </Table.ColumnHeader>
          <Table.ColumnHeader scope="col" {...headerCell}>
            {t.theirs}
          </Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      {conflict.fields.map((field) => (
        <Table.Body key={field.field} data-testid="sync-conflict-field">
          <Table.Row>
            <Table.Cell as="th" scope="rowgroup" colSpan={2} fontWeight="medium" {...bodyCell} pb="0">
              {fieldName(conflict.table, field.field)}
            </Table.Cell>
          </Table.Row>
          <Table.Row>
            <Table.Cell {...bodyCell}>
              <Value value={shownValue(field.field, field.mine)} />
            </Table.Cell>
            <Table.Cell {...bodyCell}>
              <Value value={shownValue(field.field, field.theirs)} />
            </Table.Cell>
          </Table.Row>
        </Table.Body>
      ))}
    </Table.Root>
  );
}

function Value({ value }: { value: ShownValue }) {
  if (value.kind === 'image') return <ConflictImage url={value.url} />;
  return (
    // Whole, to choose between: no clamp; a word breaks only where it cannot fit a line of its own
    // ('break-word' as word-break let the table squeeze the column until 'Ohrensessel' split).
    <Text whiteSpace="pre-wrap" overflowWrap="break-word" hyphens="auto">
      {value.text}
    </Text>
  );
}

/** A cover image, from the device while its upload still waits. */
function ConflictImage({ url }: { url: string | null }) {
  const src = useImageSrc(url);
  if (!src) return <Text>{syncText.conflictTable.noImage}</Text>;
  return <chakra.img src={renderUrl(src, { width: 96, height: 96 })} alt={syncText.conflictTable.image} boxSize="12" objectFit="cover" rounded="sm" />;
}
