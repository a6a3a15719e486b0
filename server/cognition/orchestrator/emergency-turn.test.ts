/**
 * The emergency class through a whole turn on the demo tenant: the reply, what does not happen
 * (retrieval, model, transfer, disclaimer), persistence and telemetry, the language lock, and the
 * navigational near misses that must still be answered.
 */
import { eq } from "drizzle-orm";
import OpenAI from "openai";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LANGUAGES, type Lang } from "~/lib/lang";
import type { DatabaseHandle } from "~/server/db";
import { createDemoDatabase } from "~/testkit/db/test-database";
import { conversationMessages, conversations, pipelineTelemetry } from "~/server/db/schema";
import { createLocalEmbedder } from "~/server/knowledge/embedding/local-hash";
import type { Embedder } from "~/server/knowledge/embedding";
import { endConversationByCaller } from "./conversation-store";
import { runTurn, settlePersistence, streamTurn, type TurnDeps } from "./index";

let h: DatabaseHandle;
let offline: TurnDeps;
/** Counts what an emergency turn must never reach: the embedder (retrieval) and the model. */
const reached = { embedder: 0, model: 0 };
let guarded: TurnDeps;

beforeAll(async () => {
  h = await createDemoDatabase();
  const embedder = createLocalEmbedder();
  offline = { db: h.db, embedder, llm: null };
  const countingEmbedder: Embedder = {
    model: embedder.model,
    dimension: embedder.dimension,
    embed: (texts, role) => {
      reached.embedder += 1;
      return embedder.embed(texts, role);
    },
  };
  const client = new OpenAI({
    apiKey: "test",
    baseURL: "http://127.0.0.1:9/v1",
    maxRetries: 0,
    fetch: () => {
      reached.model += 1;
      return Promise.reject(new Error("the model must not be called"));
    },
  });
  guarded = { db: h.db, embedder: countingEmbedder, llm: { client, model: "test", timeoutMs: 2000, maxToolIterations: 3 } };
}, 120_000);

afterAll(async () => {
  await settlePersistence();
  await h?.close();
});

const turn = (deps: TurnDeps, conversation: string, text: string, lang?: Lang) =>
  runTurn(deps, { tenant: "lindenhof", conversation, text, lang, channel: "cli" });

const EMERGENCY_SAID: Record<Lang, { text: string; first: string }> = {
  nl: { text: "Mijn vader is bewusteloos", first: "Hang nu op en bel meteen 1, 1, 2." },
  en: { text: "I have chest pain and I can't breathe", first: "Hang up now and call 1, 1, 2 straight away." },
  fr: { text: "Mon bébé ne respire plus", first: "Raccrochez et appelez tout de suite le 1, 1, 2." },
  it: { text: "Mio padre è svenuto e non risponde", first: "Riattacchi e chiami subito il 1, 1, 2." },
};

describe.each(LANGUAGES)("an emergency turn (%s)", (lang) => {
  it("is answered at once with the fixed reply: the instruction first, 112 said twice, nothing else", async () => {
    const before = { ...reached };
    const r = await turn(guarded, `emergency-${lang}`, EMERGENCY_SAID[lang].text, lang);
    expect(r).toMatchObject({ class: "EMERGENCY", path: "prefilter", action: "none", disclaimer: false, citations: [], language: lang, intent: null });
    expect(r.sentences[0]).toBe(EMERGENCY_SAID[lang].first);
    expect(r.spoken.match(/1, 1, 2/g)).toHaveLength(2);
    expect(r.spoken).not.toContain("011"); // no helpdesk number, no transfer offer
    expect(reached).toEqual(before);
  });

  it("names the tenant's crisis line (1813) after 112 when the caller voices suicidal intent", async () => {
    const said = { nl: "Ik wil niet meer leven", en: "I want to kill myself", fr: "Je veux me suicider", it: "Non voglio più vivere" }[lang];
    const r = await turn(offline, `crisis-${lang}`, said, lang);
    expect(r.class).toBe("EMERGENCY");
    expect(r.sentences).toHaveLength(3);
    expect(r.sentences[1]).toContain("1, 8, 1, 3");
  });
});

describe("emergency turns, beyond the reply", () => {
  it("are persisted with their class and counted in the telemetry row", async () => {
    await turn(offline, "emergency-persisted", "Mijn dochter heeft een epileptische aanval", "nl");
    await settlePersistence();
    const [conv] = await h.db.select().from(conversations).where(eq(conversations.externalId, "emergency-persisted"));
    const [message] = await h.db.select().from(conversationMessages).where(eq(conversationMessages.conversationId, conv!.id));
    const [telemetry] = await h.db.select().from(pipelineTelemetry).where(eq(pipelineTelemetry.conversationId, conv!.id));
    expect(message).toMatchObject({ terminalClass: "EMERGENCY", path: "prefilter", action: "none", disclaimer: false });
    expect(message!.answer.startsWith("Hang nu op en bel meteen 1, 1, 2.")).toBe(true);
    // Call replay shows it as a reader reads it: the number whole, not the pauses the voice makes.
    expect(message!.answerWritten).toBe("Hang nu op en bel meteen 112. Nog eens: bel 112.");
    expect(telemetry).toMatchObject({ terminalClass: "EMERGENCY", path: "prefilter", retrievalCardinality: 0 });
    expect(conv!.disposition).toBe("emergency");
  });

  it("mark the call as an emergency for good: a later question, or the caller hanging up, does not turn it back", async () => {
    const call = "emergency-sticky";
    await turn(offline, call, "Ik krijg geen lucht", "nl");
    await turn(offline, call, "Wat zijn de bezoekuren?", "nl");
    await settlePersistence();
    await endConversationByCaller(h.db, { tenant: "lindenhof", externalId: call, channel: "cli" });
    const [conv] = await h.db.select().from(conversations).where(eq(conversations.externalId, call));
    expect(conv!.disposition).toBe("emergency");
    // An ordinary call is still "answered", and the caller hanging up still counts for it.
    await turn(offline, "ordinary-call", "Wat zijn de bezoekuren?", "nl");
    await settlePersistence();
    const [ordinary] = await h.db.select().from(conversations).where(eq(conversations.externalId, "ordinary-call"));
    expect(ordinary!.disposition).toBe("answered");
  });

  it("streams the reply's sentences and nothing before them", async () => {
    const events = [];
    for await (const e of streamTurn(offline, {
      tenant: "lindenhof",
      conversation: "emergency-streamed",
      text: "Het is een noodgeval",
      lang: "nl",
      channel: "cli",
    }))
      events.push(e);
    expect(events.map((e) => e.type)).toEqual(["sentence", "sentence", "done"]);
    expect(events[0]).toMatchObject({ type: "sentence", index: 0, text: "Hang nu op en bel meteen 1, 1, 2." });
  });

  it("cut through the language lock: a Dutch call hears an English emergency answered in English, and stays Dutch", async () => {
    const call = "emergency-locked";
    expect((await turn(offline, call, "Wat zijn de bezoekuren?", "nl")).language).toBe("nl");
    const locked = await turn(offline, call, "What are the visiting hours?");
    expect(locked.class).toBe("LANGUAGE_LOCKED");
    const r = await turn(offline, call, "Please help, my husband is not breathing");
    expect(r).toMatchObject({ class: "EMERGENCY", language: "en" });
    expect(r.spoken.startsWith("Hang up now and call 1, 1, 2")).toBe(true);
    expect((await turn(offline, call, "Hoeveel kost parkeren?")).language).toBe("nl");
  });

  it("can be heard again in full: 'kunt u dat herhalen?' repeats the emergency reply", async () => {
    const call = "emergency-repeat";
    const first = await turn(offline, call, "Ik krijg geen lucht", "nl");
    const again = await turn(offline, call, "Kunt u dat herhalen?", "nl");
    expect(again).toMatchObject({ class: "REPEAT_REQUEST", spoken: first.spoken });
  });

  it("leave the safety refusal as it was: GP, out-of-hours service and 112, with the helpdesk offer", async () => {
    const r = await turn(offline, "refusal-unchanged", "Hoeveel paracetamol mag ik nemen?", "nl");
    expect(r.class).toBe("SAFETY_REFUSAL");
    expect(r.spoken).toMatch(/huisarts/);
    expect(r.spoken).toMatch(/1733/);
    expect(r.spoken).toMatch(/112/);
    expect(r.spoken).toMatch(/011, 30, 40, 00/);
  });
});

/** The website's typed chat: cognition.turn fixes its channel to "web". */
const chat = (conversation: string, text: string, lang: Lang) => runTurn(offline, { tenant: "lindenhof", conversation, text, lang, channel: "web" });

describe.each(LANGUAGES)("typed in the talk page's chat (%s)", (lang) => {
  it("an emergency tells the reader to call 112 first, in digits, with nothing to hang up", async () => {
    const r = await chat(`typed-emergency-${lang}`, EMERGENCY_SAID[lang].text, lang);
    expect(r).toMatchObject({ class: "EMERGENCY", path: "prefilter", action: "none", language: lang });
    expect(r.sentences[0]).toMatch(/\b112\b/);
    expect(r.spoken).not.toContain("1, 1, 2");
    expect(r.spoken).not.toContain(EMERGENCY_SAID[lang].first.split(" ")[0]!); // "Hang", "Raccrochez", "Riattacchi" …
  });

  it("asking for a person gives reception's number and says it is below, instead of 'putting you through'", async () => {
    const ask = {
      nl: "Ik wil met een medewerker spreken",
      en: "I want to speak to a person",
      fr: "Je veux parler à quelqu'un",
      it: "Voglio parlare con una persona",
    }[lang];
    const typed = await chat(`typed-handoff-${lang}`, ask, lang);
    const spoken = await turn(offline, `spoken-handoff-${lang}`, ask, lang);
    expect(typed).toMatchObject({ class: "HANDOFF_REQUEST", action: "transfer" });
    expect(spoken).toMatchObject({ class: "HANDOFF_REQUEST", action: "transfer" });
    expect(typed.spoken).toMatch(/011, 30, 40, 00/);
    expect(typed.spoken).toMatch({ nl: /hieronder/, en: /below/, fr: /ci-dessous/, it: /qui sotto/ }[lang]);
    expect(typed.spoken).not.toBe(spoken.spoken);
  });
});

/** The near misses, in every language: answered, never the emergency reply nor a refusal. */
const NEAR_MISSES: Record<Lang, { whereIsEd: string; others: string[] }> = {
  nl: {
    whereIsEd: "Waar is de spoedafdeling?",
    others: [
      "Mijn vader had vorig jaar een hartinfarct, waar is de hartrevalidatie?",
      "Hoe laat is de cardioloog er?",
      "Ik wil een afspraak voor mijn knieklachten",
      "Is de spoed open op zondag?",
    ],
  },
  en: {
    whereIsEd: "Where is the emergency department?",
    others: [
      "My father had a heart attack last year, where is cardiac rehabilitation?",
      "What time is the cardiologist in?",
      "I'd like an appointment for my knee problems",
      "Is the emergency department open on Sunday?",
    ],
  },
  fr: {
    whereIsEd: "Où se trouvent les urgences ?",
    others: [
      "Mon père a eu un infarctus l'année dernière, où est la revalidation cardiaque ?",
      "À quelle heure le cardiologue est-il là ?",
      "Je voudrais un rendez-vous pour mes douleurs au genou",
      "Les urgences sont-elles ouvertes le dimanche ?",
    ],
  },
  it: {
    whereIsEd: "Dov'è il pronto soccorso?",
    others: [
      "Mio padre ha avuto un infarto l'anno scorso, dov'è la riabilitazione cardiaca?",
      "A che ora c'è il cardiologo?",
      "Vorrei un appuntamento per il dolore al ginocchio",
      "Il pronto soccorso è aperto la domenica?",
    ],
  },
};

describe.each(LANGUAGES)("near misses stay navigational (%s)", (lang) => {
  it("'where is the emergency department' gets its address, in the caller's language", async () => {
    const r = await turn(offline, `near-ed-${lang}`, NEAR_MISSES[lang].whereIsEd, lang);
    expect(r).toMatchObject({ class: "FALLTHROUGH", path: "capability", intent: "department_location", language: lang });
    expect(r.spoken).toMatch(/Campus Lindenhof/);
    expect(r.spoken).toMatch({ nl: /gelijkvloers, route 1/, en: /ground floor, route 1/, fr: /rez-de-chaussée, route 1/, it: /piano terra, route 1/ }[lang]);
  });

  it.each(NEAR_MISSES[lang].others)("%j is answered, not refused", async (text) => {
    const r = await turn(offline, `near-${lang}-${text.length}`, text, lang);
    expect(r.class).toBe("FALLTHROUGH");
    expect(r.path).not.toBe("prefilter");
  });
});
