import { dispatchMetadataSchema, type DispatchMetadata } from "~/contracts/room-protocol";

/** The job's dispatch metadata (token endpoint or SIP dispatch rule), or undefined when it is unreadable. */
export function parseDispatch(metadata: string | undefined): DispatchMetadata | undefined {
  try {
    const parsed = dispatchMetadataSchema.safeParse(JSON.parse(metadata ?? ""));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
