import { extractMoneyFigures, figureMatches, type MoneyFigure } from '../financial/figures.ts';
import { excerptOf, type QualityFinding } from './quality-types.ts';

/** What the fact check reads of a strategy's fact sheet (issue 27): names, prices, a year. */
export interface FactsToCheck {
  companyName?: string;
  offerings?: readonly { name: string; price?: number | null; unit?: string | null }[];
  foundedYear?: number | null;
}

/** A price is judged by the figure nearest the offering's name, in the same sentence. */
const NEAR = 80;

function sentencesOf(markdown: string): { text: string; start: number }[] {
  const sentences: { text: string; start: number }[] = [];
  const pattern = /(?:[^.!?。！？\n]|\.(?=\d))+(?:[.!?。！？]|\n|$)/gu;
  for (const match of markdown.matchAll(pattern)) {
    if (match[0].trim()) sentences.push({ text: match[0], start: match.index ?? 0 });
  }
  return sentences;
}

const priceText = (price: number) => (Number.isInteger(price) ? String(price) : price.toFixed(2));

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function nearestFigure(
  figures: MoneyFigure[],
  at: number,
  length: number,
): MoneyFigure | undefined {
  const distance = (figure: MoneyFigure) =>
    figure.index >= at + length
      ? figure.index - (at + length)
      : at - (figure.index + figure.text.length);
  return figures
    .filter((figure) => distance(figure) >= 0 && distance(figure) <= NEAR)
    .sort((a, b) => distance(a) - distance(b))[0];
}

/** The fact sheet contradicted: an offering named with another price, another founding year. */
export function checkFacts(markdown: string, facts: FactsToCheck): QualityFinding[] {
  const findings: QualityFinding[] = [];
  const offerings = (facts.offerings ?? []).filter(
    (offering) => offering.name.trim().length >= 3 && typeof offering.price === 'number',
  );
  for (const sentence of sentencesOf(markdown)) {
    // Table rows split by pipes are sentences of their own cells' text.
    const figures = extractMoneyFigures(sentence.text);
    for (const offering of offerings) {
      const name = new RegExp(
        `(?<![\\p{L}\\d])${escapeRegExp(offering.name.trim())}(?![\\p{L}\\d])`,
        'giu',
      );
      for (const match of sentence.text.matchAll(name)) {
        const figure = nearestFigure(figures, match.index ?? 0, match[0].length);
        if (!figure || figureMatches(figure, offering.price as number)) continue;
        findings.push({
          check: 'fact',
          severity: 'error',
          message: `"${offering.name}" costs ${priceText(offering.price as number)}${offering.unit ? ` ${offering.unit}` : ''} in the fact sheet, but the text gives ${figure.text.trim()}.`,
          excerpt: excerptOf(sentence.text),
        });
        break;
      }
    }
    if (facts.foundedYear) {
      const founded = sentence.text.match(
        /\b(?:founded|established|started|launched|since|gegründet|fondée?|fundada|fondata)\b[^.\d]{0,20}?(\d{4})\b/iu,
      );
      if (
        founded &&
        Number(founded[1]) !== facts.foundedYear &&
        /founded|established|gegründet|fondée?|fundada|fondata/iu.test(founded[0])
      ) {
        findings.push({
          check: 'fact',
          severity: 'error',
          message: `The fact sheet says the company was founded in ${facts.foundedYear}, but the text says ${founded[1]}.`,
          excerpt: excerptOf(sentence.text),
        });
      }
    }
  }
  return findings;
}
