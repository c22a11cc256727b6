import { describe, expect, it } from 'vitest';
import { pagePatterns } from '@giglane/contract/page-paths';
import { patternRegExp } from './page-hints';

describe('patternRegExp', () => {
  it('matches a whole path as the router does, with each parameter by its name', () => {
    expect(patternRegExp(pagePatterns.gig).exec('/jobdetail/12')?.groups).toEqual({ id: '12' });
    expect(patternRegExp(pagePatterns.search).exec('/search/logo%20design')?.groups).toEqual({
      keyword: 'logo%20design',
    });
    for (const path of ['/jobdetail', '/jobdetail/', '/jobdetail/12/reviews', '/x/jobdetail/12'])
      expect(patternRegExp(pagePatterns.gig).test(path), path).toBe(false);
  });

  it('tells the landing page at / from the same page at /home', () => {
    expect(patternRegExp(pagePatterns.landing).test('/')).toBe(true);
    expect(patternRegExp(pagePatterns.landing).test('/home')).toBe(false);
    expect(patternRegExp(pagePatterns.home).test('/home')).toBe(true);
  });

  it('lets a final /* take any rest of the path, or none', () => {
    const admin = patternRegExp(pagePatterns.admin);
    for (const path of ['/admin', '/admin/', '/admin/managejob'])
      expect(admin.test(path), path).toBe(true);
    expect(admin.test('/administrator')).toBe(false);
  });
});
