import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pagePatterns } from '@giglane/contract/page-paths';
import { pageTable } from '../../build-plugins/page-table';

const webRoot = path.resolve(import.meta.dirname, '../..');

describe('the page table the build reads off the router', () => {
  const pages = pageTable(path.join(webRoot, 'src/app/router.tsx'), webRoot);
  const modulesOf = (page: string) => pages.find((entry) => entry.page === page)?.modules;

  it("lists the router's pages by their pattern's name, with the modules their routes load", () => {
    expect(modulesOf('gig')).toEqual(['src/app/routes/gig.tsx']);
    expect(modulesOf('home')).toEqual(['src/app/routes/landing.tsx']);
    // A page inside a layout route needs the layout's chunk too, first.
    expect(modulesOf('sellerOrders')).toEqual([
      'src/app/routes/seller-area.tsx',
      'src/app/routes/seller-orders.tsx',
    ]);
    // A child route without a module of its own is its parent's page.
    expect(modulesOf('conversation')).toEqual(['src/app/routes/inbox.tsx']);
    // The admin area is loaded through a function of the router's file.
    expect(modulesOf('adminUsers')).toEqual(['src/app/routes/admin.tsx']);
    for (const { page } of pages) expect(Object.keys(pagePatterns)).toContain(page);
  });

  it('follows the router when a page is added to it', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'giglane-router-'));
    try {
      await mkdir(path.join(root, 'src/app/routes'), { recursive: true });
      for (const name of ['gig', 'help'])
        await writeFile(path.join(root, `src/app/routes/${name}.tsx`), 'export {};');
      const router = path.join(root, 'src/app/router.tsx');
      await writeFile(
        router,
        `export const routes: RouteObject[] = [
          { element: <RootLayout />, children: [
            { path: pagePatterns.gig, lazy: () => import('./routes/gig') },
            { path: pagePatterns.help, lazy: () => import('./routes/help') },
            { path: '*', element: <Navigate to="/" /> },
          ] },
        ];`,
      );
      expect(pageTable(router, root)).toEqual([
        { page: 'gig', modules: ['src/app/routes/gig.tsx'] },
        { page: 'help', modules: ['src/app/routes/help.tsx'] },
      ]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
