import type { JobRequest, RunningJobInfo } from "@livekit/agents";
import { moduleLogger } from "~/lib/logger";
import type { CallAdmission, WorkerCapacity } from "./call-capacity";

const log = moduleLogger("agent.admission");

/**
 * The worker's decision about a call travels to its job as an attribute of the agent participant
 * (agents-js hands the accept arguments to the job): `answer` or `busy`.
 */
export const CALL_ADMISSION_ATTRIBUTE = "voicedesk.admission";

export interface AdmissionCounter {
  /** The admission of job `jobId`, counting the calls running and those accepted but not yet started. */
  admit(jobId: string, capacity: Pick<WorkerCapacity, "maxCalls" | "busyReserve">): CallAdmission;
}

/** `ServerOptions.requestFunc`: accept with the admission, or refuse (LiveKit then asks another worker). */
export function admitJobs(counter: () => AdmissionCounter, capacity: Pick<WorkerCapacity, "maxCalls" | "busyReserve">): (req: JobRequest) => Promise<void> {
  return async (req) => {
    const admission = counter().admit(req.id, capacity);
    if (admission === "refuse") {
      log.warn({ job: req.id, maxCalls: capacity.maxCalls, busyReserve: capacity.busyReserve }, "call_refused_worker_full");
      await req.reject();
      return;
    }
    if (admission === "busy") log.warn({ job: req.id, maxCalls: capacity.maxCalls }, "call_admitted_as_busy");
    await req.accept("", "", "", { [CALL_ADMISSION_ATTRIBUTE]: admission });
  };
}

/** The admission the worker gave this job (a job from a worker without admission control is answered). */
export function admissionOf(ctx: { info: Pick<RunningJobInfo, "acceptArguments"> }): Exclude<CallAdmission, "refuse"> {
  return ctx.info.acceptArguments.attributes?.[CALL_ADMISSION_ATTRIBUTE] === "busy" ? "busy" : "answer";
}
