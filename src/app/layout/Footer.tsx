import type { ReactNode } from 'react';
import { Box, chakra, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { business } from '../../content/business';
import { navSections } from '../../content/navigation';
import { shellText } from '../../content/strings';
import { paths } from '../../lib/paths';
import { SectionLink } from './SectionLink';

const linkStyle = {
  color: 'sand.100',
  textDecoration: 'none',
  _hover: { color: 'white', textDecoration: 'underline' },
} as const;

const RouteLink = chakra(RouterLink);

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box>
      <Heading as="h2" fontSize="xl" color="sand.50" mb="3">
        {title}
      </Heading>
      <Stack as="ul" listStyleType="none" m="0" p="0" gap="2">
        {children}
      </Stack>
    </Box>
  );
}

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <Box as="footer" data-on-dark="" bg="sand.900" color="sand.100" pt="14" pb="24">
      <Container maxW="7xl" px={{ base: '5', md: '8' }}>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="10">
          <Box>
            <Text fontFamily="heading" fontSize="3xl" color="sand.50" lineHeight="1">
              {business.brand}
            </Text>
            <Text mt="3" fontSize="sm">
              {business.tagline}
            </Text>
          </Box>
          <Column title={shellText.footerExplore}>
            {navSections.map((section) => (
              <li key={section.id}>
                <SectionLink sectionId={section.id} {...linkStyle}>
                  {section.label}
                </SectionLink>
              </li>
            ))}
            <li>
              <RouteLink to={paths.sale()} {...linkStyle}>
                {shellText.saleLink}
              </RouteLink>
            </li>
            <li>
              <RouteLink to={paths.gallery()} {...linkStyle}>
                {shellText.galleryLink}
              </RouteLink>
            </li>
          </Column>
          <Column title={shellText.footerLegal}>
            <li>
              <RouteLink to={paths.impressum()} {...linkStyle}>
                {shellText.impressum}
              </RouteLink>
            </li>
            <li>
              <RouteLink to={paths.datenschutz()} {...linkStyle}>
                {shellText.datenschutz}
              </RouteLink>
            </li>
            <li>
              <RouteLink to={paths.agb()} {...linkStyle}>
                {shellText.agb}
              </RouteLink>
            </li>
          </Column>
          <Column title={shellText.footerFollow}>
            <li>
              <chakra.a href={business.social.url} target="_blank" rel="noopener noreferrer" {...linkStyle}>
                {business.social.label}
                <chakra.span srOnly> {shellText.opensInNewTab}</chakra.span>
              </chakra.a>
            </li>
          </Column>
        </SimpleGrid>
        <Text mt="12" pt="6" borderTopWidth="1px" borderColor="sand.700" fontSize="sm" color="sand.200">
          {shellText.copyright(year, business.legalName)}
        </Text>
      </Container>
    </Box>
  );
}
