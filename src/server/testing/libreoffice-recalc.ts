import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';

/**
 * Test support: LibreOffice recalculating spreadsheets as a person's copy would, to check the
 * financial workbook's live formulas against the engine.
 */

function hasCommand(command: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

export const hasLibreOffice = hasCommand('soffice');
/**
 * Whether the recalculation tests skip: only on a developer's machine without LibreOffice. Under
 * `CI=true` they run, and fail, so a CI image without it is noticed rather than passed.
 */
export const skipWithoutLibreOffice = !hasLibreOffice && process.env.CI !== 'true';
if (!hasLibreOffice) {
  console.warn(
    `${skipWithoutLibreOffice ? 'Skipping' : 'Failing'} the LibreOffice recalculation of the financial workbook: \`soffice\` is not installed (apt-get install libreoffice-calc-nogui).`,
  );
}

export type FinancialSheets = Record<'Assumptions' | 'Monthly' | 'Annual', string[][]>;

/** The file with its `Scenario` cell set to `name`, as a person would choose it in the list. */
export async function chooseScenario(bytes: Uint8Array, name: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  const [range] = workbook.definedNames.getRanges('Scenario').ranges;
  const [, sheetName, address] = /^'?(.+?)'?!(.+)$/.exec(range ?? '') ?? [];
  const sheet = sheetName ? workbook.getWorksheet(sheetName) : undefined;
  if (!sheet || !address) throw new Error('The workbook has no Scenario cell');
  sheet.getCell(address.replaceAll('$', '')).value = name;
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The file with every formula's cached result removed, so nothing but a recalculation fills it. */
export async function dropCachedValues(bytes: Uint8Array): Promise<Buffer> {
  const zip = await JSZip.loadAsync(bytes);
  for (const name of Object.keys(zip.files)) {
    if (!/^xl\/worksheets\/sheet\d+\.xml$/.test(name)) continue;
    const xml = await zip.file(name)!.async('string');
    zip.file(name, xml.replace(/(<\/f>|<f[^>]*\/>)<v>[^<]*<\/v>/g, '$1'));
  }
  return zip.generateAsync({ type: 'nodebuffer' });
}

/**
 * The financial sheets of each file as CSV, computed by LibreOffice: a fresh profile set to
 * recalculate every formula on load (OOXMLRecalcMode 0), on top of the file having no cached
 * results. Other sheets of the files are ignored.
 */
export function recalculate(files: Record<string, Buffer>): Record<string, FinancialSheets> {
  const run = mkdtempSync(join(tmpdir(), 'financial-recalc-'));
  try {
    const profile = join(run, 'profile');
    mkdirSync(join(profile, 'user'), { recursive: true });
    writeFileSync(
      join(profile, 'user', 'registrymodifications.xcu'),
      `<?xml version="1.0" encoding="UTF-8"?>
<oor:items xmlns:oor="http://openoffice.org/2001/registry" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
<item oor:path="/org.openoffice.Office.Calc/Formula/Load"><prop oor:name="OOXMLRecalcMode" oor:op="fuse"><value>0</value></prop></item>
</oor:items>`,
    );
    const paths = Object.entries(files).map(([name, bytes]) => {
      const path = join(run, `${name}.xlsx`);
      writeFileSync(path, bytes);
      return path;
    });
    execFileSync(
      'soffice',
      [
        `-env:UserInstallation=${pathToFileURL(profile).href}`,
        '--headless',
        '--convert-to',
        'csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,false,false,false,-1',
        '--outdir',
        join(run, 'csv'),
        ...paths,
      ],
      { stdio: 'pipe', timeout: 240_000 },
    );
    const read = (name: string, sheet: string) =>
      parse(readFileSync(join(run, 'csv', `${name}-${sheet}.csv`), 'utf8'), {
        relax_column_count: true,
      }) as string[][];
    return Object.fromEntries(
      Object.keys(files).map((name) => [
        name,
        {
          Assumptions: read(name, 'Assumptions'),
          Monthly: read(name, 'Monthly'),
          Annual: read(name, 'Annual'),
        },
      ]),
    );
  } finally {
    rmSync(run, { recursive: true, force: true });
  }
}

/** The cells after the label of the one row labelled `label`. */
export function rowCells(rows: string[][], label: string): string[] | undefined {
  const matches = rows.filter((row) => row[0] === label);
  return matches.length === 1 ? matches[0]!.slice(1) : undefined;
}
