import { describe, expect, it } from 'vitest';
import {
  DATE_RULE,
  idParam,
  nullableWireDate,
  requiredText,
  textList,
  wireBool,
  wireDate,
  wireInt,
} from './wire';

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

describe('wire ids', () => {
  it('are digits only', () => {
    expect(idParam.parse('17')).toBe(17);
    expect(idParam.parse('017')).toBe(17);
    for (const text of ['0x11', '17e0', ' 17', '17 ', '17.0', '+17', '-17', '0', '', '1_7'])
      expect(idParam.safeParse(text).success, text).toBe(false);
    expect(idParam.safeParse('2147483648').error?.issues[0]?.message).toBe('is out of range');
  });
});

describe('wire text', () => {
  it('takes a number as its decimal text, and no other type', () => {
    expect(requiredText().parse(84987654321)).toBe('84987654321');
    expect(requiredText().parse(1.5)).toBe('1.5');
    expect(requiredText().parse(1e21)).toBe('1000000000000000000000');
    expect(requiredText().parse(' a ')).toBe('a');
    expect(requiredText().safeParse(true).error?.issues[0]?.message).toBe('must be text');
    expect(requiredText().safeParse(undefined).error?.issues[0]?.message).toBe('is required');
    expect(requiredText().safeParse('  ').error?.issues[0]?.message).toBe('must not be blank');
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

describe('wire dates and lists', () => {
  it('keep the text a date was sent as beside the date it names', () => {
    expect(wireDate.parse(' 5/3/1995 ')).toEqual({ date: '1995-03-05', text: '5/3/1995' });
    expect(wireDate.parse('1995-03-05')).toEqual({ date: '1995-03-05', text: '1995-03-05' });
    expect(nullableWireDate.parse('')).toBeNull();
  });

  it('read "" and blank entries as an empty list', () => {
    expect(textList.parse('')).toEqual([]);
    expect(textList.parse([''])).toEqual([]);
    expect(textList.parse([' HTML ', '  ', 'CSS'])).toEqual(['HTML', 'CSS']);
    expect(textList.safeParse('HTML').error?.issues[0]?.message).toBe('must be a list of texts');
  });
});
