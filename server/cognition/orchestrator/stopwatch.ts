/**
 * Per-stage latencies of one turn, for pipeline_telemetry.stage_latencies. `lap` gives a stage the
 * time since the previous lap; `time` measures work done inside another stage (the post-filter and
 * the shaper while a model streams) and takes it out of that stage's lap, so no time counts twice.
 */
export class Stopwatch {
  readonly stages: Record<string, number> = {};
  private last: number;
  private timedSinceLap = 0;
  readonly started: number;

  /** `startedAt`: when the request reached the procedure, if that was earlier than now (performance.now()). */
  constructor(startedAt = performance.now()) {
    this.started = startedAt;
    this.last = startedAt;
  }

  lap(stage: string): void {
    const now = performance.now();
    this.add(stage, now - this.last - this.timedSinceLap);
    this.last = now;
    this.timedSinceLap = 0;
  }

  time<T>(stage: string, work: () => T): T {
    const t0 = performance.now();
    try {
      return work();
    } finally {
      const ms = performance.now() - t0;
      this.add(stage, ms);
      this.timedSinceLap += ms;
    }
  }

  total(): number {
    return performance.now() - this.started;
  }

  private add(stage: string, ms: number): void {
    this.stages[stage] = Math.round(((this.stages[stage] ?? 0) + Math.max(0, ms)) * 100) / 100;
  }
}
