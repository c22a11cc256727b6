import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RichText } from './rich-text';

describe('RichText', () => {
  it('shows paragraphs, lists and bold, and HTML in the text as characters', () => {
    const { container } = render(
      <RichText text={'I design **logos**.\n\n- <img src=x onerror=alert(1)>\n- vector files'} />,
    );
    expect(screen.getByText('logos').tagName).toBe('STRONG');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '<img src=x onerror=alert(1)>',
      'vector files',
    ]);
    expect(container.querySelector('img')).toBeNull();
  });
});
