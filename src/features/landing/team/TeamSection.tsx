import { images } from 'virtual:responsive-images';
import { landingText } from '../../../content/landing';
import { founder, team, teamImageKey } from '../../../content/team';
import { ResponsiveImage } from '../../../ui/ResponsiveImage';
import { css } from '../../../styled-system/css';
import { LandingSection } from '../LandingSection';

const text = landingText.team;

/** 'Unser Team' (seven 192x192 portraits) and 'Der Gründer', the two blocks of #team. */
export function TeamSection() {
  const founderImage = images[teamImageKey(founder.image)];
  return (
    <LandingSection id="team" title={text.title} lead={text.lead} tone="muted">
        <ul className={css({ display: 'flex', listStyleType: 'none', p: '0', m: '0', flexWrap: 'wrap', justifyContent: 'center', columnGap: { base: '6', md: '16' }, rowGap: '10' })}>
          {team.map((member) => {
            const image = images[teamImageKey(member.image)];
            return (
              <li key={member.name} className={css({ w: { base: '40', md: '48' }, textAlign: 'center' })} data-testid="team-member">
                {image && (
                  <ResponsiveImage
                    image={image}
                    alt={member.name}
                    sizes="192px"
                    // Square at every width: 192 px, or the column's width on narrow phones.
                    style={{ width: '100%', maxWidth: 192, height: 'auto', aspectRatio: '1 / 1', borderRadius: '9999px', objectFit: 'cover', margin: '0 auto' }}
                  />
                )}
                {/* German hyphenation ('Raumausstatter-meisterin'), not letters broken anywhere; a name that
                    wraps on a phone keeps its two lines together. */}
                <p className={css({ mt: '4', fontFamily: 'heading', fontSize: '2xl', fontWeight: '600', lineHeight: '1.2', hyphens: 'auto' })} data-testid="team-name">
                  {member.name}
                </p>
                <p className={css({ color: 'sand.700', fontSize: 'sm', hyphens: 'auto' })} data-testid="team-role">
                  {member.role}
                </p>
              </li>
            );
          })}
        </ul>

        <div className={css({ mt: { base: '20', md: '28' }, display: 'grid', gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 3fr)' }, gap: { base: '8', md: '14' }, alignItems: 'center' })}>
          {founderImage && (
            <ResponsiveImage
              image={founderImage}
              alt={founder.name}
              sizes="(min-width: 768px) 40vw, 100vw"
              // At most two thirds of the screen tall: in one column (a tablet at 200 % text) the
              // portrait took the whole width, 987 px of 1180, and the text about him came a screen later.
              style={{ width: '100%', height: 'auto', borderRadius: '12px', maxWidth: `calc(66svh * ${founderImage.width / founderImage.height})`, marginInline: 'auto' }}
            />
          )}
          <div>
            <h2 className={css({ fontFamily: 'heading', fontWeight: 'semibold', textStyle: 'xl', lineHeight: 'shorter', fontSize: { base: '4xl', md: '5xl' } })}>{text.founderTitle}</h2>
            <p className={css({ mt: '2', fontFamily: 'heading', fontSize: '2xl', color: 'cognac.700' })}>
              {founder.name} · {founder.role}
            </p>
            {founder.bio.map((paragraph) => (
              <p key={paragraph} className={css({ mt: '4', color: 'sand.800' })}>
                {paragraph}
              </p>
            ))}
          </div>
        </div>
    </LandingSection>
  );
}
