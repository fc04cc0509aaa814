import { extractMoneyFigures, figureMatches } from '../financial/figures.ts';
import type { FinancialRatio } from '../financial/ratios.ts';
import { excerptOf, type QualityFinding } from './quality-types.ts';

/** The model's figures a sentence may fairly quote (`modelFigures`), in its currency. */
export interface ModelToCheck {
  currency: string;
  figures: readonly number[];
  /** The month profit turns for good, or null when not within the forecast. */
  breakEvenMonth: number | null;
  /** The ratio checks (`ratios.ts`): the risky ones are warnings on a money section. */
  ratios?: readonly FinancialRatio[];
}

/**
 * Words that make a figure a claim about the model: revenue, profit, cash, break-even, funding.
 * A price or a competitor's figure near none of them is not judged here (the fact check has
 * prices).
 */
const MODEL_WORDS =
  /\b(?:revenues?|sales|turnover|income|profits?|earnings|ebitda|cash|break[- ]?even|funding|raise|raising|investment|capital|loan|umsatz|umsätze|erlös\w*|gewinn\w*|jahresüberschuss|liquidität|finanzierung\w*|kapital|kredit|chiffre d'affaires|bénéfice\w*|trésorerie|financement|ingresos|ventas|beneficio\w*|financiación|fatturato|ricavi|utile|liquidità|finanziamento|receita\w*|lucro|financiamento|omzet|winst|financiering)\b/iu;
const LOOK_BEHIND = 60;

/** Money figures about revenue, profit, cash or funding that match none of the model's figures. */
export function checkFinancial(markdown: string, model: ModelToCheck): QualityFinding[] {
  const findings: QualityFinding[] = [];
  for (const figure of extractMoneyFigures(markdown)) {
    if (!figure.currencies.includes(model.currency)) continue;
    const before = markdown.slice(Math.max(0, figure.index - LOOK_BEHIND), figure.index);
    const sentenceStart = Math.max(before.lastIndexOf('. '), before.lastIndexOf('\n'));
    if (!MODEL_WORDS.test(before.slice(sentenceStart + 1))) continue;
    if (model.figures.some((value) => figureMatches(figure, value))) continue;
    findings.push({
      check: 'financial',
      severity: 'error',
      message: `${figure.text.trim()} matches no figure of the financial model: use the model's figure, or say it is an assumption to confirm.`,
      excerpt: excerptOf(
        markdown.slice(Math.max(0, figure.index - 80), figure.index + figure.text.length + 40),
      ),
    });
  }
  const breakEven = markdown.match(/break[- ]?even[^.\n]{0,40}?\bmonth\s+(\d{1,3})\b/iu);
  if (breakEven && model.breakEvenMonth !== null && Number(breakEven[1]) !== model.breakEvenMonth) {
    findings.push({
      check: 'financial',
      severity: 'error',
      message: `The text puts break-even in month ${breakEven[1]}; the financial model reaches it in month ${model.breakEvenMonth}.`,
      excerpt: excerptOf(breakEven[0]),
    });
  }
  return findings;
}
