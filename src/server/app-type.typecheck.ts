/**
 * The routes are the contract (decision 0112): these lines fail `npm run typecheck` when a route
 * the command line, the MCP tools or the page call is renamed or moved, or its answer stops being
 * the domain type it was built from. Types only: nothing runs.
 */
import type { hc, InferRequestType, InferResponseType } from 'hono/client';
import type { StatusCode } from 'hono/utils/http-status';
import type { JSONParsed } from 'hono/utils/types';
import type { StartRunResult } from '../domain/events.ts';
import type { ShareLink } from '../domain/share-link.ts';
import type { SectionState, Strategy, StrategyPage } from '../domain/strategy.ts';
import type { AppType } from './app.ts';
import type { AppError } from './errors.ts';

type Api = ReturnType<typeof hc<AppType>>['api'];

type Equal<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
/** Each assignable to the other: for types built apart that `Equal` tells apart by origin. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Expect<T extends true> = T;

/** What a route answers with `status`, as JSON. */
type Answer<Route, Status extends StatusCode> = InferResponseType<Route, Status>;

export type Contract = [
  Expect<Equal<Answer<Api['strategies']['$get'], 200>, JSONParsed<StrategyPage>>>,
  Expect<Equal<Answer<Api['strategies']['$post'], 201>, JSONParsed<Strategy>>>,
  Expect<Equal<Answer<Api['strategies'][':id']['$get'], 200>, JSONParsed<Strategy>>>,
  Expect<Equal<Answer<Api['strategies'][':id']['runs']['$post'], 202>, StartRunResult>>,
  Expect<Equal<Answer<Api['strategies'][':id']['sections'][':key']['$put'], 200>, SectionState>>,
  Expect<Equal<Answer<Api['strategies'][':id']['shares']['$post'], 201>, ShareLink>>,
  // A refusal, whatever the route: the API's sentence (app.ts `onError`).
  Expect<Same<Answer<Api['strategies'][':id']['$get'], 404>, ReturnType<AppError['toJSON']>>>,
  // The routes the command line calls without a JSON answer, by path and parameters.
  Expect<
    Equal<
      keyof InferRequestType<Api['strategies'][':id']['runs'][':runId']['$delete']>['param'],
      'id' | 'runId'
    >
  >,
  Expect<
    Equal<
      keyof InferRequestType<Api['strategies'][':id']['export'][':format']['$get']>['param'],
      'id' | 'format'
    >
  >,
];
