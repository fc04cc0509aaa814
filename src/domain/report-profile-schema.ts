import { z } from 'zod';
import { SECTION_KEYS } from './catalogue.ts';
import { EXECUTIVE_SUMMARY_KEY } from './export-selection.ts';
import { isSectionKeyShape } from './summary-section.ts';

export const PROFILE_KEY_UNKNOWN = 'is not a section of the outline';

import { REPORT_PROFILE_NAME_MAX_LENGTH, type ReportProfileInput } from './report-profile.ts';
import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from './stored-text.ts';

/** Every key a profile may hold: the outline's sections and the executive summary. */
export const PROFILE_SECTION_KEYS: readonly string[] = [EXECUTIVE_SUMMARY_KEY, ...SECTION_KEYS];
const KNOWN_KEYS = new Set(PROFILE_SECTION_KEYS);

export const reportProfileInputSchema = z.object({
  name: z
    .string({ error: 'must be text' })
    .trim()
    .min(1, 'must not be empty')
    .max(
      REPORT_PROFILE_NAME_MAX_LENGTH,
      `must be at most ${REPORT_PROFILE_NAME_MAX_LENGTH} characters`,
    )
    .refine(isStorableText, UNSTORABLE_TEXT_MESSAGE),
  sections: z
    .array(
      // A playbook's own section passes on its shape; the store checks it is one (issue 16).
      z
        .string()
        .max(100)
        .refine(
          (key) => KNOWN_KEYS.has(key) || (key.includes('-') && isSectionKeyShape(key)),
          PROFILE_KEY_UNKNOWN,
        ),
      { error: 'must be a list of section keys' },
    )
    .min(1, 'must hold at least one section')
    .max(1000)
    .refine((keys) => new Set(keys).size === keys.length, 'must not hold a section twice'),
  wordTemplate: z.boolean({ error: 'must be true or false' }).optional(),
}) satisfies z.ZodType<ReportProfileInput, ReportProfileInput>;
