import { Suspense, type ReactNode } from 'react';
import { css } from '../../styled-system/css';
import { BrandsSection } from './brands/BrandsSection';
import { ContactSection } from './contact/ContactSection';
import { HeroSection } from './hero/HeroSection';
import { ImpressionenSection } from './impressionen/ImpressionenSection';
import { ServicesSection } from './services/ServicesSection';
import { TeamSection } from './team/TeamSection';

/**
 * Each section is its own Suspense boundary: React then hydrates the prerendered page section by
 * section and yields to the browser in between, instead of blocking it in one long task.
 */
function HydrationBoundary({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

/** The one-page landing site, in the order SPEC.md section 2 describes. */
export function LandingPage() {
  return (
    // Not `outline: 'none'`: Panda turns that into a transparent outline, which forced-colors mode shows.
    <main id="main" tabIndex={-1} className={css({ _focus: { outlineStyle: 'none' } })}>
      <HeroSection />
      <HydrationBoundary>
        <ImpressionenSection />
      </HydrationBoundary>
      <HydrationBoundary>
        <ServicesSection />
      </HydrationBoundary>
      <HydrationBoundary>
        <BrandsSection />
      </HydrationBoundary>
      <HydrationBoundary>
        <TeamSection />
      </HydrationBoundary>
      <HydrationBoundary>
        <ContactSection />
      </HydrationBoundary>
    </main>
  );
}
