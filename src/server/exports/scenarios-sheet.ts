import type ExcelJS from 'exceljs';
import type { FinancialAssumptions } from '../../domain/financial/assumption-types.ts';
import { SCENARIO_ADJUSTMENTS, type ScenarioInput } from '../../domain/financial/scenarios.ts';
import type { FinancialSheetLabels } from '../../domain/financial/spreadsheet/labels.ts';
import {
  type AssumptionCells,
  columnLetter,
  sheetReference,
} from '../../domain/financial/spreadsheet/monthly-plan.ts';
import {
  type AdjustedField,
  type AdjustmentCells,
  scenarioInputs,
  withScenarioInputs,
} from '../../domain/financial/spreadsheet/scenario-inputs.ts';
import { INPUT_FONT, MONEY_FORMAT, safeText } from './workbook-cells.ts';

const VOLUME = '#,##0.0##';
const RATE = '0.0##';
const FORMATS: Record<AdjustedField, string> = {
  unitPrice: MONEY_FORMAT,
  unitsPerMonth: VOLUME,
  pricePerMonth: MONEY_FORMAT,
  newCustomersPerMonth: VOLUME,
  monthlyGrowthPct: RATE,
  monthlyChurnPct: RATE,
  amountPerMonth: MONEY_FORMAT,
  salaryPerYear: MONEY_FORMAT,
};

/** The defined name of the cell that chooses the scenario the sheets show. */
export const SCENARIO_CELL_NAME = 'Scenario';

/**
 * The workbook's `Scenarios` sheet (issue 30): a row of adjustments per scenario, the base's
 * zeros first; the `Scenario` cell, a list of their names ("Base" to start with); the chosen
 * row's adjustments by INDEX/MATCH on that name; and the inputs the statements read, each
 * computed from its Assumptions cell by `scenario-inputs.ts`. Answers the references the
 * Monthly sheet's formulas are to use.
 */
export function writeScenarios(
  workbook: ExcelJS.Workbook,
  assumptions: FinancialAssumptions,
  scenarios: readonly ScenarioInput[],
  base: AssumptionCells,
  labels: FinancialSheetLabels,
): AssumptionCells {
  const sheet = workbook.addWorksheet(labels.scenariosSheet);
  const here = sheetReference(labels.scenariosSheet);
  sheet.getColumn(1).width = 34;
  for (let column = 2; column <= SCENARIO_ADJUSTMENTS.length + 1; column++) {
    sheet.getColumn(column).width = 18;
  }
  sheet.getCell('A1').value = labels.scenariosTitle;
  sheet.getCell('A1').font = { bold: true, size: 14 };
  sheet.getCell('A2').value = labels.scenarioChoice;
  sheet.getCell('A3').value = labels.scenariosNote;

  // A scenario the person called "Base" keeps its name; the row of zeros gives way.
  const names = scenarios.map((scenario) => safeText(scenario.name));
  const taken = new Set(names.map((name) => name.toLocaleLowerCase('en')));
  let baseName = labels.baseScenario;
  for (let suffix = 2; taken.has(baseName.toLocaleLowerCase('en')); suffix++) {
    baseName = `${labels.baseScenario} ${suffix}`;
  }

  const header = 5;
  sheet.getCell(header, 1).value = labels.scenario;
  for (const [index, adjustment] of SCENARIO_ADJUSTMENTS.entries()) {
    sheet.getCell(header, index + 2).value = labels[adjustment];
  }
  sheet.getRow(header).font = { bold: true };
  const rows = [
    { name: baseName, values: SCENARIO_ADJUSTMENTS.map(() => 0) },
    ...scenarios.map((scenario, index) => ({
      name: names[index]!,
      values: SCENARIO_ADJUSTMENTS.map((adjustment) => scenario.adjustments[adjustment] ?? 0),
    })),
  ];
  for (const [offset, { name, values }] of rows.entries()) {
    const row = sheet.getRow(header + 1 + offset);
    row.getCell(1).value = name;
    for (const [index, value] of values.entries()) {
      const cell = row.getCell(index + 2);
      cell.value = value;
      cell.font = INPUT_FONT;
    }
  }
  const first = header + 1;
  const last = header + rows.length;
  const column = (index: number) => columnLetter(index + 1);

  const choice = sheet.getCell('B2');
  choice.value = baseName;
  choice.font = { ...INPUT_FONT, bold: true };
  choice.name = SCENARIO_CELL_NAME;
  choice.dataValidation = {
    type: 'list',
    allowBlank: false,
    formulae: [`${here}!$A$${first}:$A$${last}`],
    showErrorMessage: true,
  };

  // The chosen scenario's adjustments.
  const chosen = last + 2;
  sheet.getCell(chosen, 1).value = labels.chosenAdjustments;
  sheet.getCell(chosen, 1).font = { bold: true };
  const adjustment = {} as AdjustmentCells;
  for (const [index, name] of SCENARIO_ADJUSTMENTS.entries()) {
    const letter = column(index + 1);
    sheet.getCell(chosen, index + 2).value = {
      formula: `INDEX($${letter}$${first}:$${letter}$${last},MATCH(${SCENARIO_CELL_NAME},$A$${first}:$A$${last},0))`,
    };
    adjustment[name] = `${here}!$${letter}$${chosen}`;
  }

  // The inputs the statements read.
  const inputs = scenarioInputs(assumptions, base, adjustment);
  let row = chosen + 2;
  sheet.getCell(row, 1).value = labels.scenarioInputsTitle;
  sheet.getCell(row, 1).font = { bold: true };
  row++;
  for (const [index, text] of [labels.item, labels.input, labels.value].entries()) {
    sheet.getCell(row, index + 1).value = text;
  }
  sheet.getRow(row).font = { bold: true };
  const references = inputs.map((input) => {
    row++;
    sheet.getCell(row, 1).value = safeText(input.item);
    sheet.getCell(row, 2).value = labels[input.field];
    const cell = sheet.getCell(row, 3);
    cell.value = { formula: input.formula };
    cell.numFmt = FORMATS[input.field];
    return `${here}!$C$${row}`;
  });
  return withScenarioInputs(base, inputs, references);
}
