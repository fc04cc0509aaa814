import { describe, expect, it } from 'vitest';
import { visibilityThreshold } from './visibility-threshold.ts';

describe('visibilityThreshold', () => {
  it('is the spec’s 0.5 for items that fit the viewport', () => {
    expect(visibilityThreshold(300, 800)).toBe(0.5);
    expect(visibilityThreshold(800, 800)).toBe(0.5);
  });

  it('asks a taller item to fill half the viewport', () => {
    expect(visibilityThreshold(1600, 800)).toBe(0.25);
    expect(visibilityThreshold(4000, 800)).toBeCloseTo(0.1);
  });

  it('falls back to 0.5 before layout', () => {
    expect(visibilityThreshold(0, 800)).toBe(0.5);
    expect(visibilityThreshold(300, 0)).toBe(0.5);
  });
});
