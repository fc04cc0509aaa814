import type { LoanFunding } from './assumption-types.ts';

export interface LoanMonth {
  drawn: number;
  interest: number;
  principal: number;
  /** Balance at the month's end. */
  balance: number;
}

/**
 * The level monthly instalment that repays `amount` over `termMonths` at `annualInterestPct` / 12
 * a month (an annuity; without interest, equal principal parts). Equals `-PMT(rate, term, amount)`.
 */
export function loanInstalment(amount: number, annualInterestPct: number, termMonths: number) {
  const rate = annualInterestPct / 100 / 12;
  if (rate === 0) return amount / termMonths;
  // 1 - (1 + rate)^-term, computed so a tiny rate does not cancel to 0 (or lose its digits).
  const discount = -Math.expm1(-termMonths * Math.log1p(rate));
  return amount * (rate / discount);
}

/**
 * A loan over the horizon: drawn in its month, repaid by `termMonths` instalments from the month
 * after. Each instalment's interest is the balance before it x the monthly rate (an expense); the
 * rest is principal (cash only). Instalments past the horizon are not shown; the balance remains.
 */
export function loanSchedule(loan: LoanFunding, horizon: number): LoanMonth[] {
  const rate = loan.annualInterestPct / 100 / 12;
  const instalment = loanInstalment(loan.amount, loan.annualInterestPct, loan.termMonths);
  const months: LoanMonth[] = [];
  let balance = 0;
  for (let month = 1; month <= horizon; month++) {
    const repaying = month > loan.month && month <= loan.month + loan.termMonths;
    const interest = repaying ? balance * rate : 0;
    const principal = repaying ? instalment - interest : 0;
    const drawn = month === loan.month ? loan.amount : 0;
    balance = balance + drawn - principal;
    months.push({ drawn, interest, principal, balance });
  }
  return months;
}
