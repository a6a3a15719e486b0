/**
 * A typed question the pages cannot answer: in the talk page's chat the line cannot put anyone
 * through, so its offer is reception's number, and "yes" gets the number (shown as a card below),
 * in every language. On the demo hospital, offline (hashing embedder, extractive answers).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LANGUAGES, type Lang } from "~/lib/lang";
import type { DatabaseHandle } from "~/server/db";
import { createDemoDatabase } from "~/testkit/db/test-database";
import { createLocalEmbedder } from "~/server/knowledge/embedding/local-hash";
import { runTurn, settlePersistence, type TurnDeps } from "./index";

let h: DatabaseHandle;
let deps: TurnDeps;
beforeAll(async () => {
  h = await createDemoDatabase();
  deps = { db: h.db, embedder: createLocalEmbedder(), llm: null };
});
afterAll(async () => {
  await settlePersistence();
  await h?.close();
});

const ASKED: Record<Lang, { question: string; yes: string; offer: RegExp; putThrough: RegExp }> = {
  nl: { question: "Wie won de Tour de France vorig jaar?", yes: "ja graag", offer: /nummer van het onthaal/, putThrough: /doorverbind/ },
  en: { question: "Is there a hairdresser in the hospital?", yes: "yes please", offer: /reception's number/, putThrough: /put you through/ },
  fr: { question: "Y a-t-il un coiffeur à l'hôpital ?", yes: "oui merci", offer: /numéro de l'accueil/, putThrough: /vous passe/ },
  it: { question: "C'è un parrucchiere in ospedale?", yes: "sì grazie", offer: /numero dell'accoglienza/, putThrough: /metta in contatto/ },
};

describe.each(LANGUAGES)("a typed question the pages cannot answer (%s)", (lang) => {
  const { question, yes, offer, putThrough } = ASKED[lang];
  const typed = (conversation: string, text: string) => runTurn(deps, { tenant: "lindenhof", conversation, text, lang, channel: "web" });

  it("offers reception's number, not to put the reader through; 'yes' gives the number", async () => {
    const first = await typed(`typed-offer-${lang}`, question);
    expect(first.found).toBe(false);
    expect(first.spoken).toMatch(offer);
    expect(first.spoken).not.toMatch(putThrough);
    const accepted = await typed(`typed-offer-${lang}`, yes);
    expect(accepted).toMatchObject({ class: "OFFER_ACCEPTED", action: "transfer" });
    expect(accepted.spoken).toMatch(/011, 30, 40, 00/);
  });

  it("still offers to put a caller through on a call", async () => {
    const spoken = await runTurn(deps, { tenant: "lindenhof", conversation: `spoken-offer-${lang}`, text: question, lang, channel: "sip" });
    expect(spoken.found).toBe(false);
    expect(spoken.spoken).toMatch(putThrough);
  });
});
