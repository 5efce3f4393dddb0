import { lazy, Suspense, useState } from 'react';
import { Box, Button, Grid, Heading, Text } from '@chakra-ui/react';
import { images } from 'virtual:responsive-images';
import { landingText } from '../../../content/landing';
import { ResponsiveImage } from '../../../ui/ResponsiveImage';

const BoxspringDialog = lazy(() => import('./BoxspringDialog'));
const text = landingText.boxspring;
const photoNumbers = Array.from({ length: 9 }, (_, i) => i + 1);

/** The boxspring studio: nine photos and the 'Erfahren Sie mehr' dialog. */
export function BoxspringStudio() {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  return (
    <Grid mt={{ base: '20', md: '28' }} templateColumns={{ base: '1fr', lg: '2fr 3fr' }} gap={{ base: '10', lg: '14' }} alignItems="center">
      <Box>
        <Heading as="h2" fontSize={{ base: '4xl', md: '5xl' }}>
          {text.title}
        </Heading>
        {text.paragraphs.map((paragraph) => (
          <Text key={paragraph} mt="4" color="sand.800">
            {paragraph}
          </Text>
        ))}
        <Button
          mt="8"
          colorPalette="cognac"
          size="lg"
          aria-haspopup="dialog"
          onClick={() => {
            setRequested(true);
            setOpen(true);
          }}
        >
          {text.more}
        </Button>
      </Box>
      <Grid templateColumns="repeat(3, 1fr)" gap="2" data-testid="boxspring-photos">
        {photoNumbers.map((number) => {
          const image = images[`uploads/boxspring/${number}`];
          return image ? (
            <ResponsiveImage
              key={number}
              image={image}
              alt={text.photoAlt(number)}
              sizes="(min-width: 1024px) 240px, 33vw"
              style={{ width: '100%', height: 'auto', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: '8px' }}
            />
          ) : null;
        })}
      </Grid>
      {requested && (
        <Suspense fallback={null}>
          <BoxspringDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </Grid>
  );
}
