import { describe, expect, it } from 'vitest';
import { estimatePromptTokens, estimateTokens } from './token-estimate.ts';

describe('estimateTokens', () => {
  it('errs high for English: at least a token per four characters', () => {
    const text = 'Focus first on the customers who already feel the problem and can buy. '.repeat(
      50,
    );
    expect(estimateTokens(text)).toBeGreaterThanOrEqual(text.length / 4);
    expect(estimateTokens(text)).toBeLessThanOrEqual(text.length / 2.5);
  });

  it('counts scripts that tokenize densely as more tokens a character', () => {
    expect(estimateTokens('стратегия')).toBeGreaterThan(estimateTokens('strategie'));
    expect(estimateTokens('事業戦略の概要')).toBeGreaterThanOrEqual(7);
    expect(estimateTokens('🚀🚀')).toBe(4);
    expect(estimateTokens('')).toBe(0);
  });

  it('adds framing for each message', () => {
    const messages = [
      { role: 'system' as const, content: 'abc' },
      { role: 'user' as const, content: 'abc' },
    ];
    expect(estimatePromptTokens(messages)).toBe(3 + 2 * (4 + 1));
  });
});
