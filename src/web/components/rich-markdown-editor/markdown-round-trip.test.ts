import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildAnswerTokens } from '../../../../tools/fake-llm/answer.ts';
import { SECTIONS } from '../../../domain/catalogue.ts';
import { canonicalMarkdown, roundTripMarkdown } from './markdown-round-trip.ts';
import { markdownToDocument } from './markdown-to-document.ts';
import { documentContent } from './testing/document-content.ts';

const corpusFolder = path.join(import.meta.dirname, 'testing', 'section-corpus');
const canonicalFolder = path.join(import.meta.dirname, 'testing', 'section-corpus-canonical');
const corpus = fs
  .readdirSync(corpusFolder)
  .filter((file) => file.endsWith('.md'))
  .sort()
  .map((file) => ({ file, markdown: fs.readFileSync(path.join(corpusFolder, file), 'utf8') }));

const contentOf = (markdown: string) => documentContent(markdownToDocument(markdown).doc);

describe('round trip of realistic sections', () => {
  it('has a corpus of varied sections', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(30);
  });

  it.each(corpus)('$file comes back byte-identical when nothing is edited', ({ markdown }) => {
    const once = roundTripMarkdown(markdown);
    expect(once).toBe(markdown);
    expect(roundTripMarkdown(once)).toBe(once);
  });

  it.each(corpus)(
    '$file written anew keeps its content, in the documented form',
    ({ file, markdown }) => {
      const written = canonicalMarkdown(markdown);
      expect(contentOf(written)).toEqual(contentOf(markdown));
      // The canonical form of every corpus file is committed, so each normalisation is visible.
      expect(written).toBe(fs.readFileSync(path.join(canonicalFolder, file), 'utf8'));
      expect(canonicalMarkdown(written)).toBe(written);
    },
  );

  // The fake model's answers are what the rest of the test suite stores; cut at a token count,
  // some end inside `**bold`, which is literal text and gets escaped when written anew.
  it('every fake-model answer of the catalogue survives both trips', () => {
    for (const section of SECTIONS) {
      for (const tokens of [40, 121]) {
        const answer = buildAnswerTokens(section.title, tokens).join('');
        expect(roundTripMarkdown(answer), section.key).toBe(answer);
        const written = canonicalMarkdown(answer);
        expect(contentOf(written), section.key).toEqual(contentOf(answer));
        expect(canonicalMarkdown(written), section.key).toBe(written);
      }
    }
  }, 300_000);
});
