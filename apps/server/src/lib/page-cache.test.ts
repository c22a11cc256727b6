import { describe, expect, it } from 'vitest';
import { createPageCache } from './page-cache';

const page = (html: string) => ({ status: 200, html });

describe('the page cache', () => {
  it('keeps a page until it is too old', () => {
    let now = 0;
    const cache = createPageCache({ maxPages: 10, maxAgeMs: 1000, now: () => now });
    cache.put('/home', cache.startRender(), page('home'));
    now = 999;
    expect(cache.get('/home')).toEqual(page('home'));
    now = 1000;
    expect(cache.get('/home')).toBeUndefined();
  });

  it('drops every page on a change, and keeps no page whose render began before it', () => {
    const cache = createPageCache({ maxPages: 10, maxAgeMs: 1000 });
    cache.put('/home', cache.startRender(), page('home'));
    const started = cache.startRender();
    cache.clear();
    expect(cache.get('/home')).toBeUndefined();
    // It may show what the change replaced.
    cache.put('/search/logo', started, page('search'));
    expect(cache.get('/search/logo')).toBeUndefined();
    cache.put('/search/logo', cache.startRender(), page('search'));
    expect(cache.get('/search/logo')).toEqual(page('search'));
  });

  it('keeps the pages asked for most recently, at most its size', () => {
    const cache = createPageCache({ maxPages: 2, maxAgeMs: 1000 });
    cache.put('/a', cache.startRender(), page('a'));
    cache.put('/b', cache.startRender(), page('b'));
    cache.get('/a');
    cache.put('/c', cache.startRender(), page('c'));
    expect(cache.get('/b')).toBeUndefined();
    expect(cache.get('/a')).toEqual(page('a'));
    expect(cache.get('/c')).toEqual(page('c'));
  });

  it('keeps nothing when its pages may not be kept at all', () => {
    const cache = createPageCache({ maxPages: 2, maxAgeMs: 0 });
    cache.put('/a', cache.startRender(), page('a'));
    expect(cache.get('/a')).toBeUndefined();
  });
});
