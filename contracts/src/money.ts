/** Money is integer cents inside; the API carries dollars rounded to cents. Convert only at the edge. */
export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

export function toDollars(cents: number): number {
  return Math.round(cents) / 100;
}
