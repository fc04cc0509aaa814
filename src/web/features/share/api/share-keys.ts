/** Query keys of the share feature: a strategy's links, and a share link's strategy. */
export const shareKeys = {
  all: ['shares'] as const,
  ofStrategy: (strategyId: string) => [...shareKeys.all, 'of-strategy', strategyId] as const,
  shared: (shareId: string) => [...shareKeys.all, 'shared', shareId] as const,
};
