import { describe, expect, it } from 'vitest';
import { clampPage, pageWindow } from './pagination';

describe('pageWindow', () => {
  it('shows the first five pages from page 1 to page 5', () => {
    expect(pageWindow(1, 40, 5)).toEqual({ start: 1, end: 5 });
    expect(pageWindow(5, 40, 5)).toEqual({ start: 1, end: 5 });
  });

  it('moves a whole window at a time', () => {
    expect(pageWindow(6, 40, 5)).toEqual({ start: 6, end: 10 });
    expect(pageWindow(10, 40, 5)).toEqual({ start: 6, end: 10 });
    expect(pageWindow(11, 40, 5)).toEqual({ start: 11, end: 15 });
  });

  it('stops at the last page', () => {
    expect(pageWindow(12, 13, 5)).toEqual({ start: 11, end: 13 });
    expect(pageWindow(1, 3, 5)).toEqual({ start: 1, end: 3 });
  });
});

describe('clampPage', () => {
  it('reads a typed page number, trimmed and without its fraction', () => {
    expect(clampPage(' 7 ', 20)).toBe(7);
    expect(clampPage('7.9', 20)).toBe(7);
  });

  it('takes a number outside the pages to the nearest page', () => {
    expect(clampPage('0', 20)).toBe(1);
    expect(clampPage('-3', 20)).toBe(1);
    expect(clampPage('99', 20)).toBe(20);
  });

  it('reads nothing from an empty box or text that is not a number', () => {
    expect(clampPage('', 20)).toBeNull();
    expect(clampPage('   ', 20)).toBeNull();
    expect(clampPage('abc', 20)).toBeNull();
    expect(clampPage('Infinity', 20)).toBeNull();
  });
});
