import { chmodSync, closeSync, lstatSync, mkdirSync, openSync, readdirSync } from "node:fs";
import { join } from "node:path";

/**
 * Files the product writes — logs, the embedded database, dead letters, secrets — hold callers'
 * words and keys: only the account that runs Voicedesk may read them (0600 files, 0700 folders).
 *
 * Two measures, because one is not enough: the process umask makes every file this process and
 * its children create owner-only, and a sweep fixes what was created before (an older data dir)
 * or by code that sets its own mode (PGlite's file system chmods its files to 0666).
 */
export const OWNER_ONLY_UMASK = 0o077;
export const OWNER_FILE_MODE = 0o600;
export const OWNER_DIR_MODE = 0o700;

/** From now on, files and folders this process (and every child it starts) creates are owner-only. */
export function keepNewFilesOwnerOnly(): void {
  process.umask(OWNER_ONLY_UMASK);
}

/**
 * A shared folder (the sticky bit: /tmp, /var/tmp) or one another account owns is never tightened:
 * closing /tmp to everyone else breaks every other program on the host, and the product's own files
 * inside it are owner-only by their own modes.
 */
function isShared(path: string): boolean {
  const stat = lstatSync(path);
  const ownedByUs = typeof process.getuid !== "function" || stat.uid === process.getuid();
  return (stat.mode & 0o1000) !== 0 || !ownedByUs;
}

/** A folder that exists and is owner-only (created if missing; a shared folder is left as it is). */
export function ownerOnlyDir(path: string): string {
  mkdirSync(path, { recursive: true, mode: OWNER_DIR_MODE });
  if (!isShared(path)) chmodSync(path, OWNER_DIR_MODE);
  return path;
}

/** A file that exists (empty if new) and is owner-only, for appending to — a log, a dead-letter file. */
export function ownerOnlyFile(path: string): string {
  closeSync(openSync(path, "a", OWNER_FILE_MODE));
  chmodSync(path, OWNER_FILE_MODE);
  return path;
}

/**
 * Every folder and file under `root` made owner-only (symbolic links are left alone: their target
 * is someone else's). Returns how many entries it changed, which is 0 on a tree already right.
 */
export function makeOwnerOnly(root: string): number {
  let changed = 0;
  const visit = (path: string) => {
    let stat;
    try {
      stat = lstatSync(path);
    } catch {
      return; // gone while walking (a database file renamed): nothing to protect
    }
    if (stat.isSymbolicLink()) return;
    if (stat.isDirectory() && isShared(path)) return; // a data dir pointed at /tmp: leave /tmp open
    const want = stat.isDirectory() ? OWNER_DIR_MODE : OWNER_FILE_MODE;
    if ((stat.mode & 0o777) !== want) {
      chmodSync(path, want);
      changed += 1;
    }
    if (stat.isDirectory()) for (const entry of readdirSync(path)) visit(join(path, entry));
  };
  visit(root);
  return changed;
}
