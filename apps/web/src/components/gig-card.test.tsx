import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { gigCardFromWire } from '../lib/api/gigs';
import { wireGigCard } from '../lib/api/wire-fixtures';
import { renderWithApp } from '../testing/render';
import { GigCard } from './gig-card';

const card = gigCardFromWire(wireGigCard);
const cover = () => screen.getByRole('article').querySelector('img')!;

describe('a gig card', () => {
  it('shows the cover in every stored size, the delivery time and the Basic price', () => {
    renderWithApp(<GigCard card={card} />);
    expect(cover().getAttribute('src')).toBe(card.cover!.url);
    expect(cover().getAttribute('srcset')).toBe(
      card.cover!.sizes.map((size) => `${size.url} ${size.width}w`).join(', '),
    );
    expect(cover().getAttribute('sizes')).toContain('100vw');
    const article = within(screen.getByRole('article'));
    expect(article.getByText('3 days delivery')).toBeDefined();
    expect(article.getByText('US$60').parentElement!.textContent).toBe('FromUS$60');
  });

  it('shows a gig without a gallery by its one picture, and a one-day delivery as such', () => {
    renderWithApp(<GigCard card={{ ...card, cover: null, deliveryDays: 1 }} />);
    expect(cover().getAttribute('src')).toBe(card.gig.image);
    expect(cover().hasAttribute('srcset')).toBe(false);
    expect(screen.getByText('1 day delivery')).toBeDefined();
  });

  it('frames a gig with no picture at all instead of an image with an empty address', () => {
    renderWithApp(<GigCard card={{ ...card, cover: null, gig: { ...card.gig, image: '' } }} />);
    // The seller's avatar is the card's only picture.
    const pictures = [...screen.getByRole('article').querySelectorAll('img')];
    expect(pictures.map((picture) => picture.getAttribute('src'))).toEqual([card.sellerAvatar]);
  });
});
