import type ExcelJS from 'exceljs';

/** How the financial workbook's sheets show money and inputs. */
export const MONEY_FORMAT = '#,##0.00;-#,##0.00';
/** Inputs are blue, as modellers mark them. */
export const INPUT_FONT: Partial<ExcelJS.Font> = { color: { argb: 'FF0000FF' } };

/** OWASP's CSV-injection starts: a name is shown as text, never run as a formula. */
export function safeText(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
