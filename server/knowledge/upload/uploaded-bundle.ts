import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join, normalize, sep } from "node:path";
import { z } from "zod";
import { INPUT_LIMITS, safeText } from "~/contracts/input";

/** Limits for a bundle sent over the API: a hospital's site is hundreds of pages, not gigabytes. */
export const MAX_BUNDLE_FILES = 5000;
export const MAX_FILE_CHARS = INPUT_LIMITS.document;

/** The data files at a bundle's root; settings.yaml is written by the console's export, evaluations.yaml holds QA's cases. */
export const BUNDLE_DATA_FILES: readonly string[] = ["tenant.yaml", "overlay.yaml", "settings.yaml", "evaluations.yaml"];

const relativePath = z
  .string()
  .min(1)
  .max(300)
  .refine(
    (p) => !p.startsWith("/") && !p.includes("\\") && !normalize(p).split(sep).includes(".."),
    "must be a relative path inside the bundle (no '..', no absolute paths)",
  )
  .refine(
    (p) => BUNDLE_DATA_FILES.includes(p) || /^docs\/.+\.(md|markdown|html?)$/i.test(p),
    "only tenant.yaml, overlay.yaml, settings.yaml, evaluations.yaml and docs/**/*.md|html belong in a bundle",
  );

export const uploadedBundleSchema = z.object({
  files: z
    .array(z.object({ path: relativePath, content: safeText({ max: MAX_FILE_CHARS, multiline: true }) }))
    .min(1, "a bundle needs at least tenant.yaml")
    .max(MAX_BUNDLE_FILES, `a bundle may hold at most ${MAX_BUNDLE_FILES} files`)
    .refine((files) => files.some((f) => f.path === "tenant.yaml"), "tenant.yaml is missing")
    .refine((files) => new Set(files.map((f) => f.path)).size === files.length, "a path appears twice"),
});
export type UploadedBundle = z.infer<typeof uploadedBundleSchema>;

/**
 * Lay an uploaded bundle out as the folder the loader reads, run `fn` on it, and always remove it:
 * the API path and the CLI path validate and import with the very same code.
 */
export async function withBundleFolder<T>(bundle: UploadedBundle, fn: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), "voicedesk-bundle-"));
  try {
    for (const file of bundle.files) {
      const target = join(dir, file.path);
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, file.content, "utf8");
    }
    return await fn(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
