import { api } from '@suite/shared';

/** Drawn digits as balls, at most six of them (spec 2 §9). */
export function DrawDigits({ value }: { value: string }) {
  const shown = value.slice(0, api.DRAW_DIGITS_SHOWN);
  return (
    <span className="lot-digits" data-digits={shown}>
      {[...shown].map((digit, index) => (
        <span key={index} className="lot-digits__ball">
          {digit}
        </span>
      ))}
    </span>
  );
}
