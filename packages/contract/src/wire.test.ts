import { describe, expect, it } from 'vitest';
import { DATE_RULE, nullableWireDate, wireBool, wireInt } from './wire';

describe('wire whole numbers', () => {
  it('takes numbers and digit strings, and nothing else', () => {
    expect(wireInt.parse(25)).toBe(25);
    expect(wireInt.parse(' 25 ')).toBe(25);
    expect(wireInt.safeParse('2.5').success).toBe(false);
    expect(wireInt.safeParse(2.5).success).toBe(false);
    expect(wireInt.safeParse('abc').success).toBe(false);
    expect(wireInt.safeParse(2 ** 31).success).toBe(false);
  });
});

describe('wire rule messages', () => {
  it('name the rule, not just "Invalid input"', () => {
    expect(wireInt.safeParse('abc').error?.issues[0]?.message).toBe('must be a whole number');
    expect(wireBool.safeParse('yes').error?.issues[0]?.message).toBe('must be true or false');
    expect(nullableWireDate.safeParse('31/02/2026').error?.issues[0]?.message).toBe(DATE_RULE);
    expect(nullableWireDate.safeParse('tomorrow').error?.issues[0]?.message).toBe(DATE_RULE);
  });
});
