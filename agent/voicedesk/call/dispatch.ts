import type { CallSetup } from "~/contracts/agent-app";
import { dispatchMetadataSchema, type DispatchMetadata } from "~/contracts/room-protocol";
import type { Lang } from "~/lib/lang";

/** The job's dispatch metadata (token endpoint or SIP dispatch rule), or undefined when it is unreadable. */
export function parseDispatch(metadata: string | undefined): DispatchMetadata | undefined {
  try {
    const parsed = dispatchMetadataSchema.safeParse(JSON.parse(metadata ?? ""));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** The call's first language: the page's choice when the tenant speaks it, else the tenant's default. */
export function greetingLanguage(dispatch: DispatchMetadata, setup: CallSetup): Lang {
  return dispatch.lang && setup.supportedLanguages.includes(dispatch.lang) ? dispatch.lang : setup.defaultLanguage;
}
