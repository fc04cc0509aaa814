import { OVERVIEW_MAX_LENGTH } from '../../../../domain/strategy-limits.ts';
import { inputClassName } from '../../../components/field.tsx';
import { cx } from '../../../lib/class-names.ts';
import { formatNumber } from '../../../lib/format.ts';
import { changeDraft, useDraft } from '../stores/draft.ts';

export function OverviewField({ disabled, autoFocus }: { disabled: boolean; autoFocus?: boolean }) {
  const overview = useDraft((state) => state.draft.overview);
  const begun = useDraft((state) => state.saved !== null);
  const missing = begun && !overview.trim();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor="business-overview" className="font-medium text-slate-700 text-sm">
        Business overview
      </label>
      <textarea
        id="business-overview"
        // biome-ignore lint/a11y/noAutofocus: the first thing a new strategy needs
        autoFocus={autoFocus}
        rows={begun ? 5 : 8}
        maxLength={OVERVIEW_MAX_LENGTH}
        disabled={disabled}
        placeholder="Describe your business idea or strategy..."
        className={cx(inputClassName, 'min-h-32 resize-y text-base leading-relaxed sm:text-sm')}
        value={overview}
        aria-invalid={missing ? true : undefined}
        aria-describedby="business-overview-help"
        onChange={(event) => changeDraft({ overview: event.target.value })}
      />
      <p
        id="business-overview-help"
        className={cx('text-xs', missing ? 'text-red-700' : 'text-slate-500')}
      >
        {missing
          ? 'Business overview is required'
          : `${formatNumber(overview.length)} / ${formatNumber(OVERVIEW_MAX_LENGTH)} characters. The more you tell, the more specific the strategy.`}
      </p>
    </div>
  );
}
