import type { ReactNode } from 'react';
import { Box, chakra, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { business } from '../../../content/business';
import { landingText } from '../../../content/landing';
import { LandingSection } from '../LandingSection';

const text = landingText.contact;
const { address, contact } = business;

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box bg="white" rounded="xl" p="8" boxShadow="0 1px 2px rgba(43, 38, 34, 0.06)">
      <Heading as="h3" fontSize="2xl" mb="4">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

const link = { color: 'cognac.700', textDecoration: 'underline', textUnderlineOffset: '3px', _hover: { color: 'cognac.900' } } as const;

/** 'Besuchen Sie uns': opening hours, address and contact, in three columns. */
export function ContactSection() {
  return (
    <LandingSection id="kontakt" title={text.title}>
        <SimpleGrid mt="12" columns={{ base: 1, md: 2, lg: 3 }} gap="6">
          <Column title={text.hoursTitle}>
            <chakra.dl display="grid" gridTemplateColumns="auto 1fr" columnGap="6" rowGap="2" data-testid="opening-hours">
              {business.openingHours.map((entry) => (
                <Box key={entry.days} display="contents">
                  <chakra.dt fontWeight="600">{entry.days}</chakra.dt>
                  <chakra.dd m="0">{entry.hours}</chakra.dd>
                </Box>
              ))}
            </chakra.dl>
            <Text mt="4" fontSize="sm" color="sand.700">
              {business.boxspringStudio.appointments}
            </Text>
          </Column>
          <Column title={text.addressTitle}>
            <chakra.address fontStyle="normal" lineHeight="1.8">
              {business.legalName}
              <br />
              {address.street}
              <br />
              {address.postalCode} {address.city}
            </chakra.address>
          </Column>
          <Column title={text.contactTitle}>
            <chakra.dl display="grid" gridTemplateColumns="auto minmax(0, 1fr)" columnGap="4" rowGap="2">
              <chakra.dt fontWeight="600">{text.phone}</chakra.dt>
              <chakra.dd m="0">
                <chakra.a href={`tel:${contact.phone.replace(/\s/g, '')}`} {...link}>
                  {contact.phoneDisplay}
                </chakra.a>
              </chakra.dd>
              <chakra.dt fontWeight="600">{text.fax}</chakra.dt>
              <chakra.dd m="0">{contact.faxDisplay}</chakra.dd>
              <chakra.dt fontWeight="600">{text.email}</chakra.dt>
              <chakra.dd m="0">
                <chakra.a href={`mailto:${contact.email}`} {...link}>
                  {contact.email}
                </chakra.a>
              </chakra.dd>
            </chakra.dl>
          </Column>
        </SimpleGrid>
    </LandingSection>
  );
}
