import { eq } from "drizzle-orm";
import type { Db } from "~/server/db";
import { tenantOverlays } from "~/server/db/schema";
import { moduleLogger } from "~/lib/logger";
import type { Mishear } from "~/lib/text/replacements";

export { applyReplacements, type Mishear } from "~/lib/text/replacements";

const log = moduleLogger("voice.overlays");

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
  const overlay = {
    mishears: pairs("stt_mishear"),
    keywords: rows.filter((r) => r.kind === "stt_keyword").map((r) => r.match),
    pronunciations: pairs("pronunciation"),
  };
  log.info(
    { tenantId, mishears: overlay.mishears.length, keywords: overlay.keywords.length, pronunciations: overlay.pronunciations.length },
    "voice_overlay_loaded",
  );
  return overlay;
}
