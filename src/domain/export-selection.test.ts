import { describe, expect, it } from 'vitest';
import { selectExportSections } from './export-selection.ts';

const summaryTitle = 'Executive Summary';

describe('selectExportSections', () => {
  it('without a profile: the outline’s order, the summary first, only asked-for sections missing', () => {
    const selection = selectExportSections({
      summaryTitle,
      sections: {
        'mission-statement': { content: 'M', status: 'done' },
        'target-audience': { content: 'T', status: 'done' },
        'executive-summary': { content: 'S', status: 'done' },
        'vision-statement': { content: '', status: 'failed' },
        'dream-state': { content: '', status: 'queued' },
      },
    });
    expect(selection.written.map((section) => section.key)).toEqual([
      'executive-summary',
      'target-audience',
      'mission-statement',
    ]);
    expect(selection.unwritten).toEqual([
      { key: 'dream-state', title: 'Dream State', status: 'queued' },
      { key: 'vision-statement', title: 'Vision Statement', status: 'failed' },
    ]);
  });

  it('with a profile: exactly its sections in its order; idle ones are missing too', () => {
    const selection = selectExportSections({
      summaryTitle,
      keys: ['mission-statement', 'target-audience', 'dream-state', 'no-such-section'],
      sections: {
        'mission-statement': { content: 'M' },
        'target-audience': { content: 'T' },
        'voice-and-tone': { content: 'V' },
      },
    });
    expect(selection.written.map((section) => section.key)).toEqual([
      'mission-statement',
      'target-audience',
    ]);
    expect(selection.unwritten).toEqual([
      { key: 'dream-state', title: 'Dream State', status: 'idle' },
    ]);
  });
});
