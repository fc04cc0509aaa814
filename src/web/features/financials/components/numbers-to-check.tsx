import { findSection } from '../../../../domain/catalogue.ts';
import type { NumberToCheck } from '../../../../domain/financial/api-types.ts';

/** Money figures in the text that match no figure of the model, grouped by section. */
export function NumbersToCheck({ numbers }: { numbers: NumberToCheck[] }) {
  const bySection = new Map<string, string[]>();
  for (const number of numbers) {
    bySection.set(number.sectionKey, [...(bySection.get(number.sectionKey) ?? []), number.text]);
  }
  return (
    <section aria-labelledby="numbers-heading" className="space-y-2">
      <h3 id="numbers-heading" className="font-semibold text-slate-900">
        Numbers to check
      </h3>
      {numbers.length === 0 ? (
        <p className="text-slate-600 text-sm">
          Every money figure in the text matches the model (within rounding).
        </p>
      ) : (
        <>
          <p className="text-slate-600 text-sm">
            These amounts in the text match no figure of the model. Correct them, or regenerate the
            section.
          </p>
          <ul className="space-y-1 text-sm">
            {[...bySection].map(([key, texts]) => (
              <li key={key}>
                <span className="font-medium text-slate-800">
                  {findSection(key)?.title ?? key}:
                </span>{' '}
                {texts.join(', ')}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
