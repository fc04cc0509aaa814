import { describe, expect, it } from 'vitest';
import { groupCheckedState, useSelection } from './selection.ts';

describe('the category checkbox', () => {
  it('is checked when all are selected, indeterminate when some, unchecked when none', () => {
    const keys = ['a', 'b', 'c'];
    expect(groupCheckedState(keys, new Set(['a', 'b', 'c']))).toBe(true);
    expect(groupCheckedState(keys, new Set(['b', 'x']))).toBe('indeterminate');
    expect(groupCheckedState(keys, new Set(['x']))).toBe(false);
  });

  it('keeps the selection per strategy', () => {
    const store = useSelection.getState();
    store.forStrategy('s1');
    store.setSections(['a', 'b'], true);
    useSelection.getState().forStrategy('s1');
    expect(useSelection.getState().selected.size).toBe(2);
    useSelection.getState().forStrategy('s2');
    expect(useSelection.getState().selected.size).toBe(0);
  });
});
