import { execFileSync } from "node:child_process";
import { arch, cpus, loadavg, platform, totalmem } from "node:os";

export interface MachineInfo {
  cpuModel: string;
  /** Logical CPUs the OS reports. */
  cores: number;
  memoryGiB: number;
  node: string;
  v8: string;
  platform: string;
  arch: string;
  /** Short commit of the checkout the figures belong to ("unknown" outside git). */
  commit: string;
  /**
   * 1-minute load average when the report was written. The bench itself accounts for about 1; much
   * more means something else competed for the CPU and the absolute figures (less so the ratios)
   * are pessimistic.
   */
  loadAverage1m: number;
}

function gitCommit(): string {
  try {
    const head = execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
    // Other people's uncommitted work changes what is measured; say so rather than hide it.
    const dirty =
      execFileSync("git", ["status", "--porcelain", "--untracked-files=no"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim() !== "";
    return dirty ? `${head}+dirty` : head;
  } catch {
    return "unknown";
  }
}

/** The machine a figure was measured on; figures from two machines are only comparable as ratios. */
export function describeMachine(): MachineInfo {
  const list = cpus();
  return {
    cpuModel: list[0]?.model.trim() ?? "unknown",
    cores: list.length,
    memoryGiB: totalmem() / 1024 ** 3,
    node: process.version,
    v8: process.versions.v8,
    platform: platform(),
    arch: arch(),
    commit: gitCommit(),
    loadAverage1m: Number(loadavg()[0]!.toFixed(2)),
  };
}
