/** Route "/share/:shareId": the shared strategy. (Placeholder.) */
export function SharedStrategyPage() {
  return <p>Shared strategy</p>;
}
