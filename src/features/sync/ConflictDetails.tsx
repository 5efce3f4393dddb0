import { chakra, Table, Text } from '@chakra-ui/react';
import { syncText } from '../../content/sync';
import { useImageSrc, renderUrl } from '../../data/images';
import type { Conflict } from '../../data/sync';
import { fieldName, shownValue, type ShownValue } from './conflictValue';

/**
 * Both versions of a row in conflict, field by field: for an edit, the fields it changed (this
 * device's value, the server's); for a delete, the fields changed elsewhere (as this device last
 * saw them, as the server has them now).
 */
export function ConflictDetails({ conflict, what }: { conflict: Conflict; what: string }) {
  const t = syncText.conflictTable;
  return (
    <Table.Root size="sm" mt="2" bg="white" rounded="md" data-testid="sync-conflict-fields">
      <Table.Caption captionSide="top" textAlign="left" srOnly>
        {t.caption(what)}
      </Table.Caption>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader scope="col">{t.field}</Table.ColumnHeader>
          <Table.ColumnHeader scope="col">{conflict.kind === 'delete' ? t.seenHere : t.mine}</Table.ColumnHeader>
          <Table.ColumnHeader scope="col">{t.theirs}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {conflict.fields.map((field) => (
          <Table.Row key={field.field} data-testid="sync-conflict-field">
            <Table.Cell as="th" scope="row" fontWeight="medium">
              {fieldName(conflict.table, field.field)}
            </Table.Cell>
            <Table.Cell>
              <Value value={shownValue(field.field, field.mine)} />
            </Table.Cell>
            <Table.Cell>
              <Value value={shownValue(field.field, field.theirs)} />
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

function Value({ value }: { value: ShownValue }) {
  if (value.kind === 'image') return <ConflictImage url={value.url} />;
  return (
    <Text whiteSpace="pre-wrap" wordBreak="break-word" lineClamp={4}>
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
