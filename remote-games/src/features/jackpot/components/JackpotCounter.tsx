import { formatMoney, fromMinorUnits, Link, usePublicState, useTranslation } from '@suite/shared';
import { useId } from 'react';
import { GAMES_NS } from '../../../i18n';
import { usePrefersReducedMotion } from '../../../lib/use-reduced-motion';
import { useJackpotCents } from '../use-jackpot';
import '../../../lib/visually-hidden.css';
import './jackpot.css';

const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];

/**
 * The jackpot (spec 2 §2): a digit-roll display with the currency symbol. Each digit is a reel of 0-9
 * moved to its value; separators and the symbol stand still. With reduced motion the reels jump
 * instead of rolling. Screen readers get the amount as text, not the reels. The /rng hall shows it
 * large; home's ticker (the ./jackpot-ticker expose) small, with a way to the slots. Both count the
 * same figure at the same moment (use-jackpot.ts).
 */
export function JackpotCounter({ variant = 'hall' }: { variant?: 'hall' | 'ticker' }) {
  const { t } = useTranslation(GAMES_NS);
  const titleId = useId();
  const { currencySymbol } = usePublicState();
  const cents = useJackpotCents();
  const reduced = usePrefersReducedMotion();
  // The counter counts integer cents; formatMoney reads major units.
  const text = formatMoney(fromMinorUnits(cents), { symbol: currencySymbol });
  const characters = [...text];
  return (
    <section
      className={`gms-jackpot gms-jackpot--${variant}${reduced ? ' gms-jackpot--still' : ''}`}
      aria-labelledby={titleId}
      data-motion={reduced ? 'reduced' : 'full'}
    >
      <h2 id={titleId} className="gms-jackpot__title">
        {t('jackpot.title')}
      </h2>
      <p className="gms-jackpot__amount">
        <span className="gms-visually-hidden" data-testid="jackpot-amount">
          {text}
        </span>
        <span className="gms-jackpot__reels" aria-hidden="true">
          {characters.map((character, index) => {
            // Keyed from the right, so reels keep their place when the number gains a digit.
            const key = characters.length - index;
            const digit = DIGITS.indexOf(character);
            if (digit === -1) {
              return (
                <span key={key} className="gms-jackpot__sep">
                  {character}
                </span>
              );
            }
            return (
              <span key={key} className="gms-jackpot__digit">
                <span className="gms-jackpot__reel" style={{ transform: `translateY(-${digit * 10}%)` }}>
                  {DIGITS.map((value) => (
                    <span key={value}>{value}</span>
                  ))}
                </span>
              </span>
            );
          })}
        </span>
      </p>
      {variant === 'ticker' && (
        <Link to="/rng" className="gms-jackpot__play">
          {t('jackpot.play')}
        </Link>
      )}
    </section>
  );
}
