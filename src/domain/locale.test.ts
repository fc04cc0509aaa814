import { describe, expect, it } from 'vitest';
import { formatReportDate, LANGUAGE_LOCALES, localeOf } from './locale.ts';
import { LANGUAGES } from './strategy-limits.ts';

describe('formatReportDate', () => {
  it('writes the day in the strategy language, whatever the time zone', () => {
    expect(formatReportDate('2026-11-23', 'English')).toBe('November 23, 2026');
    expect(formatReportDate('2026-11-23', 'German')).toBe('23. November 2026');
    expect(formatReportDate('2026-11-23', 'Japanese')).toBe('2026年11月23日');
    expect(formatReportDate('2026-01-01', 'Portuguese')).toBe('1 de janeiro de 2026');
  });

  it('returns anything that is not a real calendar day as written', () => {
    expect(formatReportDate('', 'English')).toBe('');
    expect(formatReportDate('2026-13-45', 'English')).toBe('2026-13-45');
    expect(formatReportDate('2026-02-30', 'English')).toBe('2026-02-30');
    expect(formatReportDate('next week', 'French')).toBe('next week');
  });
});

describe('LANGUAGE_LOCALES', () => {
  it('has a locale for every offered language, right-to-left only for Arabic', () => {
    for (const language of LANGUAGES) expect(localeOf(language).tag).toBeTruthy();
    const rtl = Object.entries(LANGUAGE_LOCALES).filter(([, l]) => l.direction === 'rtl');
    expect(rtl.map(([language]) => language)).toEqual(['Arabic']);
  });
});
