import { strToU8, unzipSync, zipSync, type Zippable } from "fflate";
import { RefusedError } from "~/lib/user-facing-error";
import { uploadedBundleSchema, type UploadedBundle } from "~/server/knowledge/upload/uploaded-bundle";

/** One file of a bundle: its path inside the bundle (forward slashes) and its text. */
export interface BundleFile {
  path: string;
  content: string;
}

/**
 * A bundle zip holds a hospital's site: hundreds of pages, a few megabytes. The caps are checked
 * against the sizes the zip declares before anything is inflated, so a zip bomb is refused
 * without being unpacked.
 */
export const ZIP_LIMITS = { compressedBytes: 20 * 1024 * 1024, uncompressedBytes: 100 * 1024 * 1024 } as const;

/** Zip entries carry a time; a fixed one makes the same bundle the same bytes (the round trip compares them). */
const FIXED_MTIME = new Date("2000-01-01T00:00:00Z");

export function zipBundle(files: readonly BundleFile[]): Uint8Array {
  const entries: Zippable = {};
  for (const f of [...files].sort((a, b) => a.path.localeCompare(b.path))) entries[f.path] = [strToU8(f.content), { mtime: FIXED_MTIME }];
  return zipSync(entries, { level: 6 });
}

/** A zip that is not a bundle: what is wrong, in words, with the file it concerns. */
export class BundleZipError extends RefusedError {
  constructor(readonly problems: { file: string; message: string }[]) {
    super(problems.map((p) => (p.file ? `${p.file}: ${p.message}` : p.message)).join("; "));
  }

  /** One line per problem, as the page lists them. */
  get list(): string[] {
    return this.problems.map((p) => (p.file ? `${p.file}: ${p.message}` : p.message));
  }
}

/**
 * Unpack a bundle zip into its files, validated with the same schema as a bundle sent as files
 * (paths inside the bundle, only tenant.yaml/overlay.yaml/settings.yaml/evaluations.yaml/docs, text that is
 * valid UTF-8). A zip whose files all sit in one top folder (as "compress folder" makes) is read
 * from inside that folder.
 */
export function unzipBundle(bytes: Uint8Array): UploadedBundle {
  if (bytes.byteLength > ZIP_LIMITS.compressedBytes)
    throw new BundleZipError([{ file: "", message: `the zip is larger than ${ZIP_LIMITS.compressedBytes / 1024 / 1024} MB` }]);
  let declared = 0;
  let raw: Record<string, Uint8Array>;
  try {
    raw = unzipSync(bytes, {
      filter: (f) => {
        declared += f.originalSize;
        if (declared > ZIP_LIMITS.uncompressedBytes) throw new BundleZipError([{ file: f.name, message: "the unpacked bundle would exceed 100 MB" }]);
        return !f.name.endsWith("/") && !/(^|\/)(__MACOSX|\.DS_Store)/.test(f.name);
      },
    });
  } catch (err) {
    if (err instanceof BundleZipError) throw err;
    throw new BundleZipError([{ file: "", message: "not a readable zip file" }]);
  }
  const names = Object.keys(raw);
  const top = commonTopFolder(names);
  return bundleFromRawFiles(names.map((name) => ({ path: top ? name.slice(top.length) : name, shownAs: name, bytes: raw[name]! })));
}

/**
 * Raw files (from a zip, or a folder on disk) as a bundle: each must be UTF-8 text, and together
 * they must pass the schema every bundle passes (paths, sizes, tenant.yaml present). Every problem
 * is reported, each with the file it concerns as the user named it.
 */
export function bundleFromRawFiles(raw: readonly { path: string; shownAs: string; bytes: Uint8Array }[]): UploadedBundle {
  const decoder = new TextDecoder("utf-8", { fatal: true });
  const problems: { file: string; message: string }[] = [];
  const files: BundleFile[] = [];
  for (const f of raw) {
    try {
      files.push({ path: f.path, content: decoder.decode(f.bytes) });
    } catch {
      problems.push({ file: f.shownAs, message: "is not UTF-8 text" });
    }
  }
  if (problems.length) throw new BundleZipError(problems);
  const parsed = uploadedBundleSchema.safeParse({ files });
  if (!parsed.success) {
    throw new BundleZipError(
      parsed.error.issues.map((i) => {
        const index = typeof i.path[1] === "number" ? i.path[1] : undefined;
        return { file: index !== undefined ? (files[index]?.path ?? "") : "", message: i.message };
      }),
    );
  }
  return parsed.data;
}

function commonTopFolder(names: string[]): string {
  if (names.length === 0 || names.includes("tenant.yaml")) return "";
  const first = names[0]!.split("/")[0]!;
  return names.every((n) => n.startsWith(`${first}/`)) ? `${first}/` : "";
}
