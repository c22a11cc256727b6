import { screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { pagePaths } from '@giglane/contract/page-paths';
import { stubFetch } from '../testing/fetch-stub';
import { renderRouter } from '../testing/render';
import { queryClient } from './query-client';
import { routes } from './router';

describe("the app's routes", () => {
  it.each([
    ['the storefront', pagePaths.login()],
    // A visitor is sent on to the login page from there.
    ['the admin area', pagePaths.adminUsers()],
  ])(
    'in %s, show the brand and "Loading…" while a page rendered in the browser loads, then the page',
    async (_area, path) => {
      stubFetch(() => ({ status: 403, content: 'token user hết hạn hoặc không đúng' }));
      const warn = vi.spyOn(console, 'warn');
      onTestFinished(() => warn.mockRestore());
      const router = createMemoryRouter(routes, { initialEntries: [path] });
      renderRouter(router, queryClient);

      // The first render, before the page's code has arrived.
      expect(screen.getByText('Loading…').closest('[role="status"]')).not.toBeNull();
      expect(screen.getByText('giglane')).toBeDefined();
      // Each page's code is compiled on its first import here: slower than a browser's.
      expect(
        await screen.findByRole('button', { name: 'Login' }, { timeout: 10_000 }),
      ).toBeDefined();
      expect(screen.queryByText('Loading…')).toBeNull();
      expect(warn.mock.calls.flat().join(' ')).not.toContain('HydrateFallback');
    },
  );
});
