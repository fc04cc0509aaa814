import { Hono } from 'hono';
import { z } from 'zod';
import {
  engagementBriefSchema,
  type Intake,
  intakeUpdateSchema,
  newQuestionId,
  storedIntakeSchema,
} from '../../domain/intake.ts';
import { applyDraftedQuestions, applyIntakeUpdate } from '../../domain/intake-update.ts';
import type { ServerContext } from '../context.ts';
import { draftBrief, draftQuestions, intakeSectionKeys } from '../intake-draft.ts';
import { describeRoute } from '../route-description.ts';
import { readIntake, saveIntake } from '../store/intake.ts';
import { getStrategy } from '../store/strategies.ts';
import { invalidInput, validate } from '../validation.ts';
import type { StrategyVariables } from './path-params.ts';

/**
 * Owner routes, mounted at `/api/strategies/:id`: the intake (issue 29), its questions, answers
 * and engagement brief. A PUT names the version it replaces (409 when another save came first);
 * the questions draft replaces the stored questions, the brief draft only proposes.
 */
/** `GET` and `PUT …/intake`: questions, answers, brief and the version a save names. */
const intakeResponse = storedIntakeSchema.extend({ version: z.number().int() });
/** `POST …/intake/questions`: the drafted questions, stored, with the answers kept. */
const draftedQuestionsResponse = intakeResponse.pick({
  questions: true,
  answers: true,
  version: true,
});
/** `POST …/intake/brief`: a proposal, nothing saved. */
const briefDraftResponse = z.object({ brief: engagementBriefSchema });

export function intakeRoutes({ database, resolveProvider, logger }: ServerContext) {
  const { db } = database;
  return new Hono<{ Variables: StrategyVariables }>()
    .get(
      '/intake',
      describeRoute({
        summary:
          'the intake (issue 29) `{questions: [{id, text, why?, sections?}], answers: [{questionId, text, answeredBy: "consultant" | "client", answeredAt}], brief: {audience, purpose, tone, focus, constraints}, version}` (`version` 0, empty lists and an empty brief before the first save)',
        responses: { 200: intakeResponse },
      }),
      async (c) =>
        c.json(
          (await readIntake(db, c.var.strategyId)) satisfies Intake satisfies z.input<
            typeof intakeResponse
          >,
          200,
        ),
    )
    .put(
      '/intake',
      describeRoute({
        summary:
          '`{questions?, answers?: [{questionId, text}], brief?, version}`: each part sent replaces the stored one (409 when another save came first); at most 20 questions (text and `why` ≤ 300 characters, a new one without `id` is named, unknown `sections` keys dropped), answers ≤ 2000 characters and only to questions that exist (400 naming the id; `""` takes one back; removing a question removes its answer), brief fields ≤ 300 (`constraints` ≤ 1000); a changed answer makes the sections its question feeds (all when it names none) and the executive summary stale, a changed brief every written section',
        responses: { 200: intakeResponse },
      }),
      validate('json', intakeUpdateSchema),
      async (c) => {
        const { version, ...update } = c.req.valid('json');
        const strategy = await getStrategy(db, c.var.strategyId);
        const { version: _current, ...current } = await readIntake(db, strategy.id);
        const applied = applyIntakeUpdate(current, update, {
          sectionKeys: intakeSectionKeys(strategy),
          newId: newQuestionId,
          now: new Date(),
        });
        if (!applied.success) throw invalidInput([applied.issue], c.req.valid('json'));
        return c.json(
          (await saveIntake(db, strategy.id, {
            intake: applied.intake,
            version,
          })) satisfies Intake satisfies z.input<typeof intakeResponse>,
          200,
        );
      },
    )
    .post(
      '/intake/questions',
      describeRoute({
        summary:
          "5-12 clarifying questions drafted by the model from the overview, the client's documents and the fact sheet, each with `why` and `sections` (the keys it feeds; unknown ones dropped), stored in place of the questions (answers kept for the question ids that survive): `{questions, answers, version}`; 502 in words after two invalid answers, nothing changed",
        responses: { 200: draftedQuestionsResponse },
      }),
      async (c) => {
        const strategy = await getStrategy(db, c.var.strategyId);
        const drafted = await draftQuestions({
          provider: resolveProvider?.(),
          db,
          strategy,
          signal: c.req.raw.signal,
          logger: c.get('logger') ?? logger,
        });
        // Read after the draft: a save made while the model thought is built on, not lost.
        const { version, ...current } = await readIntake(db, strategy.id);
        const intake = applyDraftedQuestions(current, drafted, {
          sectionKeys: intakeSectionKeys(strategy),
          newId: newQuestionId,
        });
        const saved = await saveIntake(db, strategy.id, { intake, version });
        return c.json(
          {
            questions: saved.questions,
            answers: saved.answers,
            version: saved.version,
          } satisfies z.input<typeof intakeResponse>,
          200,
        );
      },
    )
    .post(
      '/intake/brief',
      describeRoute({
        summary:
          'an engagement brief drafted by the model from the overview and the answers `{brief}`; nothing is saved; 502 in words after two invalid answers',
        responses: { 200: briefDraftResponse },
      }),
      async (c) => {
        const strategy = await getStrategy(db, c.var.strategyId);
        const brief = await draftBrief({
          provider: resolveProvider?.(),
          db,
          strategy,
          signal: c.req.raw.signal,
          logger: c.get('logger') ?? logger,
        });
        return c.json({ brief } satisfies z.input<typeof briefDraftResponse>, 200);
      },
    );
}
