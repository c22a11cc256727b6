import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UploadProgress } from './upload-progress';

describe('upload progress', () => {
  it('is a progress bar with its value, then says the files are being checked', () => {
    const { rerender } = render(
      <UploadProgress label="Delivery upload" sent={0.42} sending="Uploading" />,
    );
    const bar = screen.getByRole('progressbar', { name: 'Delivery upload' });
    expect(bar.getAttribute('aria-valuenow')).toBe('42');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    expect(screen.getByText('Uploading… 42%')).toBeDefined();
    rerender(<UploadProgress label="Delivery upload" sent={1} sending="Uploading" />);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect(screen.getByText('Checking the files…')).toBeDefined();
  });
});
