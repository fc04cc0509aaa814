import type { RevenueStream } from './assumption-types.ts';
import type { StreamMonth } from './forecast-types.ts';

/**
 * One stream's months, 1 to `horizon`:
 * - units: revenue(m) = unitPrice x unitsPerMonth x (1 + growth)^(m-1);
 * - subscription: new(m) = newCustomersPerMonth x (1 + growth)^(m-1); customers at the end of m =
 *   customers at its start x (1 - churn) + new(m), from 0; revenue(m) = pricePerMonth x customers
 *   at the end of m;
 * - cost of sales = revenue x (the stream's cogsPct, else the general one).
 */
export function streamMonths(
  stream: RevenueStream,
  generalCogsPct: number,
  horizon: number,
): StreamMonth[] {
  const growth = 1 + stream.monthlyGrowthPct / 100;
  const cogsShare = (stream.cogsPct ?? generalCogsPct) / 100;
  const months: StreamMonth[] = [];
  let customers = 0;
  for (let month = 1; month <= horizon; month++) {
    const growthFactor = growth ** (month - 1);
    let volume: number;
    let revenue: number;
    if (stream.kind === 'units') {
      volume = stream.unitsPerMonth * growthFactor;
      revenue = stream.unitPrice * volume;
    } else {
      customers =
        customers * (1 - stream.monthlyChurnPct / 100) + stream.newCustomersPerMonth * growthFactor;
      volume = customers;
      revenue = stream.pricePerMonth * customers;
    }
    months.push({ revenue, costOfSales: revenue * cogsShare, volume });
  }
  return months;
}
