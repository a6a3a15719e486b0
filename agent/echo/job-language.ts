import { z } from "zod";
import { langSchema, type Lang } from "~/lib/lang";
import { moduleLogger } from "~/lib/logger";

const log = moduleLogger("agent.echo");

/** Dispatch metadata a caller-side service may attach: `{"lang":"fr"}`. */
const jobMetadataSchema = z.object({ lang: langSchema }).partial();

/**
 * The call's language from the job's dispatch metadata. Unreadable metadata must not drop a call,
 * so it falls back to the default — loudly, because a French caller greeted in Dutch is a bug.
 */
export function languageFromJobMetadata(metadata: string | undefined, fallback: Lang = "nl"): Lang {
  if (metadata === undefined || metadata.trim() === "") return fallback;
  let raw: unknown;
  try {
    raw = JSON.parse(metadata);
  } catch {
    log.warn({ metadataChars: metadata.length, fallback }, "job metadata is not JSON; using default language");
    return fallback;
  }
  const parsed = jobMetadataSchema.safeParse(raw);
  if (!parsed.success) {
    log.warn({ issues: parsed.error.issues.map((i) => i.message), fallback }, "job metadata has no valid lang; using default language");
    return fallback;
  }
  return parsed.data.lang ?? fallback;
}
