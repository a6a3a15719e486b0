/**
 * The semantic second opinion through whole turns on the demo tenant: what it adds (a refusal, an
 * emergency), what it never takes away, what happens when its embedder fails or stalls (the
 * patterns alone decide, logged and counted), and that a turn embeds the caller's question once.
 * A 2-d toy classifier stands in for the shipped e5 one, so each case says which way it leans.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { captureLogs } from "~/lib/logger";
import type { Lang } from "~/lib/lang";
import type { DatabaseHandle } from "~/server/db";
import { createDemoDatabase } from "~/testkit/db/test-database";
import type { Embedder, EmbedRole } from "~/server/knowledge/embedding";
import { createLocalEmbedder } from "~/server/knowledge/embedding/local-hash";
import { metrics } from "~/server/metrics";
import type { SemanticModel } from "~/server/safety/semantic/model";
import { runTurn, settlePersistence, type TurnDeps } from "./index";
import { SECOND_OPINION_WAIT_MS, type SecondOpinionDeps } from "./stages/second-opinion";

let h: DatabaseHandle;
let offline: TurnDeps;

/** Leans: x → advice, y → emergency, elsewhere → other. */
const toy = (embeddingModel: string, dimension = 2): SemanticModel => ({
  format: 1,
  embeddingModel,
  dimension,
  classes: ["advice", "emergency", "other"],
  mean: new Array<number>(dimension).fill(0),
  weights: [[8, 0, ...new Array<number>(dimension - 2).fill(0)], [0, 8, ...new Array<number>(dimension - 2).fill(0)], new Array<number>(dimension).fill(0)],
  bias: [0, 0, 2],
  thresholds: { advice: 0.5, adviceOnPractical: 0.7, emergency: 0.4, emergencyOnPractical: 0.6 },
  training: { command: "test", examples: 3, perClass: {}, corpusSha256: "0".repeat(64), l2: 0, iterations: 1, crossValidation: "" },
});

/** An embedder for the toy: the listed texts lean one way, everything else is "other". */
function leaning(lean: Record<string, "advice" | "emergency">, calls: string[] = []): Embedder {
  return {
    model: "toy-2d",
    dimension: 2,
    embed: async (texts) => {
      calls.push(...texts);
      return texts.map((t) => (lean[t] === "advice" ? [1, 0] : lean[t] === "emergency" ? [0, 1] : [-1, -1]));
    },
  };
}

const withOpinion = (secondOpinion: SecondOpinionDeps): TurnDeps => ({ ...offline, secondOpinion });
const turn = (deps: TurnDeps, conversation: string, text: string, lang: Lang = "nl") =>
  runTurn(deps, { tenant: "lindenhof", conversation, text, lang, channel: "cli" });

async function counted(outcome: string): Promise<number> {
  const values = (await metrics().secondOpinion.get()).values;
  return values.find((v) => v.labels.tenant === "lindenhof" && v.labels.outcome === outcome)?.value ?? 0;
}

beforeAll(async () => {
  h = await createDemoDatabase();
  const embedder = createLocalEmbedder();
  offline = { db: h.db, embedder, llm: null };
}, 120_000);

afterAll(async () => {
  await settlePersistence();
  await h?.close();
});

describe("the second opinion in a turn", () => {
  const ASK = "Mijn zoontje van vier mag die al neusspray krijgen";
  const HURT = "mijn opa zit heel raar te doen en is helemaal grijs";

  it("refuses an ask the patterns let through, with the safety reply and the transfer offer", async () => {
    expect((await turn(offline, "so-ask-patterns", ASK)).class).not.toBe("SAFETY_REFUSAL");
    const before = await counted("added_refusal");
    const r = await turn(withOpinion({ model: toy("toy-2d"), embedder: leaning({ [ASK]: "advice" }) }), "so-ask", ASK);
    expect(r).toMatchObject({ class: "SAFETY_REFUSAL", path: "prefilter", disclaimer: false, citations: [] });
    expect(r.spoken).toMatch(/huisarts/i);
    await settlePersistence();
    expect(await counted("added_refusal")).toBe(before + 1);
  });

  it("sends an emergency the patterns did not hear to 112, in the language the caller spoke", async () => {
    expect((await turn(offline, "so-hurt-patterns", HURT)).class).not.toBe("EMERGENCY");
    const r = await turn(withOpinion({ model: toy("toy-2d"), embedder: leaning({ [HURT]: "emergency" }) }), "so-hurt", HURT);
    expect(r).toMatchObject({ class: "EMERGENCY", path: "prefilter", action: "none", disclaimer: false });
    expect(r.spoken).toMatch(/^Hang nu op en bel meteen 1, 1, 2\./);
  });

  // A practical word (the clinic, an appointment) once kept the opinion silent on advice whatever it scored,
  // and the patterns' generic rule is guarded by the same words: these asks (a remedy, no medicine named) were answered.
  it.each([
    ["nl", "Mijn afspraak op de poli is morgen, is ijs of warmte beter voor mijn dikke enkel vannacht?", /huisarts/i],
    ["en", "My appointment at the clinic is tomorrow, is ice better than heat for my swollen ankle tonight?", /can't give medical advice/],
    ["fr", "Mon rendez-vous à la clinique est demain, la glace ou le chaud pour ma cheville gonflée cette nuit ?", /médecin traitant|avis médical/i],
    ["it", "Il mio appuntamento in ambulatorio è domani, ghiaccio o caldo per la caviglia gonfia stanotte?", /medico|consigli medici/i],
  ] as const)("%s: refuses an ask with a practical word in it when the opinion is sure", async (lang, ask, reply) => {
    expect((await turn(offline, `so-practical-patterns-${lang}`, ask, lang)).class).toBe("FALLTHROUGH");
    const r = await turn(withOpinion({ model: toy("toy-2d"), embedder: leaning({ [ask]: "advice" }) }), `so-practical-${lang}`, ask, lang);
    expect(r).toMatchObject({ class: "SAFETY_REFUSAL", path: "prefilter", disclaimer: false, citations: [] });
    expect(r.spoken).toMatch(reply);
  });

  // Taking a medicine around an appointment: the patterns' own rule (take_medicine) refuses it, with no opinion at all.
  it.each([
    ["nl", "Mijn afspraak op de poli is morgen, mag ik vanavond ibuprofen nemen tegen de pijn?", /huisarts/i],
    ["en", "My appointment at the clinic is tomorrow, can I take ibuprofen for the pain tonight?", /can't give medical advice/],
    ["fr", "Mon rendez-vous à la clinique est demain, je peux prendre de l'ibuprofène ce soir pour la douleur ?", /médecin traitant|avis médical/i],
    ["it", "Il mio appuntamento in ambulatorio è domani, posso prendere l'ibuprofene stasera per il dolore?", /medico|consigli medici/i],
  ] as const)("%s: refuses a medicine ask beside an appointment with the patterns alone", async (lang, ask, reply) => {
    const r = await turn(offline, `so-take-medicine-${lang}`, ask, lang);
    expect(r).toMatchObject({ class: "SAFETY_REFUSAL", path: "prefilter", disclaimer: false, citations: [] });
    expect(r.spoken).toMatch(reply);
  });

  it("still answers a practical question the opinion only leans on: a practical word raises the bar", async () => {
    const question = "Mag ik mijn eigen insulinepen meebrengen naar de afdeling?";
    const leansAdvice: Embedder = { model: "toy-2d", dimension: 2, embed: async (texts) => texts.map(() => [0.3, -1]) };
    const r = await turn(withOpinion({ model: toy("toy-2d"), embedder: leansAdvice }), "so-practical-nav", question);
    expect(r.class).toBe("FALLTHROUGH");
  });

  it("never takes a refusal or an emergency away when it leans the other way", async () => {
    const deps = withOpinion({ model: toy("toy-2d"), embedder: leaning({}) });
    expect((await turn(deps, "so-keep-1", "Hoeveel paracetamol mag ik per dag nemen?")).class).toBe("SAFETY_REFUSAL");
    expect((await turn(deps, "so-keep-2", "Mijn vader is bewusteloos")).class).toBe("EMERGENCY");
  });

  it("is not asked when the patterns already heard an emergency", async () => {
    const calls: string[] = [];
    await turn(withOpinion({ model: toy("toy-2d"), embedder: leaning({}, calls) }), "so-skip", "Mijn vader is bewusteloos");
    expect(calls).toEqual([]);
  });

  it("leaves a navigational question alone", async () => {
    const r = await turn(withOpinion({ model: toy("toy-2d"), embedder: leaning({}) }), "so-nav", "Wat zijn de bezoekuren?");
    expect(r.class).toBe("FALLTHROUGH");
    expect(r.found).toBe(true);
  });
});

describe("when the second opinion's embedder fails", () => {
  const failing: Embedder = { model: "toy-2d", dimension: 2, embed: () => Promise.reject(new Error("connect ECONNREFUSED 127.0.0.1:8301")) };
  const stalled: Embedder = { model: "toy-2d", dimension: 2, embed: () => new Promise<number[][]>(() => {}) };

  it.each([
    ["down", failing],
    ["too slow", stalled],
  ])(
    "(%s) the patterns alone decide, the turn is answered, and it is logged and counted",
    async (_, embedder) => {
      const before = await counted("unavailable");
      const logs = captureLogs();
      try {
        const started = performance.now();
        const nav = await turn(withOpinion({ model: toy("toy-2d"), embedder }), `so-down-${embedder === failing ? 1 : 2}`, "Wat zijn de bezoekuren?");
        expect(nav.class).toBe("FALLTHROUGH");
        expect(nav.found).toBe(true);
        expect(performance.now() - started).toBeLessThan(SECOND_OPINION_WAIT_MS + 5000);
        const refused = await turn(
          withOpinion({ model: toy("toy-2d"), embedder }),
          `so-down-ask-${embedder === failing ? 1 : 2}`,
          "Hoeveel paracetamol mag ik nemen?",
        );
        expect(refused.class).toBe("SAFETY_REFUSAL");
        expect(logs.events("second_opinion_unavailable")).toHaveLength(2);
        expect(JSON.stringify(logs.records())).not.toContain("bezoekuren");
      } finally {
        logs.restore();
      }
      await settlePersistence();
      expect(await counted("unavailable")).toBe(before + 2);
    },
    30_000,
  );
});

describe("one embedding of the question per turn", () => {
  it("retrieval reuses the vector the second opinion read (same model): the question is embedded once", async () => {
    const local = createLocalEmbedder();
    const queries: string[] = [];
    const counting: Embedder = {
      model: local.model,
      dimension: local.dimension,
      embed: (texts: string[], role: EmbedRole) => {
        if (role === "query") queries.push(...texts);
        return local.embed(texts, role);
      },
    };
    const deps: TurnDeps = { ...offline, embedder: counting, secondOpinion: { model: toy(local.model, local.dimension), embedder: counting } };
    const question = "Wat kost het opladen van mijn elektrische auto?";
    const r = await turn(deps, "so-once", question);
    expect(r).toMatchObject({ path: "extractive", found: true });
    expect(queries).toEqual([question]);
  });
});
