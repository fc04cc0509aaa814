/**
 * Download PDF / Word / Excel (+ CSV) / Markdown for `exportBase`, e.g.
 * `/api/strategies/<id>/export` or `/api/shares/<id>/export`. (Placeholder.)
 */
export function ExportButtons({ exportBase }: { exportBase: string; compact?: boolean }) {
  return <div data-export-base={exportBase} />;
}
