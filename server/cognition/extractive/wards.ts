import type { PerLang } from "~/lib/lang";
import { en } from "./lang/en";
import { fr } from "./lang/fr";
import { it } from "./lang/it";
import { nl } from "./lang/nl";
import { WARD_KINDS, type ExtractivePack } from "./pack";
import type { ScopeWard } from "./scope";
import { WARD_EVENTS } from "./ward-events";

const PACKS: PerLang<ExtractivePack> = { nl, en, fr, it };

/**
 * The wards nearly every hospital has, each with its names in all four languages (and the event
 * that brings its patients there, ward-events.ts: "just had a baby" names the maternity): a question
 * names a ward in the caller's language, a page in another ("Quelles sont les heures de visite
 * aux soins intensifs ?" against "Critical care unit: 11am to 12pm and 6pm to 8pm"), and a tenant
 * does not list every ward its pages speak of as a department. Added to the tenant's own wards
 * when the answer stage weighs which ward a sentence is about.
 */
export const COMMON_WARDS: readonly ScopeWard[] = WARD_KINDS.map((kind) => ({
  names: [...new Set([...Object.values(PACKS).flatMap((pack) => pack.wardNames[kind]), ...Object.values(WARD_EVENTS[kind] ?? {}).flat()])],
}));
