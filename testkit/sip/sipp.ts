/**
 * Runs sipp (Debian `sip-tester` 3.6.1) with one of ./scenarios/*.xml and reports what happened.
 *
 * The scenarios take, besides sipp's own -s (dialled number):
 *   -key caller <E.164>          the caller's number (From user part)
 *   -key rtp_sink_port <port>    the RTP port offered in SDP: where the bridge sends the line's audio
 *   -d <ms>                      how long the caller stays on the line after the question starts
 * and stream `question.ulaw` from sipp's working directory (8 kHz µ-law, raw) — see caller-audio.ts.
 */
import { randomBytes } from "node:crypto";
import { createSocket } from "node:dgram";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { startProcess } from "../process/processes";
import { freeUdpPort } from "../process/free-ports";

export const SCENARIO_DIR = fileURLToPath(new URL("./scenarios/", import.meta.url));

export type ScenarioName = "call-audio-bye" | "call-signalled" | "call-signalled-twice" | "refer-accept" | "refer-reject" | "refer-fail-notify";

export interface SippOptions {
  scenario: ScenarioName;
  /** `host:port` of the SIP bridge. */
  target: string;
  /** The number dialled (Request-URI and To user part). */
  dialled: string;
  caller: string;
  rtpSinkPort: number;
  /** Holds `question.ulaw`; sipp runs here and writes its logs here. */
  workDir: string;
  /** sipp -d: ms the caller stays on the line after the question starts (pauses without a value). */
  durationMs: number;
  /** Total calls (-m), at most `concurrent` at once (-l), started at `ratePerSecond` (-r). */
  calls?: number;
  concurrent?: number;
  ratePerSecond?: number;
  /** sipp's own global timeout; the run fails when it is reached. */
  timeoutMs?: number;
  /** File name prefix of this run's logs inside workDir. */
  name?: string;
  /** sipp's local SIP port (-p); default: a free one. (sipp's own default is 5060 when free.) */
  localPort?: number;
  /** sipp's address (-i, also its RTP address); default 127.0.0.1. Any 127.x.y.z works on Linux. */
  localIp?: string;
  /** sipp -cid_str: the Call-ID pattern (%u = call number, %s = local address). */
  callIdPattern?: string;
}

export interface SippResult {
  /** sipp's exit code: 0 all calls succeeded, 1 some failed, 97 stopped by the scenario, 99 no calls, 255 fatal. */
  code: number | null;
  successfulCalls: number;
  failedCalls: number;
  /** Every SIP message sipp sent and received (-trace_msg). */
  messages: string;
  /** Unexpected messages and errors (-trace_err). */
  errors: string;
  /** The final statistics screen. */
  screen: string;
  /** What the scenario's <log> actions wrote (-trace_logs), e.g. the REFER's Refer-To. */
  actions: string;
  logFiles: { messages: string; errors: string; screen: string; log: string; output: string };
}

/** Pure: the command line. */
export function sippArgs(o: SippOptions, files: { messages: string; errors: string; screen: string; log: string }): string[] {
  const scenarioFile = join(SCENARIO_DIR, `${o.scenario}.xml`);
  const calls = o.calls ?? 1;
  return [
    o.target,
    "-sf",
    scenarioFile,
    "-s",
    o.dialled,
    "-i",
    o.localIp ?? "127.0.0.1",
    ...(o.localPort !== undefined ? ["-p", String(o.localPort)] : []),
    "-m",
    String(calls),
    "-l",
    String(o.concurrent ?? calls),
    "-r",
    String(o.ratePerSecond ?? 10),
    "-d",
    String(o.durationMs),
    "-key",
    "caller",
    o.caller,
    "-key",
    "rtp_sink_port",
    String(o.rtpSinkPort),
    "-timeout",
    `${Math.ceil((o.timeoutMs ?? 60_000) / 1000)}s`,
    "-timeout_error",
    "-nostdin",
    "-trace_msg",
    "-message_file",
    files.messages,
    "-trace_err",
    "-error_file",
    files.errors,
    "-trace_screen",
    "-screen_file",
    files.screen,
    "-trace_logs",
    "-log_file",
    files.log,
    ...(o.callIdPattern !== undefined ? ["-cid_str", o.callIdPattern] : []),
  ];
}

/** Pure: the cumulative "Successful call" / "Failed call" counts of sipp's final screen. */
export function parseSippScreen(screen: string): { successfulCalls: number; failedCalls: number } {
  const cumulative = (label: string): number => {
    const lines = screen.split("\n").filter((l) => l.trimStart().startsWith(label));
    const last = lines.at(-1);
    const cells = last?.split("|") ?? [];
    return Number((cells[2] ?? "").trim()) || 0;
  };
  return { successfulCalls: cumulative("Successful call"), failedCalls: cumulative("Failed call") };
}

function readIfExists(file: string): string {
  return existsSync(file) ? readFileSync(file, "utf8") : "";
}

/** A sipp run in progress. */
export interface RunningSipp {
  /** sipp's SIP port (-p). */
  localPort: number;
  /** The Call-ID of the n-th call (1-based) of this run. */
  callId(callNumber?: number): string;
  /**
   * Sends a SIP INFO into a call's dialog: the next step of the `call-signalled` scenario (ask,
   * then hang up). Resolves once sipp answered it, so the step has started when it returns.
   */
  signal(callNumber?: number, timeoutMs?: number): Promise<void>;
  /** When sipp has exited, what happened. */
  result: Promise<SippResult>;
}

export async function runSipp(o: SippOptions): Promise<SippResult> {
  return (await startSipp(o)).result;
}

export async function startSipp(o: SippOptions): Promise<RunningSipp> {
  mkdirSync(o.workDir, { recursive: true });
  if (!existsSync(join(o.workDir, "question.ulaw"))) throw new Error(`${o.workDir}/question.ulaw is missing (writeCallerQuestion makes it)`);
  const name = o.name ?? o.scenario;
  const files = {
    messages: resolve(o.workDir, `${name}.messages.log`),
    errors: resolve(o.workDir, `${name}.errors.log`),
    screen: resolve(o.workDir, `${name}.screen.log`),
    log: resolve(o.workDir, `${name}.actions.log`),
    output: resolve(o.workDir, `${name}.sipp.out`),
  };
  // A run that reuses a work directory must not read the last run's trace before sipp rewrites it:
  // a caller polling the message trace took an old call's RTP port for a new call (docs/benchmarks.md).
  for (const file of Object.values(files)) rmSync(file, { force: true });
  const localPort = o.localPort ?? (await freeUdpPort());
  const localIp = o.localIp ?? "127.0.0.1";
  // A Call-ID the test knows (to signal into the dialog), unique across runs against one bridge.
  const callIdPrefix = `${name.replace(/[^\w-]/g, "")}-${randomBytes(4).toString("hex")}`;
  const proc = startProcess(`sipp ${name}`, "sipp", sippArgs({ ...o, localPort, callIdPattern: `${callIdPrefix}-%u@%s` }, files), {
    cwd: o.workDir,
    env: { PATH: process.env.PATH ?? "/usr/bin:/bin", TERM: "dumb" } as Record<string, string> as NodeJS.ProcessEnv,
    logFile: files.output,
  });
  const result = proc.exited.then(({ code }): SippResult => {
    if (code === null && /spawn failed/.test(proc.tail())) {
      throw new Error("sipp could not run: install it with `bash scripts/setup/apt-packages.sh sip-tester`");
    }
    const screen = readIfExists(files.screen);
    return {
      code,
      ...parseSippScreen(screen),
      messages: readIfExists(files.messages),
      errors: readIfExists(files.errors),
      screen,
      actions: readIfExists(files.log),
      logFiles: files,
    };
  });
  const callId = (callNumber = 1) => `${callIdPrefix}-${callNumber}@${localIp}`;
  let cseq = 100;
  const signal = (callNumber = 1, timeoutMs = 5_000) =>
    sendInfo({
      host: localIp,
      port: localPort,
      callId: callId(callNumber),
      cseq: cseq++,
      caller: o.caller,
      sippPid: proc.pid,
      callNumber,
      timeoutMs,
      messagesFile: files.messages,
    });
  return { localPort, callId, signal, result };
}

/** Pure: an in-dialog INFO to sipp (it matches calls by Call-ID; the tags only have to look right). */
export function infoRequest(o: {
  host: string;
  port: number;
  callId: string;
  cseq: number;
  caller: string;
  via: string;
  branch: string;
  sippTag: string;
}): string {
  return [
    `INFO sip:${o.caller}@${o.host}:${o.port} SIP/2.0`,
    `Via: SIP/2.0/UDP ${o.via};branch=z9hG4bK${o.branch}`,
    `From: <sip:voicedesk-test@${o.host}>;tag=voicedesk-test`,
    `To: <sip:${o.caller}@${o.host}:${o.port}>;tag=${o.sippTag}`,
    `Call-ID: ${o.callId}`,
    `CSeq: ${o.cseq} INFO`,
    "Max-Forwards: 70",
    "Content-Length: 0",
    "",
    "",
  ].join("\r\n");
}

/**
 * sipp answers the INFO towards the call's remote address (the bridge), not to the sender, so its
 * 200 never comes back here: the step is confirmed from sipp's own message trace instead.
 */
async function sendInfo(o: {
  host: string;
  port: number;
  callId: string;
  cseq: number;
  caller: string;
  sippPid: number;
  callNumber: number;
  timeoutMs: number;
  messagesFile: string;
}) {
  const socket = createSocket("udp4");
  try {
    await new Promise<void>((res, rej) => {
      socket.once("error", rej);
      socket.bind(0, o.host, () => res());
    });
    const branch = randomBytes(6).toString("hex");
    const request = infoRequest({ ...o, via: `${o.host}:${socket.address().port}`, branch, sippTag: `${o.sippPid}SIPpTag00${o.callNumber}` });
    await new Promise<void>((res, rej) => socket.send(request, o.port, o.host, (err) => (err ? rej(err) : res())));
  } finally {
    socket.close();
  }
  const deadline = Date.now() + o.timeoutMs;
  const answered = () =>
    sippMessages(readIfExists(o.messagesFile)).some((m) => m.direction === "sent" && m.status === 200 && m.text.includes(`CSeq: ${o.cseq} INFO`));
  while (!answered()) {
    if (Date.now() > deadline) throw new Error(`sipp did not take the INFO for ${o.callId} within ${o.timeoutMs} ms (call not up, or already over?)`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
export interface SippMessage {
  direction: "sent" | "received";
  /** The SIP message, start line first. */
  text: string;
  /** "INVITE", "BYE" … for requests; "200", "603" … for responses. */
  method?: string;
  status?: number;
  /** CSeq method (tells whose response a status is). */
  cseqMethod?: string;
  callId?: string;
  /** When sipp logged it (ms since the epoch, local time as sipp printed it). */
  loggedAt?: number;
}

/** Pure: the SIP messages of a -trace_msg log, in order. */
export function sippMessages(log: string): SippMessage[] {
  const out: SippMessage[] = [];
  const parts = log.split(/^-{10,} *(.*)$/m);
  // split() with a capture group alternates: text before the first separator, stamp, block, stamp, block …
  for (let i = 1; i < parts.length; i += 2) {
    const stamp = parts[i]!.trim();
    const block = parts[i + 1] ?? "";
    const loggedAt = Date.parse(stamp.replace(" ", "T").replace(/(\.\d{3})\d*$/, "$1"));
    const direction = /message sent/.exec(block) ? "sent" : /message received/.exec(block) ? "received" : undefined;
    const start = block.search(/^(?:[A-Z]+ \S+ SIP\/2\.0|SIP\/2\.0 \d{3})/m);
    if (direction === undefined || start === -1) continue;
    const text = block.slice(start).trim();
    const first = text.split(/\r?\n/, 1)[0]!;
    const response = /^SIP\/2\.0 (\d{3})/.exec(first);
    const cseqMethod = /^CSeq:\s*\d+\s+(\S+)/im.exec(text)?.[1];
    const callId = /^Call-ID:\s*(\S+)/im.exec(text)?.[1];
    out.push({
      direction,
      text,
      ...(response ? { status: Number(response[1]) } : { method: first.split(" ", 1)[0] }),
      ...(cseqMethod !== undefined ? { cseqMethod } : {}),
      ...(callId !== undefined ? { callId } : {}),
      ...(Number.isFinite(loggedAt) ? { loggedAt } : {}),
    });
  }
  return out;
}

/** Pure: a header's value in one SIP message (first occurrence, case-insensitive name). */
export function sipHeader(message: string, name: string): string | undefined {
  const re = new RegExp(`^${name}:\\s*(.*)$`, "im");
  return re.exec(message)?.[1]?.trim();
}
