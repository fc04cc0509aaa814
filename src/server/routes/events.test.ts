import { describe, expect, it } from 'vitest';
import type { SectionState } from '../../domain/strategy.ts';
import { withLiveText } from './events.ts';

const section = (key: string, status: SectionState['status'], content: string): SectionState => ({
  key,
  title: key,
  status,
  content,
  version: 2,
  updatedAt: '2026-11-27T10:00:00.000Z',
});

describe("a page's first snapshot", () => {
  it('shows the text streamed so far of a section stored as generating', () => {
    const sections = withLiveText(
      { mission: section('mission', 'generating', 'Our mi') },
      new Map([['mission', { text: 'Our mission is to' }]]),
    );
    expect(sections.mission).toMatchObject({ status: 'generating', content: 'Our mission is to' });
  });

  it('keeps a section written while its job was still in the engine written', () => {
    // Its end was stored and published before the page subscribed: no event will end it again.
    const sections = withLiveText(
      { mission: section('mission', 'done', 'Our mission is to bake.') },
      new Map([['mission', { text: 'Our mission is to bake.' }]]),
    );
    expect(sections.mission).toMatchObject({ status: 'done', content: 'Our mission is to bake.' });
  });
});
