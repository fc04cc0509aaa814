import { readFile, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import {
  EXPORT_FORMATS,
  INTAKE_QUERY,
  isExportFormat,
  REVIEW_NOTES_QUERY,
  UNWRITTEN_QUERY,
} from '../domain/export-formats.ts';
import { LANGUAGES, type Language, LIBRARY_PAGE_LIMITS } from '../domain/strategy-limits.ts';
import { apiClient, CliError, EXIT, refusal, type Target } from './client.ts';

const USAGE = `Usage: maker-business-builder <command> [options]

Commands:
  list [--search TEXT] [--limit N] [--cursor C] [--all]
                                         the strategies, newest first, a page at a time
                                         (50; --all: every page); --search: client,
                                         company or overview words beginning so
  create --overview TEXT | --overview-file FILE [--company NAME] [--client NAME] [--language LANG]
  generate ID [--sections KEY,KEY | all | stale] [--replace]
                                         write sections, with progress; Ctrl+C cancels the run
                                         (stale: those written from something changed since)
  export ID --format pdf --out FILE [--include-unwritten] [--review-notes] [--include-intake]

Options:
  --url URL        the server (MBB_URL; default http://127.0.0.1:3000)
  --token TOKEN    its APP_ACCESS_TOKEN (MBB_TOKEN or APP_ACCESS_TOKEN)
  --json           machine-readable output on stdout

Exit codes: 0 done, 1 refused by the server, 2 wrong usage, 3 server unreachable,
4 the run ended with failed sections, 130 cancelled with Ctrl+C.`;

const OPTIONS = {
  url: { type: 'string' },
  token: { type: 'string' },
  json: { type: 'boolean', default: false },
  overview: { type: 'string' },
  'overview-file': { type: 'string' },
  company: { type: 'string' },
  client: { type: 'string' },
  language: { type: 'string' },
  sections: { type: 'string', default: 'all' },
  replace: { type: 'boolean', default: false },
  format: { type: 'string', default: 'pdf' },
  out: { type: 'string' },
  'include-unwritten': { type: 'boolean', default: false },
  'review-notes': { type: 'boolean', default: false },
  'include-intake': { type: 'boolean', default: false },
  search: { type: 'string' },
  limit: { type: 'string' },
  cursor: { type: 'string' },
  all: { type: 'boolean', default: false },
  help: { type: 'boolean', short: 'h', default: false },
} as const;

type Values = ReturnType<
  typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true }>
>['values'];

const print = (line: string) => process.stdout.write(`${line}\n`);
const say = (line: string) => process.stderr.write(`${line}\n`);

function needId(positionals: string[]): string {
  const id = positionals[1];
  if (!id) throw new CliError(`${positionals[0]} needs a strategy id\n\n${USAGE}`, EXIT.usage);
  return id;
}

async function list(target: Target, values: Values) {
  const { client } = apiClient(target);
  // Every page: the largest pages, unless asked otherwise.
  const limit = values.limit ?? (values.all ? String(LIBRARY_PAGE_LIMITS.maxItems) : undefined);
  const fetchPage = async (cursor: string | undefined) => {
    const response = await client.strategies.$get({
      query: {
        ...(values.search ? { q: values.search } : {}),
        ...(limit ? { limit } : {}),
        ...(cursor ? { cursor } : {}),
      },
    });
    if (!response.ok) throw await refusal(response);
    return response.json();
  };
  let page = await fetchPage(values.cursor);
  const items = [...page.items];
  while (values.all && page.nextCursor) {
    page = await fetchPage(page.nextCursor);
    items.push(...page.items);
  }
  if (values.json) {
    print(JSON.stringify({ items, nextCursor: page.nextCursor, total: page.total }));
    return;
  }
  for (const strategy of items) {
    print(
      `${strategy.id}  ${strategy.companyName || '(no company)'}  ${strategy.sectionsDone} sections written`,
    );
  }
  if (page.nextCursor) {
    say(
      `${items.length} of ${page.total} shown; the next page: --cursor ${page.nextCursor} (or --all)`,
    );
  }
}

async function create(target: Target, values: Values) {
  const overview = values['overview-file']
    ? await readFile(values['overview-file'], 'utf8')
    : values.overview;
  if (!overview)
    throw new CliError(`create needs --overview or --overview-file\n\n${USAGE}`, EXIT.usage);
  // An empty --language is the server's default, as before.
  const language = values.language || undefined;
  if (language !== undefined && !isLanguage(language)) {
    throw new CliError(`--language must be one of ${LANGUAGES.join(', ')}`, EXIT.usage);
  }
  const response = await apiClient(target).client.strategies.$post({
    json: {
      overview,
      metadata: {
        companyName: values.company ?? '',
        clientName: values.client ?? '',
        preparedBy: '',
        preparedDate: '',
      },
      ...(language ? { language } : {}),
    },
  });
  if (!response.ok) throw await refusal(response);
  const strategy = await response.json();
  print(values.json ? JSON.stringify({ id: strategy.id }) : strategy.id);
}

const isLanguage = (value: string): value is Language =>
  (LANGUAGES as readonly string[]).includes(value);

function progressBar(done: number, total: number): string {
  const width = 30;
  const filled = total ? Math.round((done / total) * width) : 0;
  return `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${done}/${total} sections`;
}

async function generate(target: Target, values: Values, positionals: string[]) {
  const id = needId(positionals);
  const sections =
    values.sections === 'all' || values.sections === 'stale'
      ? values.sections
      : (values.sections ?? 'all').split(',');
  const strategyApi = apiClient(target).client.strategies[':id'];
  const param = { id: encodeURIComponent(id) };
  const started = await strategyApi.runs.$post({
    param,
    json: { sections, ...(values.replace ? { replace: true } : {}) },
  });
  if (!started.ok) throw await refusal(started);
  const run = await started.json();
  let interrupted = false;
  const onInterrupt = () => {
    interrupted = true;
  };
  process.once('SIGINT', onInterrupt);
  const tty = process.stderr.isTTY;
  let lastLine = '';
  try {
    for (;;) {
      const read = await strategyApi.$get({ param });
      if (!read.ok) throw await refusal(read);
      const strategy = await read.json();
      const states = run.sections.map((key) => strategy.sections[key]?.status ?? 'idle');
      const done = states.filter((status) => status === 'done').length;
      const failed = states.filter((status) => status === 'failed').length;
      const line = `${progressBar(done, run.sections.length)}${failed ? `, ${failed} failed` : ''}`;
      if (!values.json && line !== lastLine) {
        process.stderr.write(tty ? `\r${line}` : `${line}\n`);
        lastLine = line;
      }
      if (interrupted) {
        const cancelled = await strategyApi.runs[':runId'].$delete({
          param: { ...param, runId: encodeURIComponent(run.runId) },
        });
        if (!cancelled.ok) throw await refusal(cancelled);
        if (tty) process.stderr.write('\n');
        say('Cancelled: the run was stopped.');
        return EXIT.interrupted;
      }
      if (strategy.activeRunId !== run.runId) {
        if (tty && !values.json) process.stderr.write('\n');
        if (values.json) {
          print(JSON.stringify({ runId: run.runId, total: run.sections.length, done, failed }));
        } else {
          say(`Done: ${done} written${failed ? `, ${failed} failed` : ''}.`);
        }
        return failed > 0 ? EXIT.sectionsFailed : EXIT.ok;
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  } finally {
    process.off('SIGINT', onInterrupt);
  }
}

async function exportFile(target: Target, values: Values, positionals: string[]) {
  const id = needId(positionals);
  if (!values.out) throw new CliError(`export needs --out FILE\n\n${USAGE}`, EXIT.usage);
  const format = values.format ?? 'pdf';
  if (!isExportFormat(format)) {
    throw new CliError(`--format must be one of ${EXPORT_FORMATS.join(', ')}`, EXIT.usage);
  }
  const api = apiClient(target);
  // The export's options are read by its route, not declared in its type: set on the URL.
  const url = api.client.strategies[':id'].export[':format'].$url({
    param: { id: encodeURIComponent(id), format },
  });
  if (values['include-unwritten']) {
    url.searchParams.set(UNWRITTEN_QUERY.name, UNWRITTEN_QUERY.includeNote);
  }
  // The open review comments as a "Review notes" appendix (decisions/0035).
  if (values['review-notes']) {
    url.searchParams.set(REVIEW_NOTES_QUERY.name, REVIEW_NOTES_QUERY.include);
  }
  // The brief and the client's answers as "About this report" (decision 0104).
  if (values['include-intake']) url.searchParams.set(INTAKE_QUERY.name, INTAKE_QUERY.include);
  const response = await api.fetch(url);
  if (!response.ok) throw await refusal(response);
  const bytes = Buffer.from(await response.arrayBuffer());
  await writeFile(values.out, bytes);
  if (values.json) print(JSON.stringify({ file: values.out, bytes: bytes.length }));
  else say(`Saved ${values.out} (${bytes.length} bytes).`);
}

export async function main(argv: string[]): Promise<number> {
  let parsed: ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true }>>;
  try {
    parsed = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true });
  } catch (error) {
    say(`${(error as Error).message}\n\n${USAGE}`);
    return EXIT.usage;
  }
  const { values, positionals } = parsed;
  const command = positionals[0];
  if (values.help || !command) {
    (values.help ? print : say)(USAGE);
    return values.help ? EXIT.ok : EXIT.usage;
  }
  const target: Target = {
    url: values.url ?? process.env.MBB_URL ?? 'http://127.0.0.1:3000',
    token: values.token ?? process.env.MBB_TOKEN ?? process.env.APP_ACCESS_TOKEN,
  };
  try {
    switch (command) {
      case 'list':
        await list(target, values);
        return EXIT.ok;
      case 'create':
        await create(target, values);
        return EXIT.ok;
      case 'generate':
        return await generate(target, values, positionals);
      case 'export':
        await exportFile(target, values, positionals);
        return EXIT.ok;
      default:
        say(`Unknown command "${command}"\n\n${USAGE}`);
        return EXIT.usage;
    }
  } catch (error) {
    if (error instanceof CliError) {
      say(error.message);
      return error.exitCode;
    }
    throw error;
  }
}

process.exitCode = await main(process.argv.slice(2));
