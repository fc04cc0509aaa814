import { describe, expect, it } from 'vitest';
import { columnIndex, formatNumber, numberKind } from './xlsx-cell-values.ts';

describe('numberKind', () => {
  it('knows the built-in date, time and percent formats', () => {
    expect(numberKind(14, undefined)).toBe('date');
    expect(numberKind(20, undefined)).toBe('time');
    expect(numberKind(22, undefined)).toBe('date-time');
    expect(numberKind(9, undefined)).toBe('percent');
    expect(numberKind(0, undefined)).toBe('number');
    expect(numberKind(4, undefined)).toBe('number');
  });

  it('reads custom formats, ignoring quoted text, colours and escapes', () => {
    expect(numberKind(164, 'dd/mm/yyyy')).toBe('date');
    expect(numberKind(165, 'mmm yy')).toBe('date');
    expect(numberKind(166, 'h:mm')).toBe('time');
    expect(numberKind(167, '[h]:mm:ss')).toBe('time');
    expect(numberKind(168, 'yyyy-mm-dd hh:mm')).toBe('date-time');
    expect(numberKind(169, '0.0%')).toBe('percent');
    expect(numberKind(170, '#,##0.00 "days"')).toBe('number');
    expect(numberKind(171, '[Red][<0]#,##0;#,##0')).toBe('number');
    expect(numberKind(172, '[$€-2] #,##0.00')).toBe('number');
    expect(numberKind(173, 'General')).toBe('number');
  });
});

describe('formatNumber', () => {
  it('shows dates, times, percentages and tidy numbers as the spreadsheet does', () => {
    expect(formatNumber(45_292, 'date', false)).toBe('2024-01-01');
    expect(formatNumber(43_830, 'date', true)).toBe('2024-01-01');
    expect(formatNumber(45_292.5, 'date-time', false)).toBe('2024-01-01 12:00');
    expect(formatNumber(0.604_166_666_7, 'time', false)).toBe('14:30');
    expect(formatNumber(0.125, 'percent', false)).toBe('12.5%');
    expect(formatNumber(0.1 + 0.2, 'number', false)).toBe('0.3');
    expect(formatNumber(1_200_000, 'number', false)).toBe('1200000');
  });
});

describe('columnIndex', () => {
  it('turns a cell reference into a 0-based column', () => {
    expect(columnIndex('A1')).toBe(0);
    expect(columnIndex('Z9')).toBe(25);
    expect(columnIndex('AA10')).toBe(26);
    expect(columnIndex(undefined)).toBeUndefined();
  });
});
