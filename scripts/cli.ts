/**
 * Voicedesk command line. `npm run -s cli -- batch` speaks JSON Lines on stdin/stdout:
 * exactly one JSON answer line per input line, in order. Logs go to stderr.
 */
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { userInfo } from "node:os";
import { dirname, resolve } from "node:path";
import { parseArgs } from "node:util";
import { z } from "zod";
import { runBatch } from "~/server/cli/batch";
import { batchRegistry } from "~/server/cli/registry";
import { settlePersistence } from "~/server/cognition/orchestrator";
import { closeDb, getDb } from "~/server/db";
import { ingestTenantDir, precomputeTenantVectors } from "~/server/knowledge/ingest";
import { LOCAL_EMBEDDING_MODEL } from "~/server/knowledge/embedding";
import { precomputedVectorsFile } from "~/server/knowledge/embedding/precomputed";
import { createStaffUser, UserExistsError } from "~/server/auth/users";
import { turnDepsFor } from "~/server/runtime";
import { generateDemoTelemetry } from "~/server/operations/demo";
import { exportTenantBundle } from "~/server/console/bundle/export";
import { readBundleFolder } from "~/server/console/bundle/folder";
import { applyBundle, checkBundle, checkBundleZip } from "~/server/console/bundle/import";
import { BundleZipError } from "~/server/console/bundle/zip";
import type { Actor } from "~/server/audit";
import { processEmbedder } from "~/server/runtime";
import { tenants } from "~/server/db/schema";
import { eq } from "drizzle-orm";
import { keepNewFilesOwnerOnly } from "~/lib/files/owner-only";
import { slugSchema } from "~/contracts/input";

const usage = `usage: npm run -s cli -- <command>

commands:
  batch     read JSON Lines requests on stdin, write one JSON answer line per request on stdout
            ops: ${[...batchRegistry.keys()].sort().join(", ")}
  ingest --tenant-dir PATH
            validate a tenant bundle (tenant.yaml, overlay.yaml, docs/) and import it; every error is
            reported with its file and path and nothing is imported on error. Re-running is idempotent.
            Merges data and pages; settings.yaml is not read (bundle import restores it).
  vectors --tenant-dir PATH
            embed every passage an import of the tenant bundle would embed, with this environment's
            embedder (e.g. VOICEDESK_EMBEDDER_URL=http://127.0.0.1:8301/v1, the e5 server npm start runs),
            and write them to PATH/vectors/<model>.json: later imports with that model use them instead
            of embedding those passages again (a changed page is embedded afresh)
  bundle export --tenant SLUG --out FILE.zip
            write the hospital as the console's export does: tenant.yaml, overlay.yaml, settings.yaml
            (matrix overrides, retention) and every page, as a zip. Audited.
  bundle import PATH [--tenant SLUG]
            make a hospital exactly what a bundle zip or folder says, as the console's import does:
            every file is checked first and every problem listed; nothing is written on error.
            --tenant SLUG refuses a bundle of another hospital. Audited.
  admin create --email ADDRESS [--password-stdin]
            create a platform administrator for the console; the password is generated and printed
            once (or read from the first line of stdin with --password-stdin)
  demo-telemetry [--tenant SLUG] [--days N] [--calls-per-day N] [--end-before-today]
            run scripted typed calls through the real orchestrator and spread them over the last N days
            (default 14) for the operations dashboard; voice timings are sampled (see server/operations/demo).
            Does nothing when the tenant already has demo telemetry.
`;

async function main(argv: string[]): Promise<number> {
  // The CLI opens the same data dir as the app (database, bundle exports): owner-only too.
  keepNewFilesOwnerOnly();
  const [command] = argv;
  switch (command) {
    case "batch": {
      try {
        await runBatch(process.stdin, process.stdout, batchRegistry);
        // Turn rows are written after each reply; the database must not close under them.
        await settlePersistence();
      } finally {
        await closeDb();
      }
      return 0;
    }
    case "ingest":
      return ingest(argv.slice(1));
    case "vectors":
      return vectors(argv.slice(1));
    case "admin":
      return admin(argv.slice(1));
    case "bundle":
      return bundle(argv.slice(1));
    case "demo-telemetry":
      return demoTelemetry(argv.slice(1));
    case undefined:
    case "help":
    case "--help":
    case "-h":
      process.stdout.write(usage);
      return command === undefined ? 2 : 0;
    default:
      process.stderr.write(`unknown command "${command}"\n${usage}`);
      return 2;
  }
}

const emailSchema = z.email().max(254);

async function vectors(args: string[]): Promise<number> {
  const { values } = parseArgs({ args, options: { "tenant-dir": { type: "string" } }, strict: true });
  const dir = values["tenant-dir"];
  if (!dir) {
    process.stderr.write("usage: npm run -s cli -- vectors --tenant-dir PATH\n");
    return 2;
  }
  const embedder = processEmbedder();
  if (embedder.model === LOCAL_EMBEDDING_MODEL) {
    process.stderr.write(
      `the hashing embedder (${LOCAL_EMBEDDING_MODEL}) computes a vector in microseconds: nothing to precompute. ` +
        "Set VOICEDESK_EMBEDDER_URL (the local e5 server; npm start runs it on port 8301) or the EMBEDDING_* variables of a vendor.\n",
    );
    return 2;
  }
  const result = await precomputeTenantVectors(dir, embedder);
  if (!result.ok) {
    for (const e of result.errors) process.stderr.write(`${e.file}${e.path ? ` (${e.path})` : ""}: ${e.message}\n`);
    return 1;
  }
  const file = precomputedVectorsFile(dir, embedder.model);
  mkdirSync(dirname(file), { recursive: true });
  // One passage a line: a changed page shows as a few changed lines in review.
  writeFileSync(file, `${JSON.stringify(result.file, null, 1)}\n`);
  process.stdout.write(`${JSON.stringify({ file, model: embedder.model, passages: result.passages })}\n`);
  return 0;
}

async function demoTelemetry(args: string[]): Promise<number> {
  const { values } = parseArgs({
    args,
    options: { tenant: { type: "string" }, days: { type: "string" }, "calls-per-day": { type: "string" }, "end-before-today": { type: "boolean" } },
    strict: true,
  });
  const opts = z
    .object({
      tenant: z.string().default(process.env.VOICEDESK_DEMO_TENANT ?? "lindenhof"),
      days: z.coerce.number().int().min(1).max(90).default(14),
      callsPerDay: z.coerce.number().int().min(1).max(500).default(6),
    })
    .safeParse({ tenant: values.tenant, days: values.days, callsPerDay: values["calls-per-day"] });
  if (!opts.success) {
    process.stderr.write(`demo-telemetry: ${opts.error.issues.map((i) => `--${String(i.path[0])}: ${i.message}`).join("; ")}\n`);
    return 2;
  }
  try {
    // --end-before-today: every generated call lies before today (UTC), so today's own calls stay apart (e2e counts on it).
    const now = values["end-before-today"] ? new Date(new Date().setUTCHours(0, 0, 0, 0)) : undefined;
    const done = await generateDemoTelemetry(turnDepsFor(await getDb()), { ...opts.data, now });
    process.stdout.write(
      done ? `demo telemetry: ${done.calls} calls, ${done.turns} turns in ${done.ms} ms\n` : "demo telemetry already present; nothing done\n",
    );
    return 0;
  } finally {
    await closeDb();
  }
}

async function admin(args: string[]): Promise<number> {
  const [sub, ...rest] = args;
  if (sub !== "create") {
    process.stderr.write(`usage: npm run -s cli -- admin create --email ADDRESS [--password-stdin]\n`);
    return 2;
  }
  const { values } = parseArgs({ args: rest, options: { email: { type: "string" }, "password-stdin": { type: "boolean" } }, strict: true });
  const email = emailSchema.safeParse(values.email ?? "");
  if (!email.success) {
    process.stderr.write("admin create needs --email with a valid e-mail address\n");
    return 2;
  }
  let password: string | undefined;
  if (values["password-stdin"]) {
    password = (await readFirstLine(process.stdin)).trim();
    if (password.length < 12) {
      process.stderr.write("the password read from stdin must have at least 12 characters\n");
      return 2;
    }
  }
  try {
    const created = await createStaffUser(await getDb(), { email: email.data, password, platformAdmin: true });
    process.stdout.write(`platform administrator ${created.email} created.\n`);
    if (!password) process.stdout.write(`password (shown once, store it now): ${created.password}\n`);
    return 0;
  } catch (err) {
    if (err instanceof UserExistsError) {
      process.stderr.write(`${err.message}\n`);
      return 1;
    }
    throw err;
  } finally {
    await closeDb();
  }
}

/** Who ran a CLI change, for the audit log: the server account (there is no console session). */
function cliActor(): Actor {
  return { id: null, email: `cli:${userInfo().username}` };
}

async function bundle(args: string[]): Promise<number> {
  const [sub, ...rest] = args;
  const usageLine = "usage: npm run -s cli -- bundle export --tenant SLUG --out FILE.zip | bundle import PATH [--tenant SLUG]\n";
  if (sub === "export") {
    const { values } = parseArgs({ args: rest, options: { tenant: { type: "string" }, out: { type: "string" } }, strict: true });
    const slug = slugSchema.safeParse(values.tenant ?? "");
    if (!slug.success || !values.out) {
      process.stderr.write(`bundle export needs --tenant SLUG and --out FILE.zip\n${usageLine}`);
      return 2;
    }
    try {
      const db = await getDb();
      const [tenant] = await db.select({ id: tenants.id, slug: tenants.slug }).from(tenants).where(eq(tenants.slug, slug.data));
      if (!tenant) {
        process.stderr.write(`no hospital "${slug.data}" in this database\n`);
        return 1;
      }
      const zip = await exportTenantBundle(db, tenant, cliActor());
      writeFileSync(values.out, zip);
      process.stdout.write(`${JSON.stringify({ slug: tenant.slug, file: resolve(values.out), bytes: zip.byteLength })}\n`);
      return 0;
    } finally {
      await closeDb();
    }
  }
  if (sub === "import") {
    const { values, positionals } = parseArgs({ args: rest, options: { tenant: { type: "string" } }, allowPositionals: true, strict: true });
    const path = positionals[0];
    const slug = values.tenant === undefined ? undefined : slugSchema.safeParse(values.tenant);
    if (!path || positionals.length > 1 || (slug && !slug.success)) {
      process.stderr.write(
        `bundle import needs one PATH (a bundle zip or folder)${slug && !slug.success ? `; --tenant ${slug.error.issues[0]!.message}` : ""}\n${usageLine}`,
      );
      return 2;
    }
    if (!existsSync(path)) {
      process.stderr.write(`${path}: no such file or folder\n`);
      return 2;
    }
    let checked;
    try {
      checked = statSync(path).isDirectory() ? await checkBundle(readBundleFolder(path), slug?.data) : await checkBundleZip(readFileSync(path), slug?.data);
    } catch (err) {
      if (!(err instanceof BundleZipError)) throw err;
      process.stderr.write(
        `[bundle] ${path} was not imported; nothing was written. ${err.list.length} problem(s):\n${err.list.map((l) => `  ${l}\n`).join("")}`,
      );
      return 1;
    }
    try {
      const stats = await applyBundle(await getDb(), checked, {
        actor: cliActor(),
        embedder: processEmbedder(),
        onProgress: (p) => {
          if (p.done === p.total || p.done % 10 === 0) process.stderr.write(`[bundle] ${p.done}/${p.total} pages\n`);
        },
      });
      process.stdout.write(
        `${JSON.stringify({ slug: checked.bundle.tenant.slug, files: checked.files, pages: stats.pages, chunks: stats.chunks.total, affinityOverrides: checked.settings.affinity.length, retentionDays: checked.settings.retentionDays ?? null })}\n`,
      );
      return 0;
    } finally {
      await closeDb();
    }
  }
  process.stderr.write(usageLine);
  return 2;
}

async function readFirstLine(stream: NodeJS.ReadableStream): Promise<string> {
  let text = "";
  for await (const chunk of stream) {
    text += String(chunk);
    if (text.includes("\n")) break;
  }
  return text.split("\n")[0] ?? "";
}

async function ingest(args: string[]): Promise<number> {
  const { values } = parseArgs({ args, options: { "tenant-dir": { type: "string" } }, strict: true });
  const dir = values["tenant-dir"];
  if (!dir) {
    process.stderr.write("ingest needs --tenant-dir PATH (e.g. tenant_overlays/lindenhof)\n");
    return 2;
  }
  try {
    let lastShown = 0;
    const result = await ingestTenantDir(await getDb(), resolve(dir), {
      embedder: processEmbedder(),
      onProgress: (p) => {
        // A line every 10 % (and the last): enough to see a long run move, not a wall of text.
        const step = Math.max(1, Math.ceil(p.total / 10));
        if (p.done === p.total || p.done - lastShown >= step) {
          lastShown = p.done;
          process.stderr.write(`[ingest] ${p.done}/${p.total} pages (${p.page}: ${p.outcome}${p.chunks ? `, ${p.chunks} chunks` : ""})\n`);
        }
      },
    });
    if (!result.ok) {
      process.stderr.write(`[ingest] ${dir} is not a valid tenant bundle; nothing was imported. ${result.errors.length} error(s):\n`);
      for (const e of result.errors) process.stderr.write(`  ${e.file}${e.path ? ` ${e.path}` : ""}: ${e.message}\n`);
      return 1;
    }
    process.stdout.write(`${JSON.stringify(result.stats)}\n`);
    // Not silently: an exported bundle unpacked here carries settings ingest does not apply.
    if (existsSync(resolve(dir, "settings.yaml")))
      process.stderr.write(
        `[ingest] ${dir}/settings.yaml was not applied (ingest merges data and pages); \`bundle import ${dir}\` restores the matrix overrides and retention too\n`,
      );
    return 0;
  } finally {
    await closeDb();
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    // A mistyped option is the user's, not a crash: say it in one line with the usage, exit 2.
    if (typeof (err as { code?: unknown }).code === "string" && (err as { code: string }).code.startsWith("ERR_PARSE_ARGS_")) {
      process.stderr.write(`voicedesk cli: ${(err as Error).message}\n${usage}`);
      process.exitCode = 2;
      return;
    }
    process.stderr.write(`voicedesk cli: ${(err as Error).stack ?? String(err)}\n`);
    process.exitCode = 1;
  },
);
