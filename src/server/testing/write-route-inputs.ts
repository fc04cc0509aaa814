import { BRAND_FONTS } from '../../domain/brand.ts';
import { SECTION_KEYS } from '../../domain/catalogue.ts';
import { CONSERVATIVE_SCENARIO } from '../../domain/financial/scenarios.ts';
import { COFFEE_ROASTER } from './financial-fixtures.ts';

/**
 * What each write route of the mounted app takes as text, for the text fuzz
 * (`fuzz-text-fields.api.test.ts`): a JSON body the route accepts, whose every string and object
 * key the fuzz then breaks; a text carried in a header; or why it takes no text. The fuzz reads
 * the routes from the app and fails for one missing here, so a new route is covered once it is
 * described.
 */
export type WriteRouteInput =
  | {
      kind: 'json';
      body(): unknown;
      /** Headers the route needs besides the JSON content type. */
      headers?: Record<string, string>;
      /** False where a refusal is not a 400 naming the field (JSON-RPC answers in its body). */
      namesField?: boolean;
    }
  | {
      kind: 'header';
      header: string;
      encode(text: string): string;
      contentType: string;
      body: string;
    }
  | {
      /** The body is text that is not JSON (a CSV): the fuzz puts each character into it. */
      kind: 'text';
      contentType: string;
      body: string;
      /** Places in `body` the fuzz puts a character into: a header and a value. */
      targets: string[];
    }
  | { kind: 'none'; why: string };

/** The records the bodies and paths point at. */
export interface WriteRouteSeed {
  strategyId: string;
  /** A strategy in French: only those take edited titles. */
  frenchStrategyId: string;
  editShareId: string;
  /** A questionnaire link (`intake`) of the strategy, whose intake has the question `reader`. */
  intakeShareId: string;
  playbookId: string;
  profileId: string;
  key: string;
  /** The current version of `key` on the strategy. */
  sectionVersion(): Promise<number>;
  strategyVersion(): Promise<number>;
}

const NO_BODY = 'no body: its input is its path';

export function writeRouteInputs(seed: WriteRouteSeed): Record<string, WriteRouteInput> {
  const playbookGroups = [
    {
      title: 'Foundations',
      sections: [
        { key: 'alpha-one', title: 'Alpha', instructions: 'Write it plainly.', prerequisites: [] },
        {
          key: 'beta-two',
          title: 'Beta',
          prerequisites: [{ key: 'alpha-one', context: 'the alpha section' }],
        },
      ],
    },
  ];
  const metadata = {
    companyName: 'Acme',
    clientName: 'Jane',
    preparedBy: 'Maker Consulting',
    preparedDate: '2026-01-31',
    digitalLink: 'https://example.com',
  };
  const brand = {
    firmName: 'Maker Consulting',
    primaryColor: '#112233',
    accentColor: '#445566',
    headingFont: BRAND_FONTS[0],
    bodyFont: BRAND_FONTS[1],
    headerText: 'Confidential',
    footerText: 'Maker Consulting',
    disclaimer: 'For the client only.',
  };
  return {
    'POST /api/session': { kind: 'json', body: () => ({ token: 'not-the-token' }) },
    'DELETE /mcp': { kind: 'none', why: 'ends an MCP session: no body' },
    'POST /mcp': {
      kind: 'json',
      headers: { accept: 'application/json, text/event-stream' },
      namesField: false,
      body: () => ({
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/call',
        params: {
          name: 'create_strategy',
          arguments: { overview: 'A bakery from an agent', metadata: { companyName: 'Acme' } },
        },
      }),
    },
    'POST /api/shares/:shareId': { kind: 'none', why: 'refused (403) whatever it carries' },
    'PUT /api/shares/:shareId': { kind: 'none', why: 'refused (403) whatever it carries' },
    'PATCH /api/shares/:shareId': { kind: 'none', why: 'refused (403) whatever it carries' },
    'DELETE /api/shares/:shareId': { kind: 'none', why: 'refused (403) whatever it carries' },
    'POST /api/shares/:shareId/*': { kind: 'none', why: 'refused (403) whatever it carries' },
    'PUT /api/shares/:shareId/*': { kind: 'none', why: 'refused (403) whatever it carries' },
    'PATCH /api/shares/:shareId/*': { kind: 'none', why: 'refused (403) whatever it carries' },
    'DELETE /api/shares/:shareId/*': { kind: 'none', why: 'refused (403) whatever it carries' },
    'PUT /api/shares/:shareId/sections/:key': {
      kind: 'json',
      body: async () => ({
        content: 'Edited through a link',
        version: await seed.sectionVersion(),
      }),
    },
    'POST /api/shares/:shareId/sections/:key/comments': {
      kind: 'json',
      body: () => ({ author: 'Dana', body: 'Looks right.', quote: 'Bread', parentId: null }),
    },
    'POST /api/shares/:shareId/sections/:key/approval': {
      kind: 'json',
      body: async () => ({
        state: 'changes-requested',
        version: await seed.sectionVersion(),
        comment: 'Shorter, please.',
        author: 'Dana',
      }),
    },
    'PUT /api/shares/:shareId/answers': {
      kind: 'json',
      body: () => ({ answers: [{ questionId: 'reader', text: 'Our bank' }], submitted: false }),
    },
    'POST /api/shares/:shareId/reading': {
      kind: 'json',
      body: () => ({
        visitId: '6f1c2a43-9d7e-4b8a-a1f0-3c5d2e7b9a10',
        sections: [{ key: seed.key, seconds: 5 }],
      }),
    },
    'POST /api/playbooks': { kind: 'json', body: () => ({ name: 'Fuzzed', basedOn: 'standard' }) },
    'POST /api/playbooks/import': {
      kind: 'json',
      body: () => ({ version: 1, name: 'Imported', groups: playbookGroups }),
    },
    'PUT /api/playbooks/:playbookId': {
      kind: 'json',
      body: () => ({ name: 'Renamed', groups: playbookGroups }),
    },
    'DELETE /api/playbooks/:playbookId': { kind: 'none', why: NO_BODY },
    'POST /api/report-profiles': {
      kind: 'json',
      body: () => ({ name: 'Board pack', sections: [SECTION_KEYS[0]] }),
    },
    'PUT /api/report-profiles/:profileId': {
      kind: 'json',
      body: () => ({ name: 'Board pack 2', sections: [SECTION_KEYS[1]] }),
    },
    'DELETE /api/report-profiles/:profileId': { kind: 'none', why: NO_BODY },
    'PUT /api/settings/brand': { kind: 'json', body: () => brand },
    'PUT /api/settings/brand/logo': { kind: 'none', why: 'image bytes, no text' },
    'DELETE /api/settings/brand/logo': { kind: 'none', why: NO_BODY },
    'PUT /api/settings/word-template': {
      kind: 'none',
      why: 'Word file bytes; X-Filename goes through documentName, fuzzed on the documents route',
    },
    'DELETE /api/settings/word-template': { kind: 'none', why: NO_BODY },
    'PUT /api/settings': {
      kind: 'json',
      // No address: a provider saved here would start generating the fuzz's runs.
      body: () => ({
        provider: { preset: 'custom', model: 'fuzz-model', apiKey: 'sk-fuzz-0123456789' },
        currency: 'EUR',
        prices: { 'llama3.1': { inputPerMillion: 1, outputPerMillion: 2 } },
        webhooks: [
          {
            url: 'https://hooks.example.com/in',
            events: ['run.finished'],
            secret: 'a-secret-of-some-length',
          },
        ],
      }),
    },
    'POST /api/settings/test': {
      kind: 'json',
      body: () => ({
        provider: {
          preset: 'custom',
          baseURL: 'http://127.0.0.1:9/v1',
          model: 'm',
          apiKey: 'sk-0123456789',
        },
      }),
    },
    'POST /api/settings/models': {
      kind: 'json',
      body: () => ({ provider: { baseURL: 'http://127.0.0.1:9/v1', apiKey: 'sk-0123456789' } }),
    },
    'POST /api/strategies': {
      kind: 'json',
      body: () => ({
        overview: 'A neighbourhood bakery',
        metadata,
        language: 'English',
        playbookId: 'standard',
      }),
    },
    'PATCH /api/strategies/:id': {
      kind: 'json',
      body: async () => ({
        version: await seed.strategyVersion(),
        overview: 'A bakery that roasts coffee',
        metadata,
        language: 'French',
        brand,
      }),
    },
    'DELETE /api/strategies/:id': { kind: 'none', why: NO_BODY },
    'POST /api/strategies/:id/duplicate': { kind: 'none', why: NO_BODY },
    'POST /api/strategies/:id/playbook-update': { kind: 'none', why: NO_BODY },
    'POST /api/strategies/:id/set-aside/restore': { kind: 'json', body: () => ({ key: seed.key }) },
    'PUT /api/strategies/:id/sections/:key': {
      kind: 'json',
      body: async () => ({
        content: '## Edited\n\nBy the owner.',
        version: await seed.sectionVersion(),
      }),
    },
    'POST /api/strategies/:id/runs': {
      kind: 'json',
      body: () => ({ sections: [seed.key], replace: false }),
    },
    'DELETE /api/strategies/:id/runs/:runId': { kind: 'none', why: NO_BODY },
    'POST /api/strategies/:id/revisions': {
      kind: 'json',
      body: () => ({ sections: [seed.key] }),
    },
    'POST /api/strategies/:id/shares': {
      kind: 'json',
      body: () => ({ accessType: 'comment', expiresInDays: 7, profileId: seed.profileId }),
    },
    'DELETE /api/strategies/:id/shares/:shareId': { kind: 'none', why: NO_BODY },
    'PUT /api/strategies/:id/financials': {
      kind: 'json',
      body: () => ({
        version: 0,
        assumptions: COFFEE_ROASTER,
        scenarios: [
          CONSERVATIVE_SCENARIO,
          { name: 'Sales 20% lower', adjustments: { volumePct: -20 } },
        ],
      }),
    },
    'POST /api/strategies/:id/financials/draft': { kind: 'none', why: NO_BODY },
    'PUT /api/strategies/:id/financials/actuals': {
      kind: 'text',
      contentType: 'text/csv',
      body: 'month,revenue,cash\n2027-01,1200.50,15000\n',
      targets: ['revenue', '1200.50', '2027-01'],
    },
    'DELETE /api/strategies/:id/financials/actuals': { kind: 'none', why: NO_BODY },
    'PUT /api/strategies/:id/facts': {
      kind: 'json',
      body: () => ({
        version: 0,
        facts: {
          companyName: 'Acme Bakery',
          offerings: [{ name: 'Sourdough loaf', price: 6.5, unit: 'per loaf' }],
          customerSegments: ['Neighbours'],
          locations: ['Leeds'],
          team: [{ name: 'Ada', role: 'Baker' }],
          foundedYear: 2020,
          fundingAsked: null,
          keyFigures: [{ label: 'Loaves a day', value: '300', unit: '' }],
        },
      }),
    },
    'POST /api/strategies/:id/facts/draft': { kind: 'none', why: NO_BODY },
    'PUT /api/strategies/:id/intake': {
      kind: 'json',
      body: () => ({
        version: 0,
        questions: [
          { id: 'reader', text: 'Who reads it?', why: 'It sets the tone.', sections: [seed.key] },
        ],
        answers: [{ questionId: 'reader', text: 'Investors' }],
        brief: {
          audience: 'investors',
          purpose: 'Raise money',
          tone: 'plain',
          focus: 'growth',
          constraints: 'none',
        },
      }),
    },
    'POST /api/strategies/:id/intake/questions': { kind: 'none', why: NO_BODY },
    'POST /api/strategies/:id/intake/brief': { kind: 'none', why: NO_BODY },
    'POST /api/strategies/:id/quality/coverage': { kind: 'none', why: NO_BODY },
    'POST /api/strategies/:id/change-memo': {
      kind: 'json',
      body: () => ({ since: '2026-03-01' }),
    },
    'PUT /api/strategies/:id/titles': {
      kind: 'json',
      body: () => ({ titles: { [seed.key]: 'Le titre' } }),
    },
    'POST /api/strategies/:id/titles/translate': { kind: 'none', why: NO_BODY },
    'PUT /api/strategies/:id/logo': { kind: 'none', why: 'image bytes, no text' },
    'DELETE /api/strategies/:id/logo': { kind: 'none', why: NO_BODY },
    'POST /api/strategies/:id/sections/:key/comments': {
      kind: 'json',
      body: () => ({ author: 'Sam', body: 'Noted.', quote: 'Bread', parentId: null }),
    },
    'PATCH /api/strategies/:id/sections/:key/comments/:commentId': {
      kind: 'json',
      body: () => ({ resolved: true }),
    },
    'POST /api/strategies/:id/sections/:key/versions/:versionId/restore': {
      kind: 'none',
      why: NO_BODY,
    },
    'POST /api/strategies/:id/documents': {
      kind: 'header',
      header: 'x-filename',
      encode: percentEncoded,
      contentType: 'text/markdown',
      body: '# Notes\n\nOur bakery sells bread to the neighbourhood every morning.',
    },
    'DELETE /api/strategies/:id/documents/:docId': { kind: 'none', why: NO_BODY },
    'POST /api/strategies/:id/research': { kind: 'json', body: () => ({ query: 'bakery trends' }) },
  };
}

/** URL-encoded as `X-Filename` is; a lone surrogate as the bytes a careless client would send. */
function percentEncoded(text: string): string {
  return [...text]
    .map((character) =>
      /^[\ud800-\udfff]$/.test(character) ? '%ED%A0%80' : encodeURIComponent(character),
    )
    .join('');
}

/** A string or an object key in a body, and the body with it replaced. */
export interface TextLeaf {
  /** The field as the server names it: `metadata.companyName`, `groups.0.title`. */
  field: string;
  /** An object key: the server names the object holding it. */
  isKey: boolean;
  replace(text: string): unknown;
}

/** Every string value and object key of `body`, each with a way to replace it. */
export function textLeaves(body: unknown): TextLeaf[] {
  const leaves: TextLeaf[] = [];
  const visit = (value: unknown, path: string[], rebuild: (next: unknown) => unknown) => {
    if (typeof value === 'string') {
      leaves.push({ field: path.join('.'), isKey: false, replace: (text) => rebuild(text) });
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => {
        visit(item, [...path, String(index)], (next) =>
          rebuild(value.map((other, position) => (position === index ? next : other))),
        );
      });
    } else if (value !== null && typeof value === 'object') {
      const entries = Object.entries(value);
      for (const [name, item] of entries) {
        leaves.push({
          field: path.join('.'),
          isKey: true,
          replace: (text) =>
            rebuild(Object.fromEntries(entries.map(([key, v]) => [key === name ? text : key, v]))),
        });
        visit(item, [...path, name], (next) =>
          rebuild(Object.fromEntries(entries.map(([key, v]) => [key, key === name ? next : v]))),
        );
      }
    }
  };
  visit(body, [], (next) => next);
  return leaves;
}
