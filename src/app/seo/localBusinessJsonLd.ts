import { business } from '../../content/business';
import { siteUrl } from '../../content/seo';

/** schema.org data for search engines, built from the same facts the pages show. */
export function localBusinessJsonLd() {
  const { address, contact } = business;
  return {
    '@context': 'https://schema.org',
    '@type': 'HomeGoodsStore',
    name: business.legalName,
    alternateName: business.brand,
    description: business.description,
    url: siteUrl,
    telephone: contact.phone,
    faxNumber: contact.fax,
    email: contact.email,
    vatID: business.vatId,
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      postalCode: address.postalCode,
      addressLocality: address.city,
      addressRegion: address.region,
      addressCountry: address.country,
    },
    openingHoursSpecification: business.openingHours
      .filter((entry) => 'opens' in entry)
      .map((entry) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: entry.schemaDays,
        opens: 'opens' in entry ? entry.opens : undefined,
        closes: 'closes' in entry ? entry.closes : undefined,
      })),
    sameAs: [business.social.url],
  };
}
