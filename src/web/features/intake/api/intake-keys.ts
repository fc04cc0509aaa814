/**
 * Query keys of the intake feature (issue 29): the strategy's questions, answers and brief. The
 * app invalidates them when the client's answers arrive through the questionnaire link.
 */
export const intakeKeys = {
  detail: (strategyId: string) => ['intake', strategyId] as const,
};
