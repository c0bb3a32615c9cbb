/**
 * Latency bookkeeping for the benchmarks: a fixed-resolution histogram (so millions of samples
 * cost a few hundred kilobytes) and the number formatting the printed tables share.
 */

/** Samples in milliseconds, bucketed at 0.1 ms up to 60 s; anything slower lands in the last bucket. */
export class Histogram {
  private static readonly RESOLUTION_MS = 0.1;
  private readonly buckets = new Uint32Array(600_000);
  count = 0;
  max = 0;
  private sum = 0;

  add(ms: number): void {
    const value = Math.max(0, ms);
    const index = Math.min(this.buckets.length - 1, Math.floor(value / Histogram.RESOLUTION_MS));
    this.buckets[index] = (this.buckets[index] ?? 0) + 1;
    this.count++;
    this.sum += value;
    if (value > this.max) this.max = value;
  }

  mean(): number {
    return this.count === 0 ? 0 : this.sum / this.count;
  }

  /** The smallest value at or below which `p` percent of the samples lie (bucket upper edge). */
  percentile(p: number): number {
    if (this.count === 0) return 0;
    const rank = Math.ceil((p / 100) * this.count);
    let seen = 0;
    for (let i = 0; i < this.buckets.length; i++) {
      seen += this.buckets[i] ?? 0;
      if (seen >= rank) return Math.min(this.max, (i + 1) * Histogram.RESOLUTION_MS);
    }
    return this.max;
  }

  summary(): LatencySummary {
    return {
      samples: this.count,
      p50: round(this.percentile(50)),
      p95: round(this.percentile(95)),
      p99: round(this.percentile(99)),
      max: round(this.max),
      mean: round(this.mean()),
    };
  }
}

export interface LatencySummary {
  samples: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  mean: number;
}

export function round(value: number, digits = 1): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

/** a / b rounded to two decimals; null when b is zero (no reference figure to compare with). */
export function ratio(a: number, b: number): number | null {
  return b === 0 ? null : Math.round((a / b) * 100) / 100;
}

export function kib(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} kB`;
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Wall-clock milliseconds with sub-millisecond precision, comparable between processes. */
export function preciseNow(): number {
  return performance.timeOrigin + performance.now();
}
