import { EventEmitter } from 'node:events';
import type { StrategyEvent } from '../../domain/events.ts';

export type StrategyEventListener = (event: StrategyEvent) => void;

/**
 * Live events per strategy, within this process. Pages subscribe through the SSE route.
 */
export class StrategyEventBus {
  private readonly emitter = new EventEmitter();

  constructor() {
    // Every open page is a listener; there is no meaningful cap.
    this.emitter.setMaxListeners(0);
  }

  publish(strategyId: string, event: StrategyEvent): void {
    this.emitter.emit(strategyId, event);
  }

  subscribe(strategyId: string, listener: StrategyEventListener): () => void {
    this.emitter.on(strategyId, listener);
    return () => this.emitter.off(strategyId, listener);
  }
}
