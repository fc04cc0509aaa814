import { z } from 'zod';
import { QUALITY_CHECKS } from '../../domain/quality/quality-types.ts';

/** `GET /api/strategies/:id/quality`: findings per section and scores (decision 0115). */
export const qualityResponse = z.object({
  score: z.number(),
  sections: z.record(
    z.string(),
    z.object({
      score: z.number(),
      findings: z.array(
        z.object({
          check: z.enum(QUALITY_CHECKS),
          severity: z.enum(['error', 'warning']),
          message: z.string(),
          excerpt: z.string(),
        }),
      ),
    }),
  ),
});

/** `POST …/quality/coverage`: what the model checked, and the review after it. */
export const coverageCheckResponse = z.object({
  checked: z.number().int(),
  unanswered: z.number().int(),
  quality: qualityResponse,
});
