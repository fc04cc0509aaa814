import { describe, expect, it } from 'vitest';
import { buildAnswerTokens, parseSectionTitle, splitIntoTokens } from './answer.ts';

describe('fake answer', () => {
  it('reads the section title from the first line of the app prompt only', () => {
    const prompt =
      'Create a detailed and professional "Market Analysis" section for the business strategy.';
    expect(parseSectionTitle(`${prompt}\n\nBusiness Overview: a bakery`)).toBe('Market Analysis');
    expect(parseSectionTitle(`Hello\n${prompt}`)).toBeUndefined();
  });

  it('builds exactly the requested number of tokens, starting with heading and fingerprint', () => {
    const tokens = buildAnswerTokens('SWOT Analysis', 300);
    expect(tokens).toHaveLength(300);
    expect(tokens.join('')).toMatch(/^## SWOT Analysis\n\nFingerprint: SWOT Analysis\n\n\S/);
    expect(tokens.join('')).toMatch(/\n- \*\*Immediate:\*\*/);
    expect(buildAnswerTokens('SWOT Analysis', 300)).toEqual(tokens);
  });

  it('never cuts the heading or fingerprint', () => {
    expect(buildAnswerTokens('Vision', 1).join('')).toBe('## Vision\n\nFingerprint: Vision');
  });

  it('splits text into tokens that join back exactly', () => {
    const text = '  ## Title\n\n- one  two\n';
    expect(splitIntoTokens(text).join('')).toBe(text);
    expect(splitIntoTokens('')).toEqual([]);
  });
});
