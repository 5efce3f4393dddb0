import { landingText } from '../../../content/landing';
import { css } from '../../../styled-system/css';
import { FlipCard } from './FlipCard';

const text = landingText.craft;

/** 'Schönheit entsteht durch Können': the three workshops as flip cards. */
export function CraftSection() {
  return (
    <div className={css({ mt: { base: '20', md: '28' } })}>
      <h2 className={css({ fontFamily: 'heading', fontWeight: 'semibold', textStyle: 'xl', lineHeight: 'shorter', fontSize: { base: '4xl', md: '5xl' }, textAlign: 'center' })}>{text.title}</h2>
      <p className={css({ mt: '4', mb: '10', textAlign: 'center', color: 'sand.700' })}>{text.lead}</p>
      <div className={css({ display: 'grid', gridTemplateColumns: { base: 'repeat(1, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' }, gap: '6' })}>
        {text.cards.map((card) => (
          <FlipCard key={card.id} card={card} />
        ))}
      </div>
    </div>
  );
}
