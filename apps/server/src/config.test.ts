import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('TRUST_PROXY', () => {
  const trustProxy = (value: string | undefined) => loadConfig({ TRUST_PROXY: value }).trustProxy;

  it('is off unless set', () => {
    for (const value of [undefined, '', 'false', 'off', '0']) expect(trustProxy(value)).toBe(false);
  });

  it('takes a hop count or a list of addresses, CIDRs and ranges', () => {
    expect(trustProxy('2')).toBe(2);
    expect(trustProxy('10.0.0.1, 192.168.0.0/16,::1,loopback')).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      '::1',
      'loopback',
    ]);
  });

  it('refuses "true" and anything else that names no proxy', () => {
    for (const value of ['true', 'proxy.example', '10.0.0.1,nope'])
      expect(() => trustProxy(value)).toThrow(/TRUST_PROXY: must be off, a hop count or/);
  });
});
