import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { wireGigOffer } from '../lib/api/wire-fixtures';
import { allFeatures } from '../lib/packages';
import { PackageFeatures, PackageTerms } from './package-terms';

const [basic, standard] = wireGigOffer.packages;
const items = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('package terms', () => {
  it("says a package's delivery time and revisions, unlimited ones as such", () => {
    render(
      <ul>
        <PackageTerms pack={standard!} layout="column" />
      </ul>,
    );
    expect(items()).toEqual(['7 Days Delivery', 'Unlimited Revisions']);
  });

  it('lists what the package includes, then its extra', () => {
    render(
      <ul>
        <PackageFeatures pack={standard!} />
      </ul>,
    );
    expect(items()).toEqual([
      'Landing page',
      'Thank-you page',
      'Order form',
      'Upsell page',
      'Email sequence of 3 messages',
    ]);
  });

  it("beside the gig's other packages, lists what a bigger one would add as not included", () => {
    render(
      <ul>
        <PackageFeatures pack={basic!} offered={allFeatures(wireGigOffer.packages)} />
      </ul>,
    );
    expect(items()).toEqual([
      'Landing page',
      'Thank-you page',
      'Order form (not included)',
      'Upsell page (not included)',
    ]);
  });
});
