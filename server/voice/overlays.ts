import { eq } from "drizzle-orm";
import type { Db } from "../db";
import { tenantOverlays } from "../db/schema";
import type { Lang } from "../lang";
import { moduleLogger } from "../logger";

const log = moduleLogger("voice.overlays");

export interface Mishear {
  match: string;
  replacement: string;
  /** null: applies in every language. */
  lang: Lang | null;
}

export interface VoiceOverlay {
  mishears: Mishear[];
  /** Words the recogniser is biased towards (doctor and department names, campuses). */
  keywords: string[];
  /** Written form → how the synthesiser should say it. */
  pronunciations: Mishear[];
}

export async function loadVoiceOverlay(db: Db, tenantId: string): Promise<VoiceOverlay> {
  const rows = await db.select().from(tenantOverlays).where(eq(tenantOverlays.tenantId, tenantId));
  const pairs = (kind: "stt_mishear" | "pronunciation") =>
    rows.filter((r) => r.kind === kind && r.replacement !== null).map((r) => ({ match: r.match, replacement: r.replacement!, lang: r.lang }));
  const overlay = { mishears: pairs("stt_mishear"), keywords: rows.filter((r) => r.kind === "stt_keyword").map((r) => r.match), pronunciations: pairs("pronunciation") };
  log.info({ tenantId, mishears: overlay.mishears.length, keywords: overlay.keywords.length, pronunciations: overlay.pronunciations.length }, "voice_overlay_loaded");
  return overlay;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Replace whole-word, case-insensitive occurrences of each `match` (longest first, so
 * "a z linden hof" wins over "linden hof"). Used for STT mishears before cognition and for
 * pronunciations before synthesis; the caller's page keeps the written form.
 */
export function applyReplacements(text: string, lang: Lang, pairs: readonly Mishear[]): { text: string; applied: number } {
  let out = text;
  let applied = 0;
  const ordered = pairs.filter((p) => p.lang === null || p.lang === lang).sort((a, b) => b.match.length - a.match.length);
  for (const p of ordered) {
    // Letters and digits of any script count as word characters: "hof" inside "hoffelijk" is no match.
    const re = new RegExp(`(?<![\\p{L}\\p{N}])${escape(p.match).replace(/\s+/g, "\\s+")}(?![\\p{L}\\p{N}])`, "giu");
    out = out.replace(re, () => {
      applied += 1;
      return p.replacement;
    });
  }
  return { text: out, applied };
}
