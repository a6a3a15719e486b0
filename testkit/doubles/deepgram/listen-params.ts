/**
 * Part of the Deepgram TEST DOUBLE. Reads the `/v1/listen` query the way Deepgram does and keeps
 * the raw parameters, so tests can assert what the agent asked for (language lock, keyterms,
 * sample rate…). Refusals follow Deepgram's: HTTP 400 with `err_code`/`err_msg`, before upgrade.
 */

export interface ListenQuery {
  /** Every parameter as sent; repeated ones (keyterm, keywords) keep their order. */
  raw: Record<string, string[]>;
  model?: string;
  language?: string;
  detectLanguage: boolean;
  encoding?: string;
  sampleRate?: number;
  channels: number;
  interimResults: boolean;
  vadEvents: boolean;
  /** Milliseconds of silence for `speech_final`, or false when the client disabled endpointing. */
  endpointing: number | false | undefined;
  utteranceEndMs?: number;
  /** Nova-3 keyterm prompts, named after the wire parameter (`keyterm=…&keyterm=…`). */
  keyterm: string[];
  /** `term:boost` strings exactly as sent. */
  keywords: string[];
  punctuate: boolean;
  smartFormat: boolean;
}

export interface ListenRefusal {
  status: number;
  errCode: string;
  errMsg: string;
}

function flag(value: string | undefined): boolean {
  return value === "true";
}

function int(value: string | undefined): number | undefined {
  if (value === undefined || !/^\d+$/.test(value)) return undefined;
  return Number(value);
}

export function readListenQuery(search: URLSearchParams): ListenQuery {
  const raw: Record<string, string[]> = {};
  for (const [key, value] of search) (raw[key] ??= []).push(value);
  const one = (key: string) => search.get(key) ?? undefined;
  const endpointingRaw = one("endpointing");
  return {
    raw,
    model: one("model"),
    language: one("language"),
    detectLanguage: flag(one("detect_language")),
    encoding: one("encoding"),
    sampleRate: int(one("sample_rate")),
    channels: int(one("channels")) ?? 1,
    interimResults: flag(one("interim_results")),
    vadEvents: flag(one("vad_events")),
    endpointing: endpointingRaw === "false" ? false : int(endpointingRaw),
    utteranceEndMs: int(one("utterance_end_ms")),
    keyterm: search.getAll("keyterm"),
    keywords: search.getAll("keywords"),
    punctuate: flag(one("punctuate")),
    smartFormat: flag(one("smart_format")),
  };
}

/** Nova-3 and its variants (nova-3-general, nova-3-medical…), not a hypothetical "nova-30". */
export function isNova3(model: string | undefined): boolean {
  return model === "nova-3" || (model?.startsWith("nova-3-") ?? false);
}

const badRequest = (errMsg: string, errCode = "INVALID_QUERY_PARAMETER"): ListenRefusal => ({ status: 400, errCode, errMsg });

/**
 * The subset of Deepgram's query validation that matters to us. The Nova-3 `keywords` refusal is
 * real (deepgram-js-sdk issues #470/#474): a config that boosts words with `keywords` on Nova-3
 * connects nowhere in production, so it must not connect here either.
 */
export function validateStreamingQuery(q: ListenQuery): ListenRefusal | undefined {
  if (isNova3(q.model) && q.keywords.length > 0) {
    return badRequest("Keywords are not supported for Nova-3. Please use `keyterm` instead.");
  }
  if (q.encoding !== undefined && q.encoding !== "linear16") {
    return badRequest(`TEST DOUBLE: encoding "${q.encoding}" is not implemented; only linear16`, "UNSUPPORTED_BY_DOUBLE");
  }
  if (q.encoding === "linear16" && q.sampleRate === undefined) {
    return badRequest("sample_rate is required when encoding is set");
  }
  if (q.encoding === undefined) {
    // Deepgram would sniff a container here; raw PCM without a declared encoding cannot be metered.
    return badRequest("TEST DOUBLE: send encoding=linear16 and sample_rate for raw audio", "UNSUPPORTED_BY_DOUBLE");
  }
  if (q.channels !== 1) {
    return badRequest(`TEST DOUBLE: ${q.channels} channels are not implemented; mono only`, "UNSUPPORTED_BY_DOUBLE");
  }
  return undefined;
}

export function validatePrerecordedQuery(q: ListenQuery): ListenRefusal | undefined {
  if (isNova3(q.model) && q.keywords.length > 0) {
    return badRequest("Keywords are not supported for Nova-3. Please use `keyterm` instead.");
  }
  return undefined;
}
