/**
 * The security officer's probes of issue 22, run again against a running Voicedesk (`npm start`):
 * each finding probed the same way, and what the product answers now. Prints a Markdown table
 * (finding, probe, answer, verdict) for the closing note and docs/security-probes.md.
 *
 *   npm run probe:security -- --url http://localhost:3000 --email <admin> --password <pw> --data-dir data --log-dir .voicedesk/logs
 *
 * It only talks HTTP to the app (sign-in as the printed admin, public procedures) and reads file
 * modes and log files under the data dir; it writes nothing but one typed question, a sign-in
 * session it ends, and failed sign-ins under a throw-away address.
 */
import { request as httpRequest } from "node:http";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { z } from "zod";

const argsSchema = z.object({
  url: z.url(),
  email: z.email(),
  password: z.string().min(1),
  "data-dir": z.string().min(1),
  /** Where `npm start` writes its logs: VOICEDESK_LOG_DIR, else .voicedesk/logs (or <data dir>/logs for a data dir set apart). */
  "log-dir": z.string().min(1),
  tenant: z.string().default("lindenhof"),
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  ms: number;
}

/**
 * One HTTP request, retried while the app sheds load (503 with Retry-After: the flood probes make it
 * shed for a few seconds, and a shed request says nothing about the finding being probed).
 */
async function send(base: string, path: string, opts: Parameters<typeof sendOnce>[2] = {}): Promise<Answer> {
  for (let attempt = 0; ; attempt++) {
    const answer = await sendOnce(base, path, opts);
    const retryAfter = Number(answer.headers["retry-after"] ?? 0);
    if (answer.status !== 503 || attempt >= 10) return answer;
    await new Promise((r) => setTimeout(r, Math.max(1, retryAfter) * 1000));
  }
}

/** One HTTP request from a chosen loopback address (127.0.0.x: the app sees a different client). */
function sendOnce(
  base: string,
  path: string,
  opts: { method?: string; body?: string | Buffer; headers?: Record<string, string>; from?: string } = {},
): Promise<Answer> {
  const url = new URL(path, base);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: opts.method ?? "GET", headers: opts.headers, localAddress: opts.from ?? "127.0.0.1" }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8"), ms: performance.now() - started }),
      );
    });
    req.on("error", (err) => {
      // A server that refuses a huge body may close the socket before reading it.
      if ((err as NodeJS.ErrnoException).code === "EPIPE" || (err as NodeJS.ErrnoException).code === "ECONNRESET") {
        resolve({ status: -1, headers: {}, body: String(err), ms: performance.now() - started });
      } else reject(err);
    });
    // The same, after the answer: the server answered 413 and reset the socket while the rest of a
    // huge body was still being written; the socket's own 'error' then has no request to go to.
    req.on("socket", (socket) => socket.on("error", () => {}));
    if (opts.body !== undefined) req.write(opts.body);
    req.end();
  });
}

const json = (value: unknown) => ({ body: JSON.stringify(value), headers: { "content-type": "application/json" } });
const cookiesOf = (a: Answer) => ((a.headers["set-cookie"] as string[] | undefined) ?? []).map((c) => c.split(";")[0]!);

interface Probe {
  finding: string;
  probe: string;
  before: string;
  run(): Promise<{ now: string; ok: boolean }>;
}

/** Signs in through the form's endpoint (Auth.js credentials); returns the session cookie, or undefined. */
async function signIn(base: string, email: string, password: string, from: string): Promise<string | undefined> {
  const csrf = await send(base, "/api/auth/csrf", { from });
  const token = (JSON.parse(csrf.body) as { csrfToken: string }).csrfToken;
  const form = new URLSearchParams({ email, password, csrfToken: token, callbackUrl: base }).toString();
  const answer = await send(base, "/api/auth/callback/credentials", {
    method: "POST",
    from,
    body: form,
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookiesOf(csrf).join("; ") },
  });
  return cookiesOf(answer).find((c) => /session-token=/.test(c) && !/session-token=$/.test(c));
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** Every file under `dir` whose mode lets anyone but the owner read it. */
function filesOpenToOthers(dir: string): string[] {
  const open: string[] = [];
  const visit = (path: string) => {
    const stat = statSync(path);
    if ((stat.mode & 0o077) !== 0) open.push(`${path} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const entry of readdirSync(path)) visit(join(path, entry));
  };
  visit(dir);
  return open;
}

function textFilesUnder(dir: string): string[] {
  const out: string[] = [];
  const visit = (path: string) => {
    const stat = statSync(path);
    if (stat.isDirectory()) for (const entry of readdirSync(path)) visit(join(path, entry));
    else if (/\.(log|jsonl?|txt)$/.test(path) && stat.size < 200_000_000) out.push(path);
  };
  visit(dir);
  return out;
}

function probes(a: z.infer<typeof argsSchema>): Probe[] {
  const base = a.url;
  const trpc = (procedure: string) => `/api/trpc/${procedure}`;
  const turn = (text: string) => json({ json: { tenant: a.tenant, text } });
  return [
    {
      finding: "1 · personal data in logs",
      probe: "a typed turn with a name, birth date, street, card and patient number; grep every log file for them",
      before: "the whole sentence in app.log as `utterance`",
      async run() {
        const secret = "Marie Dubois-Probe";
        const text = `Ik ben ${secret}, geboren op 12 maart 1961, Kerkstraat 12 Hasselt, kaart 4111 1111 1111 1111, patiëntnummer 123456789. Waar is oncologie?`;
        const answer = await send(base, trpc("cognition.turn"), { method: "POST", ...turn(text) });
        const hits = [...textFilesUnder(a["data-dir"]), ...textFilesUnder(a["log-dir"])].filter((f) => {
          const content = readFileSync(f, "utf8");
          return content.includes("Dubois-Probe") || content.includes("4111 1111") || content.includes("123456789");
        });
        return {
          now: `turn ${answer.status}; log files holding any of it: ${hits.length === 0 ? "none" : hits.join(", ")}`,
          ok: answer.status === 200 && hits.length === 0,
        };
      },
    },
    {
      finding: "1 · file modes",
      probe: "mode of every file and folder under the data dir and the log dir",
      before: "logs 0644, database files 0666",
      async run() {
        const open = [...filesOpenToOthers(a["data-dir"]), ...filesOpenToOthers(a["log-dir"])];
        return {
          now:
            open.length === 0
              ? "every file 0600, every folder 0700"
              : `open to others: ${open.slice(0, 5).join("; ")}${open.length > 5 ? ` (+${open.length - 5})` : ""}`,
          ok: open.length === 0,
        };
      },
    },
    {
      finding: "2 · superjson meta",
      probe: 'public turn with `"meta":{"values":{"text":"bigint"}}`',
      before: "stack overflow, 0.2–1.4 s per request, internal message in the 400",
      async run() {
        const body = JSON.stringify({ json: { tenant: a.tenant, text: "x".repeat(2000) }, meta: { values: { text: "bigint" } } });
        const r = await send(base, trpc("cognition.turn"), { method: "POST", body, headers: { "content-type": "application/json" } });
        const internal = /stack|destructure|superjson/i.test(r.body);
        return {
          now: `${r.status} in ${r.ms.toFixed(0)} ms${internal ? ", internal words in the body" : ""}`,
          ok: r.status >= 400 && r.status < 500 && !internal && r.ms < 200,
        };
      },
    },
    {
      finding: "2 · null body",
      probe: "public turn with the body `null`",
      before: "`Cannot destructure property 'json'…`",
      async run() {
        const r = await send(base, trpc("cognition.turn"), { method: "POST", body: "null", headers: { "content-type": "application/json" } });
        return { now: `${r.status}: ${r.body.slice(0, 90)}`, ok: r.status === 400 && !/destructure/i.test(r.body) };
      },
    },
    {
      finding: "2 · body size",
      probe: "a 16 MB body to the public turn",
      before: "parsed (1 GB resident)",
      async run() {
        const r = await send(base, trpc("cognition.turn"), {
          method: "POST",
          body: Buffer.alloc(16 * 1024 * 1024, 0x61),
          headers: { "content-type": "application/json" },
        });
        return {
          now: r.status === -1 ? "connection closed before the body was read" : `${r.status} in ${r.ms.toFixed(0)} ms`,
          ok: r.status === 413 || r.status === -1,
        };
      },
    },
    {
      finding: "2 · batch size",
      probe: "700 `invitation.accept` calls in one anonymous batch",
      before: "all run, 3.25 s",
      async run() {
        const names = Array.from({ length: 700 }, () => "invitation.accept").join(",");
        const input = Object.fromEntries(Array.from({ length: 700 }, (_, i) => [i, { json: { token: "x".repeat(43) } }]));
        const r = await send(base, `${trpc(names)}?batch=1`, { method: "POST", ...json(input), from: "127.0.0.9" });
        return { now: `${r.status} in ${r.ms.toFixed(0)} ms`, ok: r.status >= 400 && r.ms < 1000 };
      },
    },
    {
      finding: "2 · rate limit before validation",
      probe: "300 invalid `speech.classify` requests from one address",
      before: "invalid requests not counted; `speech.*` unlimited",
      async run() {
        const statuses: number[] = [];
        for (let i = 0; i < 300; i++) statuses.push((await send(base, `${trpc("speech.classify")}?input=%7B%7D`, { from: "127.0.0.7" })).status);
        const limited = statuses.filter((s) => s === 429).length;
        return { now: `${limited} of 300 answered 429 (first at #${statuses.indexOf(429) + 1})`, ok: limited > 0 };
      },
    },
    {
      finding: "3 · lockout by a stranger",
      probe: "6 wrong passwords for the admin from 127.0.0.2, then the right one from 127.0.0.3",
      before: "account locked 15 min for everyone",
      async run() {
        for (let i = 0; i < 6; i++) await signIn(base, a.email, `wrong-${i}-password`, "127.0.0.2");
        const cookie = await signIn(base, a.email, a.password, "127.0.0.3");
        return { now: cookie ? "the admin signs in from the other address" : "the admin cannot sign in", ok: cookie !== undefined };
      },
    },
    {
      finding: "3 · account enumeration by timing",
      probe: "median time of 9 failed sign-ins, unknown e-mail vs the admin's, each from an address of its own",
      before: "≈ 11 ms unknown vs 40–90 ms real",
      async run() {
        // Each try from an address of its own, the two accounts taking turns: a repeated pair is
        // answered by the throttle (no password check at all) once its delay runs, and which tries
        // it catches depends on the clock, so nine tries from one address timed the throttle, not
        // the check (2026-11-28: unknown 55 ms, real 15 ms). Taking turns spreads the machine's load
        // over both.
        const tries = { unknown: [] as number[], known: [] as number[] };
        for (let i = 0; i < 9; i++) {
          for (const [who, email, net] of [
            ["unknown", "nobody-here@example.org", 4],
            ["known", a.email, 5],
          ] as const) {
            const started = performance.now();
            await signIn(base, email, `not-the-password-${i}`, `127.0.${net}.${10 + i}`);
            tries[who].push(performance.now() - started);
          }
        }
        const unknown = median(tries.unknown);
        const known = median(tries.known);
        const ratio = known / unknown;
        return { now: `unknown ${unknown.toFixed(0)} ms, real ${known.toFixed(0)} ms (×${ratio.toFixed(2)})`, ok: ratio > 0.67 && ratio < 1.5 };
      },
    },
    {
      finding: "4 · session after sign-out",
      probe: "sign in, keep the cookie, sign out, use the kept cookie from another address",
      before: "the copied cookie works for 8 hours",
      async run() {
        const cookie = await signIn(base, a.email, a.password, "127.0.0.6");
        if (!cookie) return { now: "could not sign in", ok: false };
        const before = await send(base, trpc("account.overview"), { headers: { cookie } });
        const csrf = await send(base, "/api/auth/csrf", { headers: { cookie } });
        const token = (JSON.parse(csrf.body) as { csrfToken: string }).csrfToken;
        await send(base, "/api/auth/signout", {
          method: "POST",
          body: new URLSearchParams({ csrfToken: token, callbackUrl: base }).toString(),
          headers: { "content-type": "application/x-www-form-urlencoded", cookie: [cookie, ...cookiesOf(csrf)].join("; ") },
        });
        const after = await send(base, trpc("account.overview"), { headers: { cookie }, from: "127.0.0.8" });
        return { now: `before sign-out ${before.status}, after ${after.status}`, ok: before.status === 200 && after.status === 401 };
      },
    },
    {
      finding: "4 · headers",
      probe: "response headers of the talk page and of the API",
      before: "no CSP, no frame-ancestors/X-Frame-Options, no nosniff, no Referrer-Policy; X-Powered-By sent",
      async run() {
        const missing: string[] = [];
        for (const path of [`/talk/${a.tenant}`, trpc("health.ping")]) {
          const h = (await send(base, path)).headers;
          if (!/frame-ancestors 'none'/.test(String(h["content-security-policy"] ?? ""))) missing.push(`${path}: CSP frame-ancestors`);
          if (h["x-frame-options"] !== "DENY") missing.push(`${path}: X-Frame-Options`);
          if (h["x-content-type-options"] !== "nosniff") missing.push(`${path}: nosniff`);
          if (!h["referrer-policy"]) missing.push(`${path}: Referrer-Policy`);
          if (h["x-powered-by"]) missing.push(`${path}: X-Powered-By sent`);
        }
        return {
          now: missing.length === 0 ? "CSP with frame-ancestors 'none', DENY, nosniff, Referrer-Policy on both; no X-Powered-By" : missing.join("; "),
          ok: missing.length === 0,
        };
      },
    },
    {
      finding: "5 · conversation key as capability",
      probe: "a web call's room name sent as the public chat's conversation",
      before: "the turn is appended to the call and inherits its state",
      async run() {
        const join = await send(base, trpc("webCall.join"), { method: "POST", ...json({ json: { tenant: a.tenant } }) });
        const room =
          join.status === 200
            ? (JSON.parse(join.body) as { result: { data: { json: { room: string } } } }).result.data.json.room
            : "call-lindenhof-0123456789ab";
        const r = await send(base, trpc("cognition.turn"), {
          method: "POST",
          ...json({ json: { tenant: a.tenant, conversation: room, text: "Waar is de kapel?" } }),
        });
        return {
          now: `${r.status}: ${r.body.includes("not a conversation token") ? "not a conversation token" : r.body.slice(0, 80)}`,
          ok: r.status === 400 || r.status === 403,
        };
      },
    },
    {
      finding: "7 · LiveKit keys",
      probe: "the API key in a browser call's token",
      before: "`npm start`'s LiveKit used the public devkey/secret",
      async run() {
        const join = await send(base, trpc("webCall.join"), { method: "POST", ...json({ json: { tenant: a.tenant } }) });
        if (join.status !== 200) return { now: `webCall.join ${join.status}`, ok: false };
        const token = (JSON.parse(join.body) as { result: { data: { json: { token: string } } } }).result.data.json.token;
        const iss = (JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString("utf8")) as { iss: string }).iss;
        return { now: iss === "devkey" ? "devkey" : "a key generated into the data dir", ok: iss !== "devkey" };
      },
    },
  ];
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      url: { type: "string" },
      email: { type: "string" },
      password: { type: "string" },
      "data-dir": { type: "string" },
      "log-dir": { type: "string" },
      tenant: { type: "string" },
    },
  });
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success) {
    console.error(
      `usage: npm run probe:security -- --url <app> --email <admin> --password <pw> --data-dir <dir> --log-dir <dir>\n${z.prettifyError(parsed.error)}`,
    );
    process.exit(2);
  }
  const rows: string[] = ["| finding | probe | before (issue 22) | now | |", "|---|---|---|---|---|"];
  let failed = 0;
  for (const probe of probes(parsed.data)) {
    let result: { now: string; ok: boolean };
    try {
      result = await probe.run();
    } catch (err) {
      result = { now: `probe failed: ${(err as Error).message}`, ok: false };
    }
    if (!result.ok) failed += 1;
    rows.push(`| ${probe.finding} | ${probe.probe} | ${probe.before} | ${result.now.replace(/\|/g, "\\|")} | ${result.ok ? "✓" : "✗"} |`);
    console.error(`[probe] ${probe.finding}: ${result.ok ? "as described" : "NOT as described"}`);
  }
  console.log(rows.join("\n"));
  process.exit(failed === 0 ? 0 : 1);
}

await main();
