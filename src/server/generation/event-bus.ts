import { EventEmitter } from 'node:events';
import type { StrategyEvent } from '../../domain/events.ts';

export type StrategyEventListener = (event: StrategyEvent) => void;

/**
 * Live events per strategy. Pages subscribe through the SSE route. With several server processes
 * on one PostgreSQL, a relay (`postgres-event-relay.ts`) forwards what this process publishes and
 * delivers what the others publish.
 */
export class StrategyEventBus {
  private readonly emitter = new EventEmitter();
  private outbound: ((strategyId: string, event: StrategyEvent) => void) | undefined;
  private readonly taps: ((strategyId: string, event: StrategyEvent) => void)[] = [];

  constructor() {
    // Every open page is a listener; there is no meaningful cap.
    this.emitter.setMaxListeners(0);
  }

  /** An event of this process: to local pages and, through the relay, to other processes. */
  publish(strategyId: string, event: StrategyEvent): void {
    this.emitter.emit(strategyId, event);
    this.outbound?.(strategyId, event);
    for (const tap of this.taps) tap(strategyId, event);
  }

  /** Every event this process publishes (not the relayed ones: each has one publisher). */
  tap(listener: (strategyId: string, event: StrategyEvent) => void): void {
    this.taps.push(listener);
  }

  /** An event of another process: to local pages only. */
  deliver(strategyId: string, event: StrategyEvent): void {
    this.emitter.emit(strategyId, event);
  }

  relayTo(outbound: ((strategyId: string, event: StrategyEvent) => void) | undefined): void {
    this.outbound = outbound;
  }

  subscribe(strategyId: string, listener: StrategyEventListener): () => void {
    this.emitter.on(strategyId, listener);
    return () => this.emitter.off(strategyId, listener);
  }
}
