// Answers per call kind: statuses, latencies (p50/p99), 5xx without a French {error}.
import { frenchError } from './http';

export interface KindStats {
  latencies: number[];
  statuses: Map<number, number>;
  /** 5xx answers whose body is not a French {error} (JSON). */
  bad5xx: string[];
  /** Requests that got no answer (connection cut, time-out). */
  noAnswer: number;
}

export const percentile = (values: number[], p: number) => {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
};

export class Stats {
  readonly kinds = new Map<string, KindStats>();
  startedAt = Date.now();
  endedAt = 0;

  kind(name: string): KindStats {
    let k = this.kinds.get(name);
    if (!k) this.kinds.set(name, (k = { latencies: [], statuses: new Map(), bad5xx: [], noAnswer: 0 }));
    return k;
  }

  status(name: string, status: number, body: string): void {
    const k = this.kind(name);
    k.statuses.set(status, (k.statuses.get(status) ?? 0) + 1);
    if (status >= 500) {
      let json: unknown;
      try {
        json = JSON.parse(body);
      } catch {
        json = undefined;
      }
      if (!frenchError(json) && k.bad5xx.length < 20) k.bad5xx.push(`${status} ${body.slice(0, 160)}`);
    }
  }

  latency(name: string, ms: number): void {
    this.kind(name).latencies.push(ms);
  }

  count(predicate: (status: number) => boolean, kinds?: string[]): number {
    let n = 0;
    for (const [name, k] of this.kinds) {
      if (kinds && !kinds.includes(name)) continue;
      for (const [status, c] of k.statuses) if (predicate(status)) n += c;
    }
    return n;
  }

  total(): number {
    return this.count(() => true);
  }

  seconds(): number {
    return ((this.endedAt || Date.now()) - this.startedAt) / 1000;
  }

  /** One line per kind: answers, per second, p50/p99 and statuses. */
  table(): string[] {
    const s = this.seconds();
    const lines = [`  ${'call'.padEnd(16)} ${'answers'.padStart(8)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}  statuses`];
    for (const [name, k] of [...this.kinds].sort(([a], [b]) => a.localeCompare(b))) {
      const n = [...k.statuses.values()].reduce((a, b) => a + b, 0);
      const statuses = [...k.statuses].sort(([a], [b]) => a - b).map(([st, c]) => `${st}×${c}`).join(' ');
      lines.push(
        `  ${name.padEnd(16)} ${String(n).padStart(8)} ${(n / s).toFixed(1).padStart(7)} ${percentile(k.latencies, 50).toFixed(1).padStart(8)} ${percentile(k.latencies, 99).toFixed(1).padStart(8)}  ${statuses}${k.noAnswer ? ` no-answer×${k.noAnswer}` : ''}`,
      );
    }
    const all = [...this.kinds.values()].flatMap((k) => k.latencies);
    lines.push(`  ${'all'.padEnd(16)} ${String(this.total()).padStart(8)} ${(this.total() / s).toFixed(1).padStart(7)} ${percentile(all, 50).toFixed(1).padStart(8)} ${percentile(all, 99).toFixed(1).padStart(8)}  over ${s.toFixed(1)} s`);
    return lines;
  }
}
