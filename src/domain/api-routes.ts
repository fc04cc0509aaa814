/**
 * The page-server contract (issue 11 item 11): each route the page calls, its method, its path
 * template as the server mounts it, what it answers and what it takes. The page builds every
 * `/api/...` address from here and gets the answer's type with it, so renaming a route, a
 * parameter or a response field here fails `tsc` in the page; `api-routes.api.test.ts` checks
 * each template against the routes the server mounts. Zod-free: the page imports it.
 */

import type { BrandKit, BrandSettings } from './brand.ts';
import type { StartRevisionInput, StartRunInput, StartRunResult } from './events.ts';
import type { ExportFormat } from './export-formats.ts';
import type { FactSheet, Facts } from './facts.ts';
import type {
  FinancialsDraftResponse,
  FinancialsResponse,
  FinancialsUpdate,
} from './financial/api-types.ts';
import type { Health } from './health.ts';
import type { EngagementBrief, Intake, IntakeUpdate } from './intake.ts';
import type { Playbook, PlaybookInput, PlaybookSummary, PlaybookUpdate } from './outline.ts';
import type { CoverageCheckResult, CoverageEstimate } from './quality/coverage.ts';
import type { StrategyQuality } from './quality/quality-types.ts';
import type { ReportProfile, ReportProfileInput } from './report-profile.ts';
import type {
  ApprovalInput,
  CommentInput,
  OwnerCommentInput,
  ReviewComment,
  SectionApproval,
  SectionVersion,
  StrategyReview,
} from './review.ts';
import type { ReviewInbox } from './review-inbox.ts';
import type { SectionEditInput } from './section-edit.ts';
import type { StrategyTitlesResponse, TitlesUpdate } from './section-titles.ts';
import type {
  ConnectionTestResult,
  ModelList,
  SettingsUpdate,
  SettingsView,
} from './settings-presets.ts';
import type { CreateShareInput, SharedStrategyResponse, ShareLink } from './share-link.ts';
import type { SourceDocument, SourcePassageView } from './sources/section-source.ts';
import type {
  CreateStrategyInput,
  SectionState,
  Strategy,
  StrategyPage,
  UpdateStrategyInput,
} from './strategy.ts';
import type { WebhookDeliveryView } from './webhooks.ts';

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `'/api/strategies/:id/sections/:key'` -> `'id' | 'key'`. */
type ParamNames<Template extends string> = Template extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Template extends `${string}:${infer Name}`
    ? Name
    : never;
export type PathParams<Template extends string> = Record<ParamNames<Template>, string>;

/**
 * One request the page may send: method and filled-in path. `Response` and `Body` exist for the
 * compiler only (they are never set), so that `api(route)` knows what comes back.
 */
export interface ApiRoute<Response, Body = never> {
  readonly method: ApiMethod;
  readonly path: string;
  readonly types?: { response: Response; body: Body };
}

/**
 * A route as mounted: `to(params)` fills its `:params` (each one URI-encoded). `Method` is kept
 * as a literal so the typed client from the OpenAPI document can be checked against each call.
 */
export class ApiEndpoint<
  Template extends string,
  Response = void,
  Body = never,
  Method extends ApiMethod = ApiMethod,
> {
  declare readonly types?: { response: Response; body: Body };
  constructor(
    readonly method: Method,
    readonly template: Template,
  ) {}
  /** What the route answers (typing only). */
  returns<R>(): ApiEndpoint<Template, R, Body, Method> {
    return this as unknown as ApiEndpoint<Template, R, Body, Method>;
  }
  /** The JSON body the route takes (typing only). */
  sends<B>(): ApiEndpoint<Template, Response, B, Method> {
    return this as unknown as ApiEndpoint<Template, Response, B, Method>;
  }
  to(
    ...[params]: ParamNames<Template> extends never ? [] : [PathParams<Template>]
  ): ApiRoute<Response, Body> {
    const values = (params ?? {}) as Record<string, string>;
    const path = this.template.replace(/:([A-Za-z]+)/g, (_whole, name: string) =>
      encodeURIComponent(values[name] ?? ''),
    );
    return { method: this.method, path };
  }
}

const endpoint = <Method extends ApiMethod, Template extends string>(
  method: Method,
  template: Template,
) => new ApiEndpoint<Template, void, never, Method>(method, template);

/** Every route the page calls, by what it does. */
export const API = {
  health: endpoint('GET', '/api/health').returns<Health>(),
  signIn: endpoint('POST', '/api/session').sends<{ token: string }>(),

  /** A page of the library: query `limit`, `cursor`, `q` (`library-query.ts` in the page). */
  listStrategies: endpoint('GET', '/api/strategies').returns<StrategyPage>(),
  createStrategy: endpoint('POST', '/api/strategies')
    .returns<Strategy>()
    .sends<CreateStrategyInput>(),
  getStrategy: endpoint('GET', '/api/strategies/:id').returns<Strategy>(),
  updateStrategy: endpoint('PATCH', '/api/strategies/:id')
    .returns<Strategy>()
    .sends<UpdateStrategyInput>(),
  deleteStrategy: endpoint('DELETE', '/api/strategies/:id'),
  duplicateStrategy: endpoint('POST', '/api/strategies/:id/duplicate').returns<Strategy>(),
  saveSection: endpoint('PUT', '/api/strategies/:id/sections/:key')
    .returns<SectionState>()
    .sends<SectionEditInput>(),
  startRun: endpoint('POST', '/api/strategies/:id/runs')
    .returns<StartRunResult>()
    .sends<StartRunInput>(),
  cancelRun: endpoint('DELETE', '/api/strategies/:id/runs/:runId'),
  /** Server-sent events: opened with `EventSource`, not `api`. */
  strategyEvents: endpoint('GET', '/api/strategies/:id/events'),
  strategyExport: endpoint('GET', '/api/strategies/:id/export/:format'),
  uploadLogo: endpoint('PUT', '/api/strategies/:id/logo'),
  strategyLogo: endpoint('GET', '/api/strategies/:id/logo'),
  removeLogo: endpoint('DELETE', '/api/strategies/:id/logo'),
  listDocuments: endpoint('GET', '/api/strategies/:id/documents').returns<SourceDocument[]>(),
  uploadDocument: endpoint('POST', '/api/strategies/:id/documents').returns<SourceDocument>(),
  documentPassages: endpoint('GET', '/api/strategies/:id/documents/:docId/passages').returns<
    SourcePassageView[]
  >(),
  deleteDocument: endpoint('DELETE', '/api/strategies/:id/documents/:docId'),
  researchWeb: endpoint('POST', '/api/strategies/:id/research')
    .returns<{ sources: SourceDocument[]; skipped: { url: string; reason: string }[] }>()
    .sends<{ query: string }>(),

  getFinancials: endpoint('GET', '/api/strategies/:id/financials').returns<FinancialsResponse>(),
  getQuality: endpoint('GET', '/api/strategies/:id/quality').returns<StrategyQuality>(),
  getCoverageEstimate: endpoint(
    'GET',
    '/api/strategies/:id/quality/coverage',
  ).returns<CoverageEstimate>(),
  checkCoverage: endpoint(
    'POST',
    '/api/strategies/:id/quality/coverage',
  ).returns<CoverageCheckResult>(),
  getFacts: endpoint('GET', '/api/strategies/:id/facts').returns<FactSheet>(),
  saveFacts: endpoint('PUT', '/api/strategies/:id/facts').returns<FactSheet>().sends<FactSheet>(),
  draftFacts: endpoint('POST', '/api/strategies/:id/facts/draft').returns<{ facts: Facts }>(),
  getIntake: endpoint('GET', '/api/strategies/:id/intake').returns<Intake>(),
  saveIntake: endpoint('PUT', '/api/strategies/:id/intake').returns<Intake>().sends<IntakeUpdate>(),
  draftIntakeQuestions: endpoint('POST', '/api/strategies/:id/intake/questions').returns<
    Pick<Intake, 'questions' | 'answers' | 'version'>
  >(),
  draftEngagementBrief: endpoint('POST', '/api/strategies/:id/intake/brief').returns<{
    brief: EngagementBrief;
  }>(),
  startRevision: endpoint('POST', '/api/strategies/:id/revisions')
    .returns<StartRunResult>()
    .sends<StartRevisionInput>(),
  saveFinancials: endpoint('PUT', '/api/strategies/:id/financials')
    .returns<FinancialsResponse>()
    .sends<FinancialsUpdate>(),
  draftFinancials: endpoint(
    'POST',
    '/api/strategies/:id/financials/draft',
  ).returns<FinancialsDraftResponse>(),

  getTitles: endpoint('GET', '/api/strategies/:id/titles').returns<StrategyTitlesResponse>(),
  saveTitles: endpoint('PUT', '/api/strategies/:id/titles')
    .returns<StrategyTitlesResponse>()
    .sends<TitlesUpdate>(),
  translateTitles: endpoint(
    'POST',
    '/api/strategies/:id/titles/translate',
  ).returns<StrategyTitlesResponse>(),

  listShares: endpoint('GET', '/api/strategies/:id/shares').returns<ShareLink[]>(),
  createShare: endpoint('POST', '/api/strategies/:id/shares')
    .returns<ShareLink>()
    .sends<CreateShareInput>(),
  revokeShare: endpoint('DELETE', '/api/strategies/:id/shares/:shareId'),
  getShared: endpoint('GET', '/api/shares/:shareId').returns<SharedStrategyResponse>(),
  saveSharedSection: endpoint('PUT', '/api/shares/:shareId/sections/:key')
    .returns<SectionState>()
    .sends<SectionEditInput>(),
  sharedExport: endpoint('GET', '/api/shares/:shareId/export/:format'),

  // Client review (issue 14): comments, approvals, version history.
  getReview: endpoint('GET', '/api/strategies/:id/review').returns<StrategyReview>(),
  getReviewInbox: endpoint('GET', '/api/strategies/:id/review/inbox').returns<ReviewInbox>(),
  addComment: endpoint('POST', '/api/strategies/:id/sections/:key/comments')
    .returns<ReviewComment>()
    .sends<OwnerCommentInput>(),
  resolveComment: endpoint('PATCH', '/api/strategies/:id/sections/:key/comments/:commentId')
    .returns<ReviewComment>()
    .sends<{ resolved: boolean }>(),
  listVersions: endpoint('GET', '/api/strategies/:id/sections/:key/versions').returns<
    SectionVersion[]
  >(),
  restoreVersion: endpoint(
    'POST',
    '/api/strategies/:id/sections/:key/versions/:versionId/restore',
  ).returns<SectionState>(),
  listSharedComments: endpoint('GET', '/api/shares/:shareId/sections/:key/comments').returns<
    ReviewComment[]
  >(),
  addSharedComment: endpoint('POST', '/api/shares/:shareId/sections/:key/comments')
    .returns<ReviewComment>()
    .sends<CommentInput>(),
  approveSharedSection: endpoint('POST', '/api/shares/:shareId/sections/:key/approval')
    .returns<{ approval: SectionApproval; comment: ReviewComment | null }>()
    .sends<ApprovalInput>(),

  listReportProfiles: endpoint('GET', '/api/report-profiles').returns<ReportProfile[]>(),
  createReportProfile: endpoint('POST', '/api/report-profiles')
    .returns<ReportProfile>()
    .sends<ReportProfileInput>(),
  updateReportProfile: endpoint('PUT', '/api/report-profiles/:profileId')
    .returns<ReportProfile>()
    .sends<ReportProfileInput>(),
  deleteReportProfile: endpoint('DELETE', '/api/report-profiles/:profileId'),

  // Playbooks (issue 16).
  listPlaybooks: endpoint('GET', '/api/playbooks').returns<PlaybookSummary[]>(),
  getPlaybook: endpoint('GET', '/api/playbooks/:playbookId').returns<Playbook>(),
  createPlaybook: endpoint('POST', '/api/playbooks')
    .returns<Playbook>()
    .sends<{ name: string; basedOn?: string }>(),
  updatePlaybook: endpoint('PUT', '/api/playbooks/:playbookId')
    .returns<Playbook>()
    .sends<PlaybookInput>(),
  deletePlaybook: endpoint('DELETE', '/api/playbooks/:playbookId'),
  exportPlaybook: endpoint('GET', '/api/playbooks/:playbookId/export'),
  importPlaybook: endpoint('POST', '/api/playbooks/import').returns<Playbook>().sends<unknown>(),
  previewPlaybookUpdate: endpoint(
    'GET',
    '/api/strategies/:id/playbook-update',
  ).returns<PlaybookUpdate>(),
  applyPlaybookUpdate: endpoint('POST', '/api/strategies/:id/playbook-update').returns<Strategy>(),
  restoreSetAside: endpoint('POST', '/api/strategies/:id/set-aside/restore')
    .returns<Strategy>()
    .sends<{ key: string }>(),

  getBrand: endpoint('GET', '/api/settings/brand').returns<BrandSettings>(),
  saveBrand: endpoint('PUT', '/api/settings/brand').returns<BrandSettings>().sends<BrandKit>(),
  uploadFirmLogo: endpoint('PUT', '/api/settings/brand/logo'),
  removeFirmLogo: endpoint('DELETE', '/api/settings/brand/logo'),

  getSettings: endpoint('GET', '/api/settings').returns<SettingsView>(),
  listWebhookDeliveries: endpoint('GET', '/api/settings/webhooks/deliveries').returns<
    WebhookDeliveryView[]
  >(),
  saveSettings: endpoint('PUT', '/api/settings').returns<SettingsView>().sends<SettingsUpdate>(),
  testConnection: endpoint('POST', '/api/settings/test')
    .returns<ConnectionTestResult>()
    .sends<{ provider: object }>(),
  listModels: endpoint('POST', '/api/settings/models')
    .returns<ModelList>()
    .sends<{ provider: object }>(),
} as const;

/** Where a download of `format` comes from: the owner's strategy or a share link. */
export type ExportSource = { strategyId: string } | { shareId: string };

export function exportPath(source: ExportSource, format: ExportFormat): string {
  return 'strategyId' in source
    ? API.strategyExport.to({ id: source.strategyId, format }).path
    : API.sharedExport.to({ shareId: source.shareId, format }).path;
}
