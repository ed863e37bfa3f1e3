/**
 * A whole number as `new Intl.NumberFormat('en', {maximumFractionDigits: 0})` writes it (`12,345`), for the
 * non-negative figures of the site's tools. Built by hand because the first `Intl.NumberFormat` of a page costs
 * about 6 ms on a phone-speed CPU (4× slowdown), more than formatting every number of the battery calculator, and
 * its module is evaluated when a reader follows a link to its page (issue 23). tests/unit/numbers.test.ts compares
 * it with `Intl`.
 */
export function wholeNumber(value: number): string {
  return String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
