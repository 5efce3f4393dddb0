import type { ReactNode } from 'react';
import { Box, HStack, Text, type BoxProps } from '@chakra-ui/react';

interface FloatingNoticeProps extends Omit<BoxProps, 'title'> {
  /** Id of the title, for the notice's aria-labelledby. */
  titleId: string;
  title: ReactNode;
  text: ReactNode;
  /** The notice's buttons, right-aligned under the text. */
  actions: ReactNode;
}

/** A small card that floats above the page: the update prompt and the install hint. */
export function FloatingNotice({ titleId, title, text, actions, ...placement }: FloatingNoticeProps) {
  return (
    <Box
      aria-labelledby={titleId}
      position="fixed"
      maxW="sm"
      bg="white"
      color="sand.900"
      borderWidth="1px"
      borderColor="sand.200"
      rounded="lg"
      shadow="lg"
      p="4"
      {...placement}
    >
      <Text id={titleId} fontWeight="semibold">
        {title}
      </Text>
      <Text fontSize="sm" mt="1" color="sand.700">
        {text}
      </Text>
      <HStack mt="3" gap="2" justify="flex-end">
        {actions}
      </HStack>
    </Box>
  );
}
