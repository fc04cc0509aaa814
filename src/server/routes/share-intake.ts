import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import { intakeAnswerSchema, sharedAnswersSchema } from '../../domain/intake.ts';
import { applyClientAnswers } from '../../domain/intake-update.ts';
import type { SharedAnswersResult, SharedIntakeResponse } from '../../domain/share.ts';
import type { ServerContext } from '../context.ts';
import type { Database } from '../db/client.ts';
import { AppError, SHARE_EXPIRED_OR_INVALID } from '../errors.ts';
import { loadDeliverableInputs } from '../exports/deliverable-inputs.ts';
import { describeRoute } from '../route-description.ts';
import { changeIntake, readIntake } from '../store/intake.ts';
import { type Share, shareRefusal } from '../store/shares.ts';
import { findStrategy } from '../store/strategies.ts';
import { invalidInput, validate } from '../validation.ts';
import type { ShareVariables } from './share-holder.ts';
import { sharedBrand } from './shares.ts';

/**
 * What a questionnaire link reads: the questions (their text and why, not the sections they
 * feed), the answers so far, the company's name, the language and the brand. Nothing else of the
 * strategy.
 */
export async function sharedIntakeOf(
  db: Database,
  share: Share & { accessType: 'intake' },
): Promise<SharedIntakeResponse> {
  const [strategy, intake] = await Promise.all([
    findStrategy(db, share.strategyId),
    readIntake(db, share.strategyId),
  ]);
  if (!strategy) throw new AppError('NOT_FOUND', SHARE_EXPIRED_OR_INVALID);
  const inputs = await loadDeliverableInputs(db, { strategy, profileField: 'profileId' });
  const { strategyId: _owner, ...shareInfo } = share;
  return {
    share: shareInfo,
    intake: {
      questions: intake.questions.map(({ id, text, why }) => ({
        id,
        text,
        ...(why ? { why } : {}),
      })),
      answers: intake.answers,
      companyName: strategy.metadata.companyName,
      language: strategy.language,
      ...sharedBrand(strategy, share.id, inputs),
      ...(intake.clientSentAt ? { sentAt: intake.clientSentAt } : {}),
    },
  };
}

/** Narrows a share to a questionnaire link. */
export function isIntakeLink(share: Share): share is Share & { accessType: 'intake' } {
  return share.accessType === 'intake';
}

/**
 * `PUT /answers`, mounted in the share holder's sub-app: the client's answers through a
 * questionnaire link, merged into the strategy's intake by question (the intake's own version
 * check, built again on a newer intake when the consultant saved meanwhile). A changed answer
 * bumps the intake's version, so the sections its question feeds turn stale as after the
 * consultant's save. The owner's page hears `intake-answered`; "Send answers" also sends the
 * `intake.answered` webhook. Any other link: 403 naming what it may do.
 */
/** `PUT /api/shares/:shareId/answers`: every answer now, and when they were sent. */
const sharedAnswersResponse = z.object({
  answers: z.array(intakeAnswerSchema),
  sentAt: z.string().optional(),
});

export function shareIntakeRoutes(context: ServerContext) {
  const { db } = context.database;
  const { bus } = context;
  const intakeLink = createMiddleware<{ Variables: ShareVariables }>(async (c, next) => {
    if (!isIntakeLink(c.var.share)) {
      throw new AppError('FORBIDDEN', shareRefusal(c.var.share.accessType));
    }
    await next();
  });
  return new Hono<{ Variables: ShareVariables }>().put(
    '/answers',
    describeRoute({
      summary:
        'questionnaire links (`intake`; 403 for any other): `{answers: [{questionId, text}], submitted?}` → `{answers, sentAt?}`. Merged into the intake by question (the others stay; `""` takes one back; changed ones are `answeredBy: "client"`), bumping its version, so the sections a changed answer feeds turn stale; ≤ 2000 characters an answer, unknown question ids 400 naming them all. `submitted: true` ("Send answers", at least one answer) stamps `sentAt` (the owner\'s `clientSentAt`) and sends the `intake.answered` webhook; every change sends `intake-answered` on the strategy\'s events',
      responses: { 200: sharedAnswersResponse },
    }),
    intakeLink,
    validate('json', sharedAnswersSchema),
    async (c) => {
      const { strategyId } = c.var.share;
      const input = c.req.valid('json');
      const { changed, saved } = await changeIntake(db, strategyId, (current) => {
        const applied = applyClientAnswers(current, input, { now: new Date() });
        if (!applied.success) throw invalidInput([applied.issue], input);
        return { intake: applied.intake, changed: applied.changed ?? [] };
      });
      if (changed.length > 0 || input.submitted) {
        bus.publish(strategyId, {
          type: 'intake-answered',
          data: { questionIds: changed, submitted: input.submitted },
        });
      }
      return c.json(
        {
          answers: saved.answers,
          ...(saved.clientSentAt ? { sentAt: saved.clientSentAt } : {}),
        } satisfies SharedAnswersResult satisfies z.input<typeof sharedAnswersResponse>,
        200,
      );
    },
  );
}
