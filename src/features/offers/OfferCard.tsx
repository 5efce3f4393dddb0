import { useId, type ReactNode } from 'react';
import { Box, chakra, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { Offer } from '../../data/rows';
import { offersText } from '../../content/offers';
import { formatEuro } from '../../lib/germanFormat';
import { OfferCarousel } from './OfferCarousel';

interface OfferCardProps {
  offer: Offer;
  /** Staff controls (move, edit, delete), when signed in as staff. */
  actions?: ReactNode;
  /** One of the first cards: its first image loads at once. */
  priority?: boolean;
}

/** One offer: images, name, discount, manufacturer, info text and prices (SPEC.md section 2). */
export function OfferCard({ offer, actions, priority = false }: OfferCardProps) {
  const headingId = useId();
  return (
    <chakra.article
      aria-labelledby={headingId}
      data-testid="offer-card"
      display="flex"
      flexDirection="column"
      // As high as the row (the grid stretches its items), so the price rows of a row line up.
      h="full"
      bg="white"
      borderWidth="1px"
      borderColor="sand.200"
      rounded="xl"
      overflow="hidden"
      boxShadow="0 8px 24px rgba(43, 38, 34, 0.06)"
    >
      <OfferCarousel name={offer.name} images={offer.images} priority={priority} />
      <Stack gap="3" p="5" flex="1">
        <Flex align="flex-start" justify="space-between" gap="3">
          <Heading as="h2" id={headingId} fontSize="2xl" lineHeight="short">
            {offer.name}
          </Heading>
          {offer.discount > 0 && (
            <Box
              as="span"
              flexShrink={0}
              bg="red.600"
              color="white"
              fontWeight="bold"
              fontSize="sm"
              px="2.5"
              py="0.5"
              rounded="full"
              data-testid="offer-discount"
            >
              <span aria-hidden="true">{offersText.discount(offer.discount)}</span>
              <chakra.span srOnly>{offersText.discountLabel(offer.discount)}</chakra.span>
            </Box>
          )}
        </Flex>
        {offer.manufacturer && (
          <Text color="sand.700" fontSize="sm" fontWeight="medium" textTransform="uppercase" letterSpacing="0.06em">
            {offer.manufacturer}
          </Text>
        )}
        {offer.info && (
          <Box
            tabIndex={0}
            role="region"
            aria-label={offersText.infoLabel(offer.name)}
            maxH="32"
            overflowY="auto"
            pr="2"
            color="sand.800"
            fontSize="sm"
            whiteSpace="pre-line"
            rounded="sm"
          >
            {offer.info}
          </Box>
        )}
        <Flex mt="auto" pt="2" align="baseline" gap="3" wrap="wrap">
          <Text as="s" color="sand.600" fontSize="md" data-testid="offer-original-price">
            <abbr title={offersText.originalPrice}>{offersText.uvp}</abbr> {formatEuro(offer.original_price)}
          </Text>
          <Text color="red.700" fontSize="2xl" fontWeight="bold" data-testid="offer-sale-price">
            <chakra.span srOnly>{offersText.salePrice}: </chakra.span>
            {formatEuro(offer.sale_price)}
          </Text>
        </Flex>
        {actions}
      </Stack>
    </chakra.article>
  );
}
