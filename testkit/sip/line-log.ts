/** Lines of a process's output that a test waits on (the product agent's log), instead of sleeping. */
export class LineLog {
  private readonly lines: { at: number; text: string }[] = [];
  private readonly waiters = new Set<() => void>();

  push = (text: string): void => {
    this.lines.push({ at: performance.now(), text });
    for (const w of [...this.waiters]) w();
  };

  /** Lines matching `pattern` that arrived at or after `since` (performance.now()). */
  matching(pattern: RegExp, since = 0): string[] {
    return this.lines.filter((l) => l.at >= since && pattern.test(l.text)).map((l) => l.text);
  }

  /** Resolves with the first line matching `pattern` at or after `since`. */
  waitFor(pattern: RegExp, opts: { since?: number; timeoutMs: number }): Promise<string> {
    const find = () => this.lines.find((l) => l.at >= (opts.since ?? 0) && pattern.test(l.text))?.text;
    const found = find();
    if (found !== undefined) return Promise.resolve(found);
    return new Promise((resolve, reject) => {
      const waiter = () => {
        const line = find();
        if (line === undefined) return;
        this.waiters.delete(waiter);
        clearTimeout(timer);
        resolve(line);
      };
      const timer = setTimeout(() => {
        this.waiters.delete(waiter);
        reject(
          new Error(
            `no line matching ${pattern} within ${opts.timeoutMs} ms; last lines:\n${this.lines
              .slice(-15)
              .map((l) => l.text)
              .join("\n")}`,
          ),
        );
      }, opts.timeoutMs);
      this.waiters.add(waiter);
    });
  }
}

/**
 * Polls `check` until it returns a value (not undefined): for state only reachable by asking (the
 * database, LiveKit's room list), where there is no event to wait on.
 */
export async function eventually<T>(check: () => Promise<T | undefined>, what: string, timeoutMs: number, everyMs = 200): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
