import { describe, expect, it } from 'vitest';
import { CATALOGUE, findSection, SECTION_KEYS, SECTIONS } from './catalogue.ts';
import { dependentChainLength, planSections, schedulingOrder } from './plan.ts';
import { slugify } from './slug.ts';

const edges = SECTIONS.flatMap((section) =>
  section.prerequisites.map((prerequisite) => ({ from: prerequisite.key, to: section.key })),
);

describe('catalogue', () => {
  it('has the 20 groups and 124 sections of the spec, in order', () => {
    expect(CATALOGUE).toHaveLength(20);
    expect(SECTIONS).toHaveLength(124);
    expect(CATALOGUE.map((group) => group.title)).toEqual([
      'Customer Profile',
      'Business Plan',
      'Market Research',
      'Brand Identity',
      'Marketing',
      'Gary Vee Framework',
      'Alex Hormozi Framework',
      'E-Myth Framework',
      'Pumpkin Plan Strategy',
      'Strategic Coach',
      'Seth Godin Framework',
      'They Ask You Answer',
      'Brain Audit Framework',
      '10x Framework',
      'Practical Implementation',
      'Sales Strategy',
      'PR Plan',
      'Growth Plan',
      'Raising Capital',
      'Just for Fun',
    ]);
    expect(CATALOGUE.map((group) => group.sections.length)).toEqual([
      13, 10, 7, 8, 6, 6, 7, 7, 7, 5, 5, 6, 6, 5, 5, 2, 3, 4, 4, 8,
    ]);
  });

  it('keeps exact titles, first and last of the catalogue included', () => {
    expect(SECTIONS[0]?.title).toBe('Target Audience');
    expect(SECTIONS[123]?.title).toBe('Advice from Neil Patel');
    const titles = SECTIONS.map((section) => section.title);
    for (const title of [
      "Steven Reiss's 16 Human Desires",
      "Carl Rogers' Humanistic Theory",
      'Metrics that Matter (KPIs)',
      'Social Media Calendar (3 Months)',
      'AARRR (Pirate Metrics) Framework',
      'Investor Presentation Slides to Raise $5M USD',
    ]) {
      expect(titles).toContain(title);
    }
  });

  it('derives unique slug keys by the documented rule', () => {
    expect(new Set(SECTION_KEYS).size).toBe(124);
    expect(slugify('Social Media Calendar (3 Months)')).toBe('social-media-calendar-3-months');
    expect(slugify("Steven Reiss's 16 Human Desires")).toBe('steven-reiss-s-16-human-desires');
    expect(findSection('investor-presentation-slides-to-raise-5m-usd')?.title).toBe(
      'Investor Presentation Slides to Raise $5M USD',
    );
    for (const key of SECTION_KEYS) expect(key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('has 17 prerequisite entries with 21 edges, each to an existing section, relevance high', () => {
    const withPrerequisites = SECTIONS.filter((section) => section.prerequisites.length > 0);
    expect(withPrerequisites).toHaveLength(17);
    expect(edges).toHaveLength(21);
    for (const section of withPrerequisites) {
      for (const prerequisite of section.prerequisites) {
        expect(findSection(prerequisite.key)?.title).toBe(prerequisite.title);
        expect(prerequisite.relevance).toBe('high');
        expect(prerequisite.context.length).toBeGreaterThan(0);
      }
    }
  });
});

describe('planSections', () => {
  it('orders "all" so that every one of the 21 edges is satisfied', () => {
    const plan = planSections(SECTION_KEYS);
    expect(plan).toHaveLength(124);
    expect(new Set(plan).size).toBe(124);
    const position = new Map(plan.map((key, index) => [key, index]));
    for (const edge of edges) {
      expect(position.get(edge.from)!, `${edge.from} before ${edge.to}`).toBeLessThan(
        position.get(edge.to)!,
      );
    }
  });

  it('moves only what must move: the rest keeps catalogue order', () => {
    const plan = planSections(SECTION_KEYS);
    const unconstrained = plan.filter((key) => !edges.some((e) => e.from === key || e.to === key));
    const catalogueOrder = SECTION_KEYS.filter((key) => unconstrained.includes(key));
    expect(unconstrained).toEqual(catalogueOrder);
    // The four sections the spec generated before their prerequisites now follow them.
    expect(plan.indexOf('content-calendar-3-months')).toBeLessThan(
      plan.indexOf('pillar-content-strategy'),
    );
    expect(plan.indexOf('position-contracts')).toBeLessThan(plan.indexOf('organizational-chart'));
  });

  it('orders a subset, ignoring prerequisites outside it, and drops duplicates', () => {
    expect(planSections(['pillar-content-strategy', 'target-audience'])).toEqual([
      'target-audience',
      'pillar-content-strategy',
    ]);
    expect(
      planSections([
        'pillar-content-strategy',
        'content-calendar-3-months',
        'social-media-calendar-3-months',
        'content-calendar',
        'content-calendar',
      ]),
    ).toEqual([
      'content-calendar',
      'social-media-calendar-3-months',
      'content-calendar-3-months',
      'pillar-content-strategy',
    ]);
  });

  it('refuses an unknown key', () => {
    expect(() => planSections(['no-such-section'])).toThrow(/Unknown section key/);
  });
});

describe('schedulingOrder', () => {
  it('starts the heads of the longest chains first and still satisfies every edge', () => {
    const order = schedulingOrder(planSections(SECTION_KEYS));
    expect(dependentChainLength('content-calendar')).toBe(2);
    expect(dependentChainLength('social-media-calendar-3-months')).toBe(1);
    expect(dependentChainLength('target-audience')).toBe(1);
    expect(dependentChainLength('persona-1')).toBe(0);
    expect(order.slice(0, 2)).toEqual(['brand-guidelines', 'content-calendar']);
    const position = new Map(order.map((key, index) => [key, index]));
    for (const edge of edges) expect(position.get(edge.from)!).toBeLessThan(position.get(edge.to)!);
    const leaves = order.filter((key) => dependentChainLength(key) === 0);
    expect(leaves).toEqual(planSections(SECTION_KEYS).filter((key) => leaves.includes(key)));
  });
});
