import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { QualityCheck, SectionQuality } from '../../domain/quality/quality-types.ts';
import { isInProgress, isWritten } from '../stores/apply-strategy-event.ts';
import { useLiveStrategy } from '../stores/live-strategy.ts';
import { answer, client, segment } from './api.ts';

/** The checks in words, for the Quality tab and the marks on the cards. */
export const CHECK_LABELS: Record<QualityCheck, string> = {
  language: 'Language',
  placeholder: 'Placeholder',
  repetition: 'Repetition',
  fact: 'Fact sheet',
  financial: 'Financial model',
  citation: 'Citation',
  length: 'Length',
  format: 'Formatting',
  coverage: 'Coverage',
};

export const qualityKeys = {
  all: ['strategies', 'quality'] as const,
  detail: (id: string, stamp: string) => [...qualityKeys.all, id, stamp] as const,
};

export function qualityQueryOptions(strategyId: string, stamp: string) {
  return queryOptions({
    queryKey: qualityKeys.detail(strategyId, stamp),
    queryFn: () =>
      answer(client.strategies[':id'].quality.$get({ param: { id: segment(strategyId) } })),
    // Keyed by the written text: a new stamp is a new review, the same one never changes.
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: keepPreviousData,
  });
}

/**
 * The quality review of the open strategy: read again when a section's written text changes,
 * and not while sections are being written (each would change it again a moment later).
 */
export function useStrategyQuality(strategyId: string) {
  const stamp = useLiveStrategy((state) =>
    Object.values(state.sections)
      .filter(isWritten)
      .map((section) => `${section.key}:${section.version}`)
      .sort()
      .join(','),
  );
  const writing = useLiveStrategy((state) => Object.values(state.sections).some(isInProgress));
  return useQuery({ ...qualityQueryOptions(strategyId, stamp), enabled: !writing && stamp !== '' });
}

export function findingCounts(sections: Record<string, SectionQuality>) {
  let errors = 0;
  let warnings = 0;
  let withFindings = 0;
  for (const section of Object.values(sections)) {
    if (section.findings.length > 0) withFindings += 1;
    for (const finding of section.findings) {
      if (finding.severity === 'error') errors += 1;
      else warnings += 1;
    }
  }
  return { errors, warnings, sections: withFindings };
}
