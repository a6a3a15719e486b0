import { readdirSync, readFileSync } from "node:fs";

/**
 * Whether processes are really gone. `kill(pid, 0)` is not enough: a killed process stays a zombie
 * until its parent reaps it, and in containers whose PID 1 never reaps (this CI's does not), an
 * orphaned job process stays a zombie forever. Linux /proc; zombies count as gone.
 */
interface ProcStat {
  state: string;
  pgrp: number;
}

function readStat(pid: number): ProcStat | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name is in parentheses and may contain spaces; fields resume after the last ")".
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return { state: fields[0] ?? "?", pgrp: Number(fields[2]) };
  } catch {
    return undefined;
  }
}

export function processRunning(pid: number): boolean {
  const stat = readStat(pid);
  return stat !== undefined && stat.state !== "Z" && stat.state !== "X";
}

/** Live (non-zombie) members of a process group. */
export function runningInGroup(pgid: number): number[] {
  const members: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const pid = Number(entry);
    const stat = readStat(pid);
    if (stat !== undefined && stat.pgrp === pgid && stat.state !== "Z" && stat.state !== "X") members.push(pid);
  }
  return members;
}

/** Polls until `condition` holds or the time is up; returns whether it held. */
export async function eventually(condition: () => boolean, timeoutMs: number, stepMs = 20): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (condition()) return true;
    await new Promise((r) => setTimeout(r, stepMs));
  }
  return condition();
}
