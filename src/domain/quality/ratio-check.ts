import type { RatioKey } from '../financial/ratio-ranges.ts';
import type { FinancialRatio } from '../financial/ratios.ts';
import { excerptOf, type QualityFinding } from './quality-types.ts';

/**
 * Risky ratios of the model (issue 30 item 3, decision 0106) as `financial` warnings: each on the
 * money section that speaks of that figure (the first in the outline's order), else on the first
 * money section written, so the consultant meets it where the plan's numbers are argued. A
 * `watch` asks for a second look in the Financials tab and is not raised here.
 */

/** Words by which a text speaks of each ratio's figure (English, German, Spanish, French). */
const SUBJECTS: Record<RatioKey, RegExp> = {
  grossMargin: /\b(?:gross (?:margin|profit)|rohertrag|bruttomarge|margen bruto|marge brute)/iu,
  netMargin:
    /\b(?:net (?:margin|income|profit)|profit margin|nettomarge|jahresüberschuss|margen neto|beneficio neto|marge nette|résultat net)/iu,
  operatingExpensesToRevenue:
    /\b(?:operating (?:expenses|costs)|overheads?|betriebskosten|gemeinkosten|gastos operativos|gastos generales|charges d'exploitation|frais généraux)/iu,
  runwayMonths: /\b(?:runway|cash|liquidität|tesorería|caja|trésorerie)/iu,
  monthsToBreakEven:
    /\b(?:break[- ]?even|gewinnschwelle|punto de equilibrio|seuil de rentabilité)/iu,
  revenuePerEmployee:
    /\b(?:per employee|headcount|staff|hiring|mitarbeiter|personal|empleados|plantilla|salariés|effectifs)/iu,
  debtServiceCover:
    /\b(?:debt service|loans?|repayments?|kredit\w*|darlehen|préstamo|prêt|emprunt)/iu,
};

/** A section the ratio warnings may land on: a money section with its text. */
export interface RatioTarget {
  key: string;
  content: string;
}

/** The sentence around the first mention, as the excerpt; the ratio's name when none. */
function mention(content: string, subject: RegExp): string | undefined {
  const match = subject.exec(content);
  if (!match) return undefined;
  const sentence = content.lastIndexOf('. ', match.index);
  const start = Math.max(
    sentence < 0 ? 0 : sentence + 2,
    content.lastIndexOf('\n', match.index) + 1,
  );
  const end = content.slice(match.index).search(/[.\n]/u);
  return content.slice(start, end < 0 ? undefined : match.index + end + 1);
}

/** The warnings of the risky ratios, by the key of the section each lands on. */
export function ratioFindings(
  ratios: readonly FinancialRatio[],
  moneySections: readonly RatioTarget[],
): Map<string, QualityFinding[]> {
  const bySection = new Map<string, QualityFinding[]>();
  const first = moneySections[0];
  if (!first) return bySection;
  for (const ratio of ratios) {
    if (ratio.status !== 'risk') continue;
    const subject = SUBJECTS[ratio.key];
    const speaking = moneySections.find((section) => subject.test(section.content));
    const target = speaking ?? first;
    const words = speaking ? mention(speaking.content, subject) : undefined;
    const findings = bySection.get(target.key) ?? [];
    findings.push({
      check: 'financial',
      severity: 'warning',
      message: `${ratio.name} is a risk in the financial model: ${ratio.note}`,
      excerpt: excerptOf(words ?? ratio.name),
    });
    bySection.set(target.key, findings);
  }
  return bySection;
}
