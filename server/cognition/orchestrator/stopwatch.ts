/** Per-stage latencies of one turn, for pipeline_telemetry.stage_latencies. */
export class Stopwatch {
  readonly stages: Record<string, number> = {};
  private last = performance.now();
  readonly started = this.last;
  lap(stage: string): void {
    const now = performance.now();
    this.stages[stage] = Math.round((this.stages[stage] ?? 0) + (now - this.last) * 100) / 100;
    this.last = now;
  }
  total(): number {
    return performance.now() - this.started;
  }
}
