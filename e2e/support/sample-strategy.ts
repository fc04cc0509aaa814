/** A small, realistic strategy for browser tests and screenshots: three groups, six sections. */
export const SAMPLE_OVERVIEW =
  'Northwind Roasters sells small-batch, direct-trade specialty coffee by subscription to ' +
  'remote workers and small offices in North America. Beans are roasted to order in Portland ' +
  'and shipped within 48 hours, with a flexible plan that adapts to how much each customer drinks.';

export const SAMPLE_METADATA = {
  companyName: 'Northwind Roasters',
  clientName: 'Harbor Ventures',
  preparedBy: 'Alex Morgan, Maker Consulting',
  preparedDate: '2026-11-20',
};

export const SAMPLE_SECTIONS: Record<string, string> = {
  'target-audience': `## Primary segment
Remote professionals aged **28–45** who work from home at least three days a week and treat
their morning coffee as a ritual rather than a commodity.

- Household income above $85,000
- Already buy premium coffee in stores or cafés
- Value convenience, traceability and consistent quality

## Secondary segment
Small offices of 5–30 people that want a better alternative to pod machines.`,
  'latent-pain-points': `1. **Stale beans.** Supermarket coffee was roasted months ago.
2. **Decision fatigue.** Too many origins and roast levels to choose from.
3. **Running out.** Fixed subscriptions deliver too much or too little.

> "I love good coffee, but I don't have time to become an expert." — interview, October`,
  'mission-statement': `Make exceptional, fairly sourced coffee effortless for people who work from home,
so every workday starts with a cup worth looking forward to.`,
  'value-proposition': `Freshly roasted specialty coffee, delivered **within 48 hours of roasting**, on a
schedule that learns how much you drink, so you never run out and never waste beans.`,
  'metrics-that-matter-kpis': `| Metric | Target (12 months) | Why it matters |
| --- | --- | --- |
| Monthly recurring revenue | $120,000 | Health of the subscription base |
| Churn (monthly) | < 4% | Retention drives lifetime value |
| Customer acquisition cost | < $38 | Keeps payback under three months |
| Net promoter score | > 60 | Word of mouth in remote-work communities |`,
  'go-to-market-strategy': `### Phase 1: Launch (months 1–3)
- Partner with **five remote-work newsletters** for sponsored tastings
- Offer a first bag at cost with a two-week trial of the flexible plan

### Phase 2: Scale (months 4–9)
- Referral programme: one free bag for each friend who subscribes
- Office plan sold directly to teams of 5–30 people`,
};
