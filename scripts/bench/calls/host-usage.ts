/**
 * CPU seconds and memory of each part of the host during a level: the agent worker (its process
 * tree: job processes, the inference process, espeak-ng), LiveKit's SIP bridge, livekit-server,
 * and this bench process (the app's API and cognition, the STT double, the callers' RTP sink).
 */
import { processTreeUsage, type TreeUsage } from "~/testkit/process/process-tree";
import type { PartUsage } from "./figures";

export interface HostParts {
  worker: number;
  bridge: number;
  livekit: number;
}

export interface HostUsage {
  worker: PartUsage & { processes: number };
  bridge: PartUsage;
  livekit: PartUsage;
  app: { cpuSeconds: number };
}

export function watchHost(pids: HostParts, everyMs = 1_000): { stop(): HostUsage } {
  const parts = ["worker", "bridge", "livekit"] as const;
  const start = Object.fromEntries(parts.map((p) => [p, processTreeUsage(pids[p])])) as Record<(typeof parts)[number], TreeUsage>;
  const peak = { ...start };
  const appStart = process.cpuUsage();
  const sample = () => {
    for (const p of parts) {
      const now = processTreeUsage(pids[p]);
      if (now.rssMb > peak[p].rssMb) peak[p] = now;
    }
  };
  const timer = setInterval(sample, everyMs);
  return {
    stop() {
      clearInterval(timer);
      sample();
      const end = Object.fromEntries(parts.map((p) => [p, processTreeUsage(pids[p])])) as Record<(typeof parts)[number], TreeUsage>;
      const usage = (p: (typeof parts)[number]): PartUsage => ({
        cpuSeconds: end[p].cpuSeconds - start[p].cpuSeconds,
        startRssMb: start[p].rssMb,
        peakRssMb: peak[p].rssMb,
      });
      const app = process.cpuUsage(appStart);
      return {
        worker: { ...usage("worker"), processes: peak.worker.processes },
        bridge: usage("bridge"),
        livekit: usage("livekit"),
        app: { cpuSeconds: (app.user + app.system) / 1e6 },
      };
    },
  };
}
