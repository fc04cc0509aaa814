import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildAnswerTokens } from '../../../../tools/fake-llm/answer.ts';
import { SECTIONS } from '../../../domain/catalogue.ts';
import { documentToMarkdown } from './document-to-markdown.ts';
import { roundTripMarkdown } from './markdown-round-trip.ts';
import { markdownToDocument } from './markdown-to-document.ts';
import { documentContent } from './testing/document-content.ts';

const corpusFolder = path.join(import.meta.dirname, 'testing', 'section-corpus');
const canonicalFolder = path.join(import.meta.dirname, 'testing', 'section-corpus-canonical');
const corpus = fs
  .readdirSync(corpusFolder)
  .filter((file) => file.endsWith('.md'))
  .sort()
  .map((file) => ({ file, markdown: fs.readFileSync(path.join(corpusFolder, file), 'utf8') }));

describe('round trip of realistic sections', () => {
  it('has a corpus of varied sections', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(30);
  });

  // Byte-identical once means stable too: the trip is pure, so a second trip of the same text
  // gives the same text (decision 0116).
  it.each(corpus)('$file comes back byte-identical when nothing is edited', ({ markdown }) => {
    expect(roundTripMarkdown(markdown)).toBe(markdown);
  });

  it.each(corpus)(
    '$file written anew keeps its content, in the documented form',
    ({ file, markdown }) => {
      const { doc } = markdownToDocument(markdown);
      const written = documentToMarkdown(doc);
      const writtenDoc = markdownToDocument(written).doc;
      expect(documentContent(writtenDoc)).toEqual(documentContent(doc));
      // The canonical form of every corpus file is committed, so each normalisation is visible.
      expect(written).toBe(fs.readFileSync(path.join(canonicalFolder, file), 'utf8'));
      expect(documentToMarkdown(writtenDoc)).toBe(written);
    },
  );

  // The fake model's answers are what the rest of the test suite stores; cut at a token count,
  // some end inside `**bold`, which is literal text and gets escaped when written anew.
  it('every fake-model answer of the catalogue survives both trips', () => {
    for (const section of SECTIONS) {
      for (const tokens of [40, 121]) {
        const answer = buildAnswerTokens(section.title, tokens).join('');
        // One reading of the answer serves both trips and its content (decision 0116).
        const { doc, source } = markdownToDocument(answer);
        expect(documentToMarkdown(doc, source), section.key).toBe(answer);
        const written = documentToMarkdown(doc);
        const writtenDoc = markdownToDocument(written).doc;
        expect(documentContent(writtenDoc), section.key).toEqual(documentContent(doc));
        expect(documentToMarkdown(writtenDoc), section.key).toBe(written);
      }
    }
  }, 300_000);
});
