import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ChosenProfessionalCard } from './create-booking-dialog';

// Book Now's form names the professional the request goes to and, as their profile does,
// how long they usually take to answer (docs/product.md, Requesting a booking).

const ava = { userId: '6c2f9c1e-0000-4000-8000-000000000001', displayName: 'Ava Chen', avatar: null };
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe("the booking form's professional", () => {
  it('says how long they usually take to answer, when their profile says it', () => {
    const html = renderToStaticMarkup(
      <ChosenProfessionalCard
        professional={{ ...ava, requestAnswers: { requests: 8, answered: 7, medianMinutes: 150 } }}
      />,
    );
    expect(textOf(html)).toContain('Ava Chen Usually answers within a few hours');
  });

  it('says nothing of answers when the profile shows none, or no usual time', () => {
    for (const requestAnswers of [undefined, null, { requests: 6, answered: 0, medianMinutes: null }]) {
      const text = textOf(
        renderToStaticMarkup(<ChosenProfessionalCard professional={{ ...ava, requestAnswers }} />),
      );
      expect(text).toContain('Ava Chen');
      expect(text).not.toContain('Usually answers');
    }
  });
});
