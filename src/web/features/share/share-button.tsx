/** "Share Strategy": opens the share dialog for a saved strategy. (Placeholder.) */
export function ShareButton({ strategyId }: { strategyId: string }) {
  return <span data-strategy-id={strategyId} />;
}
