/**
 * CPU time and resident memory of a process and everything it started (Linux /proc): the agent
 * worker is one process plus one job process per call, so its cost per call is the tree's.
 */
import { readdirSync, readFileSync } from "node:fs";

const TICKS_PER_SECOND = 100; // USER_HZ on Linux
const PAGE_KB = 4;

interface ProcStat {
  pid: number;
  ppid: number;
  /** utime + stime + cutime + cstime (children that exited count in their waiting parent). */
  cpuTicks: number;
  rssKb: number;
}

function readStat(pid: number): ProcStat | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name may contain spaces and parentheses: fields start after the last ")".
    const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
    const n = (i: number) => Number(fields[i - 3]);
    return { pid, ppid: n(4), cpuTicks: n(14) + n(15) + n(16) + n(17), rssKb: n(24) * PAGE_KB };
  } catch {
    return undefined; // exited between listing and reading
  }
}

export interface TreeUsage {
  processes: number;
  cpuSeconds: number;
  rssMb: number;
}

export function processTreeUsage(rootPid: number): TreeUsage {
  const all = readdirSync("/proc")
    .filter((d) => /^\d+$/.test(d))
    .map((d) => readStat(Number(d)))
    .filter((s): s is ProcStat => s !== undefined);
  const children = new Map<number, ProcStat[]>();
  for (const s of all) children.set(s.ppid, [...(children.get(s.ppid) ?? []), s]);
  const root = all.find((s) => s.pid === rootPid);
  if (!root) return { processes: 0, cpuSeconds: 0, rssMb: 0 };
  const tree: ProcStat[] = [];
  const stack = [root];
  while (stack.length > 0) {
    const s = stack.pop()!;
    tree.push(s);
    stack.push(...(children.get(s.pid) ?? []));
  }
  return {
    processes: tree.length,
    cpuSeconds: tree.reduce((sum, s) => sum + s.cpuTicks, 0) / TICKS_PER_SECOND,
    rssMb: tree.reduce((sum, s) => sum + s.rssKb, 0) / 1024,
  };
}

/** Samples the tree every `everyMs` until stopped: CPU at both ends, the peak memory between. */
export function sampleProcessTree(rootPid: number, everyMs = 1_000) {
  const start = processTreeUsage(rootPid);
  let peak = start;
  const timer = setInterval(() => {
    const now = processTreeUsage(rootPid);
    if (now.rssMb > peak.rssMb) peak = now;
  }, everyMs);
  return {
    start,
    stop(): { start: TreeUsage; end: TreeUsage; peak: TreeUsage } {
      clearInterval(timer);
      const end = processTreeUsage(rootPid);
      return { start, end, peak: end.rssMb > peak.rssMb ? end : peak };
    },
  };
}
