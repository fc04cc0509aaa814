import { describe, expect, it } from 'vitest';
import { MinHeap } from './min-heap.ts';

describe('MinHeap', () => {
  it('gives values back lowest priority first, whatever the order they came in', () => {
    const heap = new MinHeap<string>();
    const priorities = [5, 3, 9, 1, 7, 3, 0, 8, 2, 6, 4];
    for (const priority of priorities) heap.push(`p${priority}`, priority);
    expect(heap.size).toBe(priorities.length);
    const out: (string | undefined)[] = [];
    while (heap.size > 0) out.push(heap.pop());
    expect(out).toEqual([...priorities].sort((a, b) => a - b).map((p) => `p${p}`));
    expect(heap.pop()).toBeUndefined();
  });

  it('keeps working when pushes and pops interleave', () => {
    const heap = new MinHeap<number>();
    heap.push(10, 10);
    heap.push(4, 4);
    expect(heap.pop()).toBe(4);
    heap.push(1, 1);
    heap.push(12, 12);
    expect([heap.pop(), heap.pop(), heap.pop(), heap.pop()]).toEqual([1, 10, 12, undefined]);
  });
});
