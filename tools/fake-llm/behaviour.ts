import type { FakeLlmBehaviour, FakeLlmFailureRates, FakeLlmRule } from './options.ts';

export interface Decision {
  behaviour: FakeLlmBehaviour;
  content?: string;
  status?: number;
  repeat?: number;
}

/** mulberry32: a small seeded generator, so a run with failure rates can be replayed. */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A roll fixed by the seed, the section and how many times that section was asked before, so
 * which attempts fail does not depend on the order concurrent requests arrive in.
 */
export function sectionRoll(seed: number, sectionTitle: string, attempt: number): number {
  let hash = 2166136261 ^ seed;
  for (const character of `${sectionTitle}\u0000${attempt}`) {
    hash = Math.imul(hash ^ (character.codePointAt(0) ?? 0), 16777619);
  }
  return createRandom(hash >>> 0)();
}

function matches(rule: FakeLlmRule, userMessage: string): boolean {
  return typeof rule.match === 'string'
    ? userMessage.includes(rule.match)
    : userMessage.search(rule.match) !== -1;
}

export interface ChooseBehaviourInput {
  userMessage: string;
  rules: readonly FakeLlmRule[];
  /** How many requests each rule has already been applied to; updated here. */
  ruleHits: Map<FakeLlmRule, number>;
  failureRates: FakeLlmFailureRates;
  random: () => number;
  finishReasonLength: boolean;
}

/** The first matching rule that still has uses wins; otherwise one roll against the failure rates. */
export function chooseBehaviour(input: ChooseBehaviourInput): Decision {
  for (const rule of input.rules) {
    if (!matches(rule, input.userMessage)) continue;
    const hits = input.ruleHits.get(rule) ?? 0;
    if (rule.times !== undefined && hits >= rule.times) continue;
    input.ruleHits.set(rule, hits + 1);
    const behaviour = rule.behaviour ?? 'ok';
    return {
      behaviour: behaviour === 'ok' && input.finishReasonLength ? 'length' : behaviour,
      ...(rule.content === undefined ? {} : { content: rule.content }),
      ...(rule.status === undefined ? {} : { status: rule.status }),
      ...(rule.repeat === undefined ? {} : { repeat: rule.repeat }),
    };
  }

  const roll = input.random();
  const rates = input.failureRates;
  const outcomes: [FakeLlmBehaviour, number | undefined][] = [
    ['fail500', rates.status500],
    ['fail429', rates.status429],
    ['drop', rates.drop],
    ['empty', rates.empty],
  ];
  let threshold = 0;
  for (const [behaviour, rate] of outcomes) {
    threshold += rate ?? 0;
    if (roll < threshold) return { behaviour };
  }
  return { behaviour: input.finishReasonLength ? 'length' : 'ok' };
}
