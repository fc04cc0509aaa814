import type { NumberToCheck } from './api-types.ts';
import type { FinancialAssumptions } from './assumption-types.ts';
import { figuresToCheck } from './figures.ts';
import type { Forecast } from './forecast-types.ts';
import { modelFigures } from './key-figures.ts';

/**
 * "Numbers to check": money figures in the model's currency, in any section's text, that match
 * none of the model's figures within the rounding they show; in the sections' order, each
 * figure as written.
 */
export function numbersToCheck(
  assumptions: FinancialAssumptions,
  forecast: Forecast,
  sections: readonly { key: string; content: string }[],
): NumberToCheck[] {
  const figures = modelFigures(assumptions, forecast);
  return sections.flatMap((section) =>
    section.content.trim() === ''
      ? []
      : figuresToCheck(section.content, assumptions.currency, figures).map((figure) => ({
          sectionKey: section.key,
          text: figure.text,
        })),
  );
}
