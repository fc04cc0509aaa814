import { readFile, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import type { StartRunResult } from '../domain/events.ts';
import type { Strategy, StrategyPage } from '../domain/strategy.ts';
import { LIBRARY_PAGE_LIMITS } from '../domain/strategy-limits.ts';
import { CliError, EXIT, request, requestJson, type Target } from './client.ts';

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
  export ID --format pdf --out FILE [--include-unwritten] [--review-notes]

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
  const query = new URLSearchParams();
  if (values.search) query.set('q', values.search);
  // Every page: the largest pages, unless asked otherwise.
  const limit = values.limit ?? (values.all ? String(LIBRARY_PAGE_LIMITS.maxItems) : undefined);
  if (limit) query.set('limit', limit);
  if (values.cursor) query.set('cursor', values.cursor);
  const fetchPage = () => requestJson<StrategyPage>(target, 'GET', `/api/strategies?${query}`);
  let page = await fetchPage();
  const items = [...page.items];
  while (values.all && page.nextCursor) {
    query.set('cursor', page.nextCursor);
    page = await fetchPage();
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
  const strategy = await requestJson<Strategy>(target, 'POST', '/api/strategies', {
    overview,
    metadata: {
      companyName: values.company ?? '',
      clientName: values.client ?? '',
      preparedBy: '',
      preparedDate: '',
    },
    ...(values.language ? { language: values.language } : {}),
  });
  print(values.json ? JSON.stringify({ id: strategy.id }) : strategy.id);
}

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
  const run = await requestJson<StartRunResult>(
    target,
    'POST',
    `/api/strategies/${encodeURIComponent(id)}/runs`,
    { sections, ...(values.replace ? { replace: true } : {}) },
  );
  let interrupted = false;
  const onInterrupt = () => {
    interrupted = true;
  };
  process.once('SIGINT', onInterrupt);
  const tty = process.stderr.isTTY;
  let lastLine = '';
  try {
    for (;;) {
      const strategy = await requestJson<Strategy>(
        target,
        'GET',
        `/api/strategies/${encodeURIComponent(id)}`,
      );
      const states = run.sections.map((key) => strategy.sections[key]?.status ?? 'idle');
      const done = states.filter((status) => status === 'done').length;
      const failed = states.filter((status) => status === 'failed').length;
      const line = `${progressBar(done, run.sections.length)}${failed ? `, ${failed} failed` : ''}`;
      if (!values.json && line !== lastLine) {
        process.stderr.write(tty ? `\r${line}` : `${line}\n`);
        lastLine = line;
      }
      if (interrupted) {
        await request(
          target,
          'DELETE',
          `/api/strategies/${encodeURIComponent(id)}/runs/${encodeURIComponent(run.runId)}`,
        );
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
  const params = new URLSearchParams();
  if (values['include-unwritten']) params.set('unwritten', 'include-note');
  // The open review comments as a "Review notes" appendix (decisions/0035).
  if (values['review-notes']) params.set('reviewNotes', '1');
  const query = params.size > 0 ? `?${params}` : '';
  const response = await request(
    target,
    'GET',
    `/api/strategies/${encodeURIComponent(id)}/export/${encodeURIComponent(values.format ?? 'pdf')}${query}`,
  );
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
