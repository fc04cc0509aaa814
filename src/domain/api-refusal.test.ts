import { describe, expect, it } from 'vitest';
import { readRefusal } from './api-refusal.ts';

describe('a refused answer', () => {
  it("is the server's sentence and code", () => {
    expect(readRefusal({ error: 'Strategy not found', code: 'NOT_FOUND' }, 404)).toEqual({
      error: 'Strategy not found',
      code: 'NOT_FOUND',
      issues: [],
    });
  });

  it("lists an invalid input's problems in words, skipping any that have none", () => {
    const body = {
      error: 'Row 2, column “revenue”: not a number',
      issues: [
        { path: '1.revenue', message: 'Row 2, column “revenue”: not a number' },
        { path: '2.month' },
        'Row 4',
        { path: '3.month', message: 'Row 4, column “month”: not YYYY-MM' },
      ],
    };
    expect(readRefusal(body, 400).issues).toEqual([
      'Row 2, column “revenue”: not a number',
      'Row 4, column “month”: not YYYY-MM',
    ]);
    expect(readRefusal({ error: 'x', issues: 'many' }, 400).issues).toEqual([]);
  });

  it('is the status when the body has no sentence, or is not JSON', () => {
    expect(readRefusal({ error: 42, code: 7 }, 500)).toEqual({
      error: 'The server answered 500',
      code: undefined,
      issues: [],
    });
    expect(readRefusal(undefined, 502)).toEqual({
      error: 'The server answered 502',
      code: undefined,
      issues: [],
    });
    expect(readRefusal('Bad gateway', 502).error).toBe('The server answered 502');
  });
});
