/**
 * The safety reply in a typed conversation (the talk page's chat): nobody can be put through a chat,
 * so the refusal gives reception's number instead of "shall I put you through?", on each of its
 * three paths — the pre-filter's refusal, the sentence gate stopping a model's answer mid-turn, and
 * the post-filter's own reply — in every language. A call keeps the offer to put the caller through.
 * On the demo hospital (reception 011 30 40 00), offline; the agent path's model is the OpenAI wire
 * double, scripted to comply with the ask.
 */
import OpenAI from "openai";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LANGUAGES, type Lang } from "~/lib/lang";
import type { DatabaseHandle } from "~/server/db";
import { createLocalEmbedder } from "~/server/knowledge/embedding/local-hash";
import { postFilter } from "~/server/safety";
import { createDemoDatabase } from "~/testkit/db/test-database";
import { startOpenAiDouble, type OpenAiDouble } from "~/testkit/doubles/openai/server";
import { runTurn, settlePersistence, type TurnDeps } from "./index";

let h: DatabaseHandle;
let offline: TurnDeps;
let agent: TurnDeps;
let double: OpenAiDouble;

beforeAll(async () => {
  h = await createDemoDatabase();
  double = await startOpenAiDouble();
  offline = { db: h.db, embedder: createLocalEmbedder(), llm: null };
  agent = {
    ...offline,
    llm: { client: new OpenAI({ baseURL: double.baseURL, apiKey: "test", maxRetries: 0 }), model: "test", timeoutMs: 5000, maxToolIterations: 3 },
  };
}, 120_000);

afterAll(async () => {
  await settlePersistence();
  await double?.close();
  await h?.close();
});

/** An advice ask the patterns refuse; a practical question the agent path answers; a model's answer that gives a dose. */
const SAID: Record<Lang, { ask: string; practical: string; dose: string; refusal: RegExp; putThrough: RegExp; reception: RegExp }> = {
  nl: {
    ask: "Hoeveel paracetamol mag ik nemen?",
    practical: "Hoe laat begint het bezoek op de afdeling cardiologie?",
    dose: "U mag twee tabletten van 500 mg paracetamol nemen, om de zes uur.",
    refusal: /geen medisch advies/,
    putThrough: /doorverbind/,
    reception: /onthaal bellen op 011/,
  },
  en: {
    ask: "How much paracetamol can I take?",
    practical: "What time do visiting hours start on the cardiology ward?",
    dose: "You can take two 500 mg paracetamol tablets every six hours.",
    refusal: /can't give medical advice/,
    putThrough: /put you through/,
    reception: /call our reception on 011/,
  },
  fr: {
    ask: "Combien de paracétamol je peux prendre ?",
    practical: "À quelle heure commencent les visites en cardiologie ?",
    dose: "Vous pouvez prendre deux comprimés de paracétamol de 500 mg toutes les six heures.",
    refusal: /pas donner d'avis médical/,
    putThrough: /vous passe/,
    reception: /appeler notre accueil au 011/,
  },
  it: {
    ask: "Quanto paracetamolo posso prendere?",
    practical: "A che ora iniziano le visite in cardiologia?",
    dose: "Può prendere due compresse di paracetamolo da 500 mg ogni sei ore.",
    refusal: /non posso dare consigli medici/i,
    putThrough: /metta in contatto/,
    reception: /chiamare la nostra accoglienza al numero 011/,
  },
};

/** The number as the reply is written and shaped: digits, in the groups the shaper says them in. */
const digits = (s: string) => s.replace(/[^0-9]/g, "");
const namesReception = (spoken: string) => digits(spoken).includes("011304000");

describe.each(LANGUAGES)("the safety reply to someone typing (%s)", (lang) => {
  const { ask, practical, dose, refusal, putThrough, reception } = SAID[lang];
  const typed = (deps: TurnDeps, conversation: string, text: string) => runTurn(deps, { tenant: "lindenhof", conversation, text, lang, channel: "web" });
  const called = (deps: TurnDeps, conversation: string, text: string) => runTurn(deps, { tenant: "lindenhof", conversation, text, lang, channel: "sip" });

  it("pre-filter: refuses and gives reception's number, offering nothing to put through; a bare 'yes' is no transfer", async () => {
    const r = await typed(offline, `typed-refusal-pre-${lang}`, ask);
    expect(r.path).toBe("prefilter");
    expect(r.spoken).toMatch(refusal);
    expect(r.spoken).not.toMatch(putThrough);
    expect(r.written).toMatch(reception);
    expect(namesReception(r.spoken)).toBe(true);
    expect(r.action).not.toBe("transfer");
  });

  it("pre-filter on a call: still offers to put the caller through", async () => {
    const r = await called(offline, `called-refusal-pre-${lang}`, ask);
    expect(r.spoken).toMatch(refusal);
    expect(r.spoken).toMatch(putThrough);
  });

  it("sentence gate: a model's dose is stopped, and the reader sees the refusal with reception's number", async () => {
    double.resetChat();
    double.scriptChat({ content: dose }, { content: dose });
    const r = await typed(agent, `typed-refusal-gate-${lang}`, practical);
    expect(r.spoken).not.toContain(dose);
    expect(r.spoken).toMatch(refusal);
    expect(r.spoken).not.toMatch(putThrough);
    expect(r.written).toMatch(reception);
  });

  it("sentence gate on a call: the same stop still offers to put the caller through", async () => {
    double.resetChat();
    double.scriptChat({ content: dose }, { content: dose });
    const r = await called(agent, `called-refusal-gate-${lang}`, practical);
    expect(r.spoken).not.toContain(dose);
    expect(r.spoken).toMatch(refusal);
    expect(r.spoken).toMatch(putThrough);
  });

  it("post-filter: its reply for a chat names reception's number and offers no transfer; on a call it offers one", () => {
    const ctx = { tenantName: "AZ Lindenhof", helpdeskPhone: "011 30 40 00" };
    const typedReply = postFilter(dose, lang, ctx, { typed: true });
    expect(typedReply.blocked).toBe(true);
    expect(typedReply.text).toMatch(refusal);
    expect(typedReply.text).toMatch(reception);
    expect(typedReply.text).not.toMatch(putThrough);
    const spokenReply = postFilter(dose, lang, ctx);
    expect(spokenReply.text).toMatch(putThrough);
    const withoutTenant = postFilter(dose, lang, undefined, { typed: true });
    expect(withoutTenant.text).toMatch(refusal);
    expect(withoutTenant.text).not.toMatch(putThrough);
  });
});
