import { Hono } from 'hono';
import { type Intake, intakeUpdateSchema } from '../../domain/intake.ts';
import { applyDraftedQuestions, applyIntakeUpdate } from '../../domain/intake-update.ts';
import type { ServerContext } from '../context.ts';
import { draftBrief, draftQuestions, intakeSectionKeys } from '../intake-draft.ts';
import { newQuestionId, readIntake, saveIntake } from '../store/intake.ts';
import { getStrategy } from '../store/strategies.ts';
import { invalidInput, validate } from '../validation.ts';
import type { StrategyVariables } from './path-params.ts';

/**
 * Owner routes, mounted at `/api/strategies/:id`: the intake (issue 29), its questions, answers
 * and engagement brief. A PUT names the version it replaces (409 when another save came first);
 * the questions draft replaces the stored questions, the brief draft only proposes.
 */
export function intakeRoutes({ database, resolveProvider, logger }: ServerContext) {
  const { db } = database;
  return new Hono<{ Variables: StrategyVariables }>()
    .get('/intake', async (c) => c.json((await readIntake(db, c.var.strategyId)) satisfies Intake))
    .put('/intake', validate('json', intakeUpdateSchema), async (c) => {
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
        (await saveIntake(db, strategy.id, { intake: applied.intake, version })) satisfies Intake,
      );
    })
    .post('/intake/questions', async (c) => {
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
      return c.json({ questions: saved.questions, answers: saved.answers, version: saved.version });
    })
    .post('/intake/brief', async (c) => {
      const strategy = await getStrategy(db, c.var.strategyId);
      const brief = await draftBrief({
        provider: resolveProvider?.(),
        db,
        strategy,
        signal: c.req.raw.signal,
        logger: c.get('logger') ?? logger,
      });
      return c.json({ brief });
    });
}
