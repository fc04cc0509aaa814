import { expect, it } from 'vitest';
import { formatReadingTime } from './share-labels.ts';

it('writes a reading time in seconds, minutes and hours', () => {
  expect(formatReadingTime(0)).toBe('0 s');
  expect(formatReadingTime(45)).toBe('45 s');
  expect(formatReadingTime(120)).toBe('2 min');
  expect(formatReadingTime(200)).toBe('3 min 20 s');
  expect(formatReadingTime(3900)).toBe('1 h 5 min');
  expect(formatReadingTime(7200)).toBe('2 h');
});
