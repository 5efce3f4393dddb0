import { Box, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { landingText } from '../../../content/landing';
import { FlipCard } from './FlipCard';

const text = landingText.craft;

/** 'Schönheit entsteht durch Können': the three workshops as flip cards. */
export function CraftSection() {
  return (
    <Box mt={{ base: '20', md: '28' }}>
      <Heading as="h2" fontSize={{ base: '4xl', md: '5xl' }} textAlign="center">
        {text.title}
      </Heading>
      <Text mt="4" mb="10" textAlign="center" color="sand.700">
        {text.lead}
      </Text>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
        {text.cards.map((card) => (
          <FlipCard key={card.id} card={card} />
        ))}
      </SimpleGrid>
    </Box>
  );
}
