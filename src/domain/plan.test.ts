import { describe, expect, it } from 'vitest';
import { buildOutline, outlineKeys, type PlaybookGroup } from './outline.ts';
import { dependentChainLength, planSections, schedulingOrder } from './plan.ts';

/** One group whose sections each wait on the one before, listed last first. */
function chainOutline(length: number) {
  const groups: PlaybookGroup[] = [
    {
      title: 'Chain',
      sections: Array.from({ length }, (_, index) => {
        const n = length - 1 - index;
        return {
          key: `s${n}`,
          title: `Section ${n}`,
          prerequisites: n > 0 ? [{ key: `s${n - 1}`, context: 'the step before' }] : [],
        };
      }),
    },
  ];
  return buildOutline(groups);
}

describe('plans of any size (issue 32)', () => {
  it('plans and schedules a 20,000-section chain without running out of stack', () => {
    const outline = chainOutline(20_000);
    const plan = planSections(outlineKeys(outline), outline);
    expect(plan.slice(0, 3)).toEqual(['s0', 's1', 's2']);
    expect(plan.at(-1)).toBe('s19999');
    expect(dependentChainLength('s0', outline)).toBe(19_999);
    expect(dependentChainLength('s19999', outline)).toBe(0);
    expect(schedulingOrder(plan, outline)).toEqual(plan);
  });

  it('refuses a cycle instead of planning part of it', () => {
    const outline = buildOutline([
      {
        title: 'G',
        sections: [
          { key: 'a', title: 'A', prerequisites: [{ key: 'b', context: 'x' }] },
          { key: 'b', title: 'B', prerequisites: [{ key: 'a', context: 'x' }] },
        ],
      },
    ]);
    expect(() => planSections(['a', 'b'], outline)).toThrow(/cycle/);
    expect(dependentChainLength('a', outline)).toBe(0);
  });
});
