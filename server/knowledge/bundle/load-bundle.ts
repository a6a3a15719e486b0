import { createHash } from "node:crypto";
import { readdir, readFile, stat } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { parseDocument } from "yaml";
import type { z } from "zod";
import { evaluationsFileSchema, type EvaluationsFile } from "~/contracts/evaluations";
import { moduleLogger } from "~/lib/logger";
import { htmlToText } from "./html-to-text";
import { markdownTablesAsRows } from "./markdown-tables";
import { frontMatterSchema, overlayFileSchema, tenantFileSchema, type FrontMatter, type OverlayFile, type TenantFile } from "./schema";
import { spokenGaps } from "./spoken-completeness";

const log = moduleLogger("knowledge.bundle");

export interface BundlePage {
  /** Path inside the bundle with forward slashes, e.g. docs/parkeren/tarieven.md — the page's identity. */
  sourcePath: string;
  format: "markdown" | "html";
  frontMatter: FrontMatter;
  /** Markdown (HTML pages converted), without front matter. */
  body: string;
  /** sha256 of the raw file: re-ingesting an unchanged page is a no-op. */
  contentHash: string;
  /** The raw file, kept in the database so the tenant can be exported as a bundle (absent for generated pages). */
  source?: string;
}

export interface TenantBundle {
  dir: string;
  tenant: TenantFile;
  overlay: OverlayFile;
  pages: BundlePage[];
  /** QA's evaluation cases (evaluations.yaml); null when the bundle has no such file. */
  evaluations: EvaluationsFile | null;
}

export interface BundleError {
  /** Relative to the bundle folder. */
  file: string;
  /** Where in the file: "doctors[3].schedule[0].day", "line 12", or "" for the whole file. */
  path: string;
  message: string;
}

export type LoadResult =
  { ok: true; bundle: TenantBundle; stats: { pages: number; departments: number; doctors: number; faq: number } } | { ok: false; errors: BundleError[] };

function formatPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((acc, part) => (typeof part === "number" ? `${acc}[${part}]` : acc ? `${acc}.${String(part)}` : String(part)), "");
}

function zodErrors(file: string, error: z.ZodError): BundleError[] {
  return error.issues.map((i) => ({ file, path: formatPath(i.path), message: i.message }));
}

/** Parse YAML, reporting syntax errors with their line numbers. */
function parseYaml(file: string, text: string, errors: BundleError[], lineOffset = 0): unknown {
  const doc = parseDocument(text, { prettyErrors: true });
  if (doc.errors.length) {
    for (const e of doc.errors) {
      const message = e.message.split("\n")[0]!.replace(/ at line \d+, column \d+:?$/, "");
      errors.push({ file, path: e.linePos ? `line ${e.linePos[0].line + lineOffset}` : "", message });
    }
    return undefined;
  }
  return doc.toJS();
}

const FRONT_MATTER = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

async function walk(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const files = await Promise.all(entries.map((e) => (e.isDirectory() ? walk(join(dir, e.name)) : Promise.resolve([join(dir, e.name)]))));
  return files.flat().sort();
}

async function loadPage(dir: string, path: string, errors: BundleError[]): Promise<BundlePage | null> {
  const file = relative(dir, path).split(sep).join("/");
  return parsePage(file, await readFile(path, "utf8"), errors);
}

/**
 * One page of a bundle from its path and text (front matter, then Markdown or HTML); null with
 * the reasons in `errors` when it is not valid. The console's upload reads pages through here too.
 */
export function parsePage(file: string, raw: string, errors: BundleError[]): BundlePage | null {
  const match = FRONT_MATTER.exec(raw);
  if (!match) {
    errors.push({ file, path: "", message: "missing front matter: the page must start with a --- block holding title, url and lang" });
    return null;
  }
  // Front matter starts on the file's second line, after the opening ---.
  const data = parseYaml(file, match[1]!, errors, 1);
  if (data === undefined) return null;
  const fm = frontMatterSchema.safeParse(data ?? {});
  if (!fm.success) {
    errors.push(...zodErrors(file, fm.error).map((e) => ({ ...e, path: e.path ? `frontmatter.${e.path}` : "frontmatter" })));
    return null;
  }
  const rest = raw.slice(match[0].length);
  const format = /\.html?$/i.test(file) ? "html" : "markdown";
  const body = (format === "html" ? htmlToText(rest) : markdownTablesAsRows(rest)).trim();
  if (!body) {
    errors.push({ file, path: "", message: "the page has no content after its front matter" });
    return null;
  }
  return { sourcePath: file, format, frontMatter: fm.data, body, contentHash: createHash("sha256").update(raw).digest("hex"), source: raw };
}

/**
 * Read and validate a tenant bundle. Pure reading: nothing is imported. Every error is reported
 * with its file and path, not just the first, so a hospital fixes its bundle in one pass.
 */
export async function loadTenantBundle(dir: string): Promise<LoadResult> {
  const errors: BundleError[] = [];
  let tenant: TenantFile | undefined;
  try {
    const data = parseYaml("tenant.yaml", await readFile(join(dir, "tenant.yaml"), "utf8"), errors);
    if (data !== undefined) {
      const parsed = tenantFileSchema.safeParse(data);
      if (parsed.success) tenant = parsed.data;
      else errors.push(...zodErrors("tenant.yaml", parsed.error));
    }
  } catch (e) {
    errors.push({ file: "tenant.yaml", path: "", message: `cannot read: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}` });
  }

  let overlay: OverlayFile = { mishears: [], keywords: [], pronunciations: [] };
  const overlayText = await readFile(join(dir, "overlay.yaml"), "utf8").catch(() => null);
  if (overlayText !== null) {
    const data = parseYaml("overlay.yaml", overlayText, errors);
    if (data !== undefined) {
      const parsed = overlayFileSchema.safeParse(data ?? {});
      if (parsed.success) overlay = parsed.data;
      else errors.push(...zodErrors("overlay.yaml", parsed.error));
    }
  }

  let evaluations: EvaluationsFile | null = null;
  const evaluationsText = await readFile(join(dir, "evaluations.yaml"), "utf8").catch(() => null);
  if (evaluationsText !== null) {
    const data = parseYaml("evaluations.yaml", evaluationsText, errors);
    if (data !== undefined) {
      const parsed = evaluationsFileSchema.safeParse(data ?? { cases: [] });
      if (parsed.success) evaluations = parsed.data;
      else errors.push(...zodErrors("evaluations.yaml", parsed.error));
    }
  }

  const pages: BundlePage[] = [];
  const docsDir = join(dir, "docs");
  const hasDocs = await stat(docsDir).then(
    (s) => s.isDirectory(),
    () => false,
  );
  if (!hasDocs) errors.push({ file: "docs/", path: "", message: "missing docs/ folder with the hospital's pages" });
  else {
    for (const path of await walk(docsDir)) {
      if (!/\.(md|markdown|html?)$/i.test(path)) continue;
      const page = await loadPage(dir, path, errors);
      if (page) pages.push(page);
    }
    if (tenant) {
      const supported = new Set(tenant.languages.supported);
      for (const p of pages) {
        if (!supported.has(p.frontMatter.lang))
          errors.push({ file: p.sourcePath, path: "frontmatter.lang", message: `language "${p.frontMatter.lang}" is not supported by this tenant` });
      }
    }
  }

  if (errors.length || !tenant) {
    log.warn({ dir, errors: errors.length }, "bundle_invalid");
    return { ok: false, errors };
  }
  const stats = { pages: pages.length, departments: tenant.departments.length, doctors: tenant.doctors.length, faq: tenant.faq.length };
  log.info({ slug: tenant.slug, ...stats }, "bundle_loaded");
  const gaps = spokenGaps(tenant);
  if (gaps.length) {
    // Valid, but a caller in one of these languages would hear the default language (or retrieval).
    const perLang = Object.fromEntries(tenant.languages.supported.map((l) => [l, gaps.filter((g) => g.lang === l).length]));
    log.warn({ slug: tenant.slug, gaps: gaps.length, perLang, first: gaps.slice(0, 10) }, "bundle_spoken_fields_missing");
  }
  return { ok: true, bundle: { dir, tenant, overlay, pages, evaluations }, stats };
}
