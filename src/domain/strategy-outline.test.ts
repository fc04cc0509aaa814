import { describe, expect, it } from 'vitest';
import { strategyOutline } from './strategy-outline.ts';

describe('strategyOutline', () => {
  it('keeps only groups and sections with content, in catalogue order', () => {
    const outline = strategyOutline({
      'go-to-market-strategy': { content: '## Launch' },
      'mission-statement': { content: 'We help.' },
      'target-audience': { content: '   \n' },
      'vision-statement': { content: 'A world where…' },
    });
    expect(outline).toEqual([
      {
        title: 'Business Plan',
        sections: [
          { key: 'mission-statement', title: 'Mission Statement', content: 'We help.' },
          { key: 'vision-statement', title: 'Vision Statement', content: 'A world where…' },
        ],
      },
      {
        title: 'Sales Strategy',
        sections: [
          { key: 'go-to-market-strategy', title: 'Go to Market Strategy', content: '## Launch' },
        ],
      },
    ]);
  });

  it('is empty when nothing is written', () => {
    expect(strategyOutline({})).toEqual([]);
  });
});
