import { execFileSync } from 'node:child_process';
import JSZip from 'jszip';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseAssumptions } from '../../domain/financial/assumptions.ts';
import { computeForecast } from '../../domain/financial/forecast.ts';
import { formatMoney } from '../../domain/financial/key-figures.ts';
import { computeRatios } from '../../domain/financial/ratios.ts';
import {
  applyScenario,
  CONSERVATIVE_SCENARIO,
  type ScenarioInput,
} from '../../domain/financial/scenarios.ts';
import { computeSensitivity } from '../../domain/financial/sensitivity.ts';
import { writeTemporaryFile } from '../testing/export-fixtures.ts';
import { LOSS_THEN_PROFIT } from '../testing/financial-fixtures.ts';
import { pdfPagesText } from '../testing/pdf-reading.ts';
import { buildExportModel, type ExportDocument } from './export-document.ts';
import { renderPdf } from './pdf-renderer.ts';
import { renderPptx } from './pptx-renderer.ts';

const parsed = parseAssumptions(LOSS_THEN_PROFIT);
if (!parsed.success) throw new Error('the fixture is valid');
const assumptions = parsed.assumptions;
const SCENARIOS: ScenarioInput[] = [
  CONSERVATIVE_SCENARIO,
  { name: 'Price rise', adjustments: { pricePct: 15, volumePct: -5 } },
];
const pounds = (amount: number) => formatMoney('GBP', amount);

function document(scenarios: ScenarioInput[]): ExportDocument {
  return {
    overview: '',
    metadata: { companyName: 'Kit Co', clientName: '', preparedBy: '', preparedDate: '' },
    sections: { 'mission-statement': { content: 'We sell maker kits.' } },
    financials: assumptions,
    scenarios,
  };
}

/** The PDF's text laid out as printed: a table row on one line. */
function layoutText(path: string): string {
  return execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
}

/** Each slide's texts (`<a:t>`), in order, and its charts' XML. */
async function slideTexts(bytes: Uint8Array): Promise<{ texts: string[]; charts: string }> {
  const zip = await JSZip.loadAsync(bytes);
  const names = Object.keys(zip.files);
  const xml = async (pattern: RegExp) =>
    Promise.all(
      names.filter((name) => pattern.test(name)).map((name) => zip.file(name)!.async('string')),
    );
  const slides = await xml(/^ppt\/slides\/slide\d+\.xml$/);
  return {
    texts: slides.map((slide) =>
      [...slide.matchAll(/<a:t>([^<]*)<\/a:t>/g)].map((match) => match[1]!).join(' | '),
    ),
    charts: (await xml(/^ppt\/charts\/chart\d+\.xml$/)).join('\n'),
  };
}

/** The scenarios' forecasts, by an independent route: the conventions applied here. */
const forecasts = [
  { name: 'Base', forecast: computeForecast(assumptions) },
  ...SCENARIOS.map((scenario) => ({
    name: scenario.name,
    forecast: computeForecast(applyScenario(assumptions, scenario.adjustments)),
  })),
];

describe('the scenario comparison, ratio and sensitivity tables in the PDF and the deck', {
  timeout: 120_000,
}, () => {
  let pdf: string;
  let pdfWithout: string;
  /** Each PDF's text in reading order, white space made single spaces (cells wrap). */
  let flowing: string[];
  let deck: { texts: string[]; charts: string };
  let deckWithout: { texts: string[]; charts: string };

  beforeAll(async () => {
    const withPath = writeTemporaryFile(
      'scenarios.pdf',
      await renderPdf(buildExportModel(document(SCENARIOS))),
    );
    const withoutPath = writeTemporaryFile(
      'plain.pdf',
      await renderPdf(buildExportModel(document([]))),
    );
    pdf = layoutText(withPath);
    pdfWithout = layoutText(withoutPath);
    flowing = [withPath, withoutPath].map((path) =>
      pdfPagesText(path).join(' ').replace(/\s+/g, ' '),
    );
    deck = await slideTexts(await renderPptx(buildExportModel(document(SCENARIOS))));
    deckWithout = await slideTexts(await renderPptx(buildExportModel(document([]))));
  }, 120_000);

  it('prints a table per figure with a row per scenario, the base first, in the PDF', () => {
    expect(new Set(forecasts.map(({ forecast }) => forecast.years[0]!.revenue)).size).toBe(3);
    for (const title of [
      'Revenue by scenario (GBP)',
      'Net income by scenario (GBP)',
      'Closing cash by scenario (GBP)',
      'Funding need to date by scenario (GBP)',
    ]) {
      expect(pdf).toContain(title);
    }
    const lines = pdf.split('\n');
    for (const { name, forecast } of forecasts) {
      const rows = lines.filter(
        (line) => line.trim().startsWith(`${name} `) || line.trim() === name,
      );
      const joined = rows.join('\n');
      for (const year of forecast.years) {
        expect(joined, `${name} revenue year ${year.year}`).toContain(pounds(year.revenue));
        expect(joined, `${name} net income year ${year.year}`).toContain(pounds(year.netIncome));
        expect(joined, `${name} closing cash year ${year.year}`).toContain(
          pounds(year.closingCash),
        );
      }
    }
    // The chart of revenue per scenario, its legend naming each.
    expect(pdf).toContain('Revenue by scenario');
    expect(pdf).toContain('Price rise');
  });

  it('prints the ratio table always and the sensitivity of the last year’s net income with scenarios', () => {
    const ratios = computeRatios(assumptions, computeForecast(assumptions));
    for (const text of flowing) {
      expect(text).toContain('Ratio checks');
      // A long name wraps in its cell, the note's lines between its own: its first words, then.
      for (const ratio of ratios) {
        expect(text).toContain(ratio.name.split(' ').slice(0, 2).join(' '));
      }
      const statuses = text.slice(text.indexOf('Ratio checks')).match(/\b(?:OK|Watch|Risk)\b/g);
      expect(statuses).toEqual(
        ratios.map((ratio) => ({ ok: 'OK', watch: 'Watch', risk: 'Risk' })[ratio.status]),
      );
      expect(text).toContain(
        ratios.find((ratio) => ratio.key === 'debtServiceCover')!.note.slice(0, 30),
      );
    }
    const sensitivity = computeSensitivity(assumptions, 'netIncome', 5);
    expect(pdf).toContain(
      `Sensitivity of net income in year 5 (GBP; base ${pounds(sensitivity.base)})`,
    );
    const priceLine = pdf
      .split('\n')
      .find((line) => line.trim().startsWith('Price ') && line.includes('−10%'))!;
    const price = sensitivity.drivers.find((driver) => driver.driver === 'pricePct')!;
    expect(priceLine).toContain(pounds(price.low.value));
    expect(priceLine).toContain(pounds(price.high.value));
    expect(pdfWithout).not.toContain('by scenario');
    expect(pdfWithout).not.toContain('Sensitivity of');
  });

  it('gives the deck the same tables as slides and the chart as a native chart', () => {
    const slide = (title: string) => deck.texts.find((texts) => texts.includes(title));
    const revenue = slide('Revenue by scenario (GBP)');
    expect(revenue).toBeDefined();
    for (const { name, forecast } of forecasts) {
      expect(revenue).toContain(
        `${name} | ${forecast.years.map((year) => pounds(year.revenue)).join(' | ')}`,
      );
    }
    expect(slide('Ratio checks')).toContain('Gross margin');
    expect(deck.texts.some((texts) => texts.includes('Sensitivity of net income in year 5'))).toBe(
      true,
    );
    for (const name of ['Base', 'Conservative', 'Price rise']) {
      expect(deck.charts).toContain(`<c:v>${name}</c:v>`);
    }
    expect(deckWithout.texts.some((texts) => texts.includes('Ratio checks'))).toBe(true);
    expect(deckWithout.texts.some((texts) => texts.includes('by scenario'))).toBe(false);
  });
});

describe('the same tables in a French report', { timeout: 120_000 }, () => {
  const FRENCH_SCENARIOS: ScenarioInput[] = [
    { name: 'Prudent', adjustments: CONSERVATIVE_SCENARIO.adjustments },
    { name: 'Hausse des prix', adjustments: { pricePct: 15, volumePct: -5 } },
  ];
  let pdf: string;
  let deck: { texts: string[]; charts: string };

  beforeAll(async () => {
    const french: ExportDocument = {
      ...document(FRENCH_SCENARIOS),
      language: 'French',
      sections: { 'mission-statement': { content: 'Nous vendons des kits de fabrication.' } },
    };
    const path = writeTemporaryFile('french.pdf', await renderPdf(buildExportModel(french)));
    pdf = pdfPagesText(path).join(' ').replace(/\s+/g, ' ');
    deck = await slideTexts(await renderPptx(buildExportModel(french)));
  }, 120_000);

  it('prints the comparison, ratio and sensitivity tables in French, with no English', () => {
    for (const text of [pdf, deck.texts.join('\n')]) {
      expect(text).toContain('Chiffre d’affaires par scénario (GBP)');
      expect(text).toContain('Besoin de financement cumulé par scénario (GBP)');
      expect(text).toContain('Contrôle des ratios');
      expect(text).toContain('Sensibilité du résultat net en année 5');
      expect(text).toContain('Attrition mensuelle');
      expect(text).toContain('À la baisse');
      expect(text).toContain('Référence');
      expect(text).toContain('Marge brute');
      for (const english of [
        'Ratio checks',
        'Scenario',
        'Moved down',
        'Monthly churn',
        'Gross margin',
        'Sensitivity of',
        'Funding need to date',
      ]) {
        expect(text).not.toContain(english);
      }
    }
    // No note column: the ratio notes are English only.
    const debt = computeRatios(assumptions, computeForecast(assumptions)).find(
      (ratio) => ratio.key === 'debtServiceCover',
    )!;
    expect(pdf).not.toContain(debt.note.slice(0, 30));
    for (const name of ['Référence', 'Prudent', 'Hausse des prix']) {
      expect(deck.charts).toContain(`<c:v>${name}</c:v>`);
    }
  });
});
