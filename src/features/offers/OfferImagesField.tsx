import { chakra } from '@chakra-ui/react';
import { offerFormText } from '../../content/offers';
import { ImagePicker, PICKER_THUMBNAIL } from '../../ui/ImagePicker';
import { useThumbnailSrcs, type ImageSelection } from '../../data/imageUploads';

interface OfferImagesFieldProps {
  /** The offer's stored images that stay. */
  kept: string[];
  onRemoveKept: (url: string) => void;
  /** New images: any number (SPEC.md section 5). */
  selection: ImageSelection;
  disabled: boolean;
}

/** The offer's images in the form: the ones it has, the new ones, and the shared picker. */
export function OfferImagesField({ kept, onRemoveKept, selection, disabled }: OfferImagesFieldProps) {
  const thumbnails = useThumbnailSrcs(kept, PICKER_THUMBNAIL);
  return (
    <chakra.fieldset border="0" p="0" m="0">
      <chakra.legend fontSize="sm" fontWeight="medium" color="sand.800" mb="2">
        {offerFormText.images}
      </chakra.legend>
      <ImagePicker
        selection={selection}
        label={offerFormText.pickImages}
        disabled={disabled}
        current={kept.map((url, index) => ({ url, src: thumbnails[index]!, alt: offerFormText.existingImage(index), removeLabel: offerFormText.removeImage(index), onRemove: () => onRemoveKept(url) }))}
      />
    </chakra.fieldset>
  );
}
