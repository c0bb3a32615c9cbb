/**
 * Reads /metrics' text (Prometheus's text format) as Prometheus would, for the tests and the intake
 * bench, which check the figures a host's scrape sees rather than the registry behind them.
 */

const SAMPLE = /^([A-Za-z_:][\w:]*)(?:\{(.*)\})?\s+(\S+)/;
const LABEL = /(\w+)="((?:[^"\\]|\\.)*)"/g;

/**
 * The sum of the samples named `name` whose labels include `labels` (0 when none does): with no
 * labels given, a counter's total over all of its labels.
 */
export function sampleSum(text: string, name: string, labels: Record<string, string> = {}): number {
  let sum = 0;
  for (const line of text.split("\n")) {
    const match = SAMPLE.exec(line);
    if (!match || match[1] !== name) continue;
    const has = new Map([...(match[2] ?? "").matchAll(LABEL)].map((l) => [l[1], l[2]]));
    if (Object.entries(labels).every(([key, value]) => has.get(key) === value))
      sum += Number(match[3]);
  }
  return sum;
}
