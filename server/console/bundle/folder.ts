import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { moduleLogger } from "~/lib/logger";
import type { UploadedBundle } from "~/server/knowledge/upload/uploaded-bundle";
import { PRECOMPUTED_VECTORS_DIR } from "~/server/knowledge/embedding/precomputed";
import { BundleZipError, bundleFromRawFiles, ZIP_LIMITS } from "./zip";

const log = moduleLogger("console.bundle.folder");

/**
 * A bundle laid out as a folder (tenant_overlays/<slug>/, or an unpacked export) read as the same
 * files a zip would give, so `cli bundle import <folder>` passes exactly the console's checks.
 * Hidden entries (.git, .DS_Store) are skipped, and so is the folder's vectors/ (passage vectors
 * that speed up `ingest --tenant-dir`, knowledge/embedding/precomputed.ts: not bundle content, and
 * never in an export); anything else that does not belong in a bundle is refused by name, as in a zip.
 */
export function readBundleFolder(dir: string): UploadedBundle {
  const raw: { path: string; shownAs: string; bytes: Uint8Array }[] = [];
  let total = 0;
  const visit = (folder: string) => {
    for (const name of readdirSync(folder).sort()) {
      if (name.startsWith(".") || (folder === dir && name === PRECOMPUTED_VECTORS_DIR)) continue;
      const full = join(folder, name);
      if (statSync(full).isDirectory()) {
        visit(full);
        continue;
      }
      const bytes = readFileSync(full);
      total += bytes.byteLength;
      if (total > ZIP_LIMITS.uncompressedBytes) throw new BundleZipError([{ file: dir, message: "the bundle folder holds more than 100 MB" }]);
      const path = relative(dir, full).split(sep).join("/");
      raw.push({ path, shownAs: path, bytes });
    }
  };
  visit(dir);
  log.info({ dir, files: raw.length, bytes: total }, "bundle_folder_read");
  return bundleFromRawFiles(raw);
}
