import type { Lang, PerLang } from "~/lib/lang";
import { moduleLogger } from "~/lib/logger";
import type { TenantInfo } from "./types";

const log = moduleLogger("taxonomy.spoken_text");

/** Which per-language field of which tenant row is being spoken, for the fallback warning. */
export interface SpokenFieldRef {
  tenant: Pick<TenantInfo, "slug" | "defaultLanguage">;
  /** "department.location", "campus.directions", "faq.answer" … */
  field: string;
  /** The row's key ("cardiologie"). */
  key: string;
}

/**
 * A free-text field in the caller's language. Every word the line speaks should be in that
 * language: when the bundle lacks it, the tenant's default language is spoken instead — and
 * logged, so the hospital can fill the gap — rather than leaving the fact out.
 */
export function spokenText(values: Partial<PerLang<string>> | undefined, lang: Lang, ref: SpokenFieldRef): string | null {
  if (!values) return null;
  const own = values[lang];
  if (own) return own;
  const fallbackLang = values[ref.tenant.defaultLanguage] ? ref.tenant.defaultLanguage : (Object.keys(values)[0] as Lang | undefined);
  if (!fallbackLang) return null;
  log.warn({ tenant: ref.tenant.slug, field: ref.field, key: ref.key, lang, spokenIn: fallbackLang }, "spoken_field_fallback");
  return values[fallbackLang] ?? null;
}
