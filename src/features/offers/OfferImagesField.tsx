import { useId, type ChangeEvent, type ReactNode } from 'react';
import { Box, chakra, CloseButton, SimpleGrid, Text } from '@chakra-ui/react';
import { renderUrl } from '../../data/images/storageUrls';
import { useImageSrc } from '../../data/hooks/useImageSrc';
import { offerFormText } from '../../content/offers';
import type { AddedImage } from './usePreparedImages';

interface OfferImagesFieldProps {
  kept: string[];
  onRemoveKept: (url: string) => void;
  added: AddedImage[];
  onRemoveAdded: (preview: string) => void;
  onPick: (files: File[]) => void;
  progress: { done: number; total: number } | null;
  disabled: boolean;
}

/** The offer's images in the form: the ones it has, the new ones, and a picker (images only, several at once). */
export function OfferImagesField({ kept, onRemoveKept, added, onRemoveAdded, onPick, progress, disabled }: OfferImagesFieldProps) {
  const inputId = useId();
  const hintId = useId();

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.currentTarget.files ?? []);
    event.currentTarget.value = '';
    onPick(files);
  }

  return (
    <chakra.fieldset border="0" p="0" m="0">
      <chakra.legend fontSize="sm" fontWeight="medium" color="sand.800" mb="2">
        {offerFormText.images}
      </chakra.legend>
      {(kept.length > 0 || added.length > 0) && (
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 3, sm: 4 }} gap="3" mb="3" p="0" m="0">
          {kept.map((url, index) => (
            <Thumbnail key={url} removeLabel={offerFormText.removeImage(index)} onRemove={() => onRemoveKept(url)} disabled={disabled}>
              <StoredImage url={url} alt={offerFormText.existingImage(index)} />
            </Thumbnail>
          ))}
          {added.map((item, index) => (
            <Thumbnail key={item.preview} removeLabel={offerFormText.removeImage(kept.length + index)} onRemove={() => onRemoveAdded(item.preview)} disabled={disabled}>
              <chakra.img src={item.preview} alt={offerFormText.newImage(index)} w="full" h="full" objectFit="cover" />
            </Thumbnail>
          ))}
        </SimpleGrid>
      )}
      <chakra.label
        htmlFor={inputId}
        display="flex"
        flexDirection="column"
        alignItems="center"
        gap="1"
        px="4"
        py="5"
        borderWidth="2px"
        borderStyle="dashed"
        borderColor="sand.300"
        bg="sand.100"
        rounded="lg"
        cursor={disabled ? 'not-allowed' : 'pointer'}
        color="sand.800"
        _hover={disabled ? undefined : { borderColor: 'cognac.400' }}
        _focusWithin={{ outline: '3px solid', outlineColor: 'cognac.600', outlineOffset: '2px' }}
      >
        <chakra.span fontWeight="medium">{offerFormText.pickImages}</chakra.span>
        <chakra.span id={hintId} fontSize="sm" color="sand.600">
          {offerFormText.pickHint}
        </chakra.span>
        <chakra.input id={inputId} type="file" accept="image/*" multiple disabled={disabled} aria-describedby={hintId} onChange={onChange} srOnly data-testid="offer-image-input" />
      </chakra.label>
      {progress && (
        <Box mt="3" role="status">
          <Text fontSize="sm" mb="1">
            {offerFormText.preparing(progress.done, progress.total)}
          </Text>
          <Box
            role="progressbar"
            aria-label={offerFormText.preparing(progress.done, progress.total)}
            aria-valuemin={0}
            aria-valuemax={progress.total}
            aria-valuenow={progress.done}
            h="2"
            bg="sand.200"
            rounded="full"
            overflow="hidden"
          >
            <Box h="full" bg="cognac.600" w={`${(progress.done / progress.total) * 100}%`} transition="width 0.2s" />
          </Box>
        </Box>
      )}
    </chakra.fieldset>
  );
}

function StoredImage({ url, alt }: { url: string; alt: string }) {
  const src = useImageSrc(url);
  if (!src) return null;
  return <chakra.img src={src.startsWith('blob:') ? src : renderUrl(src, { width: 160, height: 160 })} alt={alt} w="full" h="full" objectFit="cover" />;
}

function Thumbnail({ removeLabel, onRemove, disabled, children }: { removeLabel: string; onRemove: () => void; disabled: boolean; children: ReactNode }) {
  return (
    <Box as="li" position="relative" aspectRatio="1" rounded="md" overflow="hidden" bg="sand.100" borderWidth="1px" borderColor="sand.200">
      {children}
      <CloseButton aria-label={removeLabel} onClick={onRemove} disabled={disabled} size="2xs" position="absolute" top="1" right="1" bg="whiteAlpha.900" rounded="full" _hover={{ bg: 'white' }} />
    </Box>
  );
}
