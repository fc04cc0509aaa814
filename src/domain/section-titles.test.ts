import { describe, expect, it } from 'vitest';
import { CATALOGUE } from './catalogue.ts';
import { buildOutline } from './outline.ts';
import {
  cleanTitle,
  effectiveTitles,
  localizeOutline,
  TITLE_MAX_LENGTH,
  titleEntries,
  titlesResponse,
} from './section-titles.ts';
import { buildTitlesPrompt, parseTitlesAnswer } from './section-titles-prompt.ts';

const outline = buildOutline([
  {
    title: 'Market Research',
    sections: [
      { key: 'market-size-analysis', title: 'Market Size Analysis', prerequisites: [] },
      {
        key: 'competitive-analysis',
        title: 'Competitive Analysis',
        prerequisites: [{ key: 'market-size-analysis', context: 'the size' }],
      },
    ],
  },
  { title: '市場', sections: [{ key: 'own-notes', title: 'Own notes', prerequisites: [] }] },
]);
const entries = titleEntries(outline);

describe('the titles of an outline', () => {
  it('keys every group and section by its English slug', () => {
    expect(entries.map((entry) => entry.key)).toEqual([
      'group:market-research',
      'market-size-analysis',
      'competitive-analysis',
      'group:2',
      'own-notes',
    ]);
    expect(titleEntries(CATALOGUE)).toHaveLength(20 + 124);
  });

  it('localises titles, group titles and prerequisites, keeping keys', () => {
    const local = localizeOutline(outline, {
      'group:market-research': '市場調査',
      'market-size-analysis': '市場規模の分析',
    });
    expect(local[0]!.title).toBe('市場調査');
    expect(local[0]!.sections[0]).toMatchObject({
      key: 'market-size-analysis',
      title: '市場規模の分析',
      groupTitle: '市場調査',
    });
    expect(local[0]!.sections[1]!.title).toBe('Competitive Analysis');
    expect(local[0]!.sections[1]!.prerequisites[0]!.title).toBe('市場規模の分析');
    expect(localizeOutline(outline, undefined)).toBe(outline);
  });
});

describe("parsing the model's answer", () => {
  it('takes a JSON object, trims and flattens titles, drops unknown keys', () => {
    const answer = JSON.stringify({
      'group:market-research': '  市場調査 ',
      'market-size-analysis': '## 市場規模\nの分析',
      'competitive-analysis': '<b>競合</b>分析',
      'not-asked': 'x',
    });
    expect(parseTitlesAnswer(`Here it is:\n\`\`\`json\n${answer}\n\`\`\``, entries)).toEqual({
      titles: {
        'group:market-research': '市場調査',
        'market-size-analysis': '市場規模 の分析',
        'competitive-analysis': '競合 分析',
      },
      fallbacks: ['group:2', 'own-notes'],
    });
  });

  it('falls back to English per title when the answer or a title is unusable', () => {
    expect(parseTitlesAnswer('Sorry, I cannot do that.', entries)).toEqual({
      titles: {},
      fallbacks: entries.map((entry) => entry.key),
    });
    expect(parseTitlesAnswer('["a", "b"]', entries).titles).toEqual({});
    const parsed = parseTitlesAnswer(
      JSON.stringify({
        'group:market-research': 42,
        'market-size-analysis': '   ',
        'competitive-analysis': 'x'.repeat(TITLE_MAX_LENGTH + 1),
        'own-notes': '自分のメモ',
      }),
      entries,
    );
    expect(parsed.titles).toEqual({ 'own-notes': '自分のメモ' });
    expect(parsed.fallbacks).toHaveLength(4);
  });

  it('asks for every key in one request, naming the language', () => {
    const [, user] = buildTitlesPrompt('Japanese', entries);
    expect(user!.content).toContain('Language: Japanese');
    for (const entry of entries) expect(user!.content).toContain(`"${entry.key}"`);
  });

  it('cleans a title to one line of plain text', () => {
    expect(cleanTitle('**Stratégie**\r\n de prix')).toBe('Stratégie de prix');
    expect(cleanTitle('\u202eevil')).toBe('evil');
    expect(cleanTitle('')).toBeUndefined();
  });
});

describe('what a strategy shows', () => {
  const stored = {
    language: 'Japanese' as const,
    model: { 'own-notes': 'メモ', 'group:2': '市場' },
    edited: { 'own-notes': '私のメモ' },
    asked: [],
  };
  it('prefers the person, then the model, then English; nothing in English or another language', () => {
    expect(effectiveTitles(stored, 'Japanese')).toEqual({
      'own-notes': '私のメモ',
      'group:2': '市場',
    });
    expect(effectiveTitles(stored, 'Korean')).toBeUndefined();
    expect(effectiveTitles(stored, 'English')).toBeUndefined();
    const response = titlesResponse(outline, 'Japanese', stored);
    expect(response.titles.find((t) => t.key === 'own-notes')).toMatchObject({
      english: 'Own notes',
      translated: '私のメモ',
      source: 'edited',
    });
    expect(response.titles.find((t) => t.key === 'market-size-analysis')).toMatchObject({
      translated: 'Market Size Analysis',
      source: 'english',
    });
  });
});
