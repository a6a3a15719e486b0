/**
 * Where the line puts "this is not medical advice" on the answers it really gives: every question
 * of the development hospitals' banks (testkit/fixtures/hospitals, never the sealed ones) asked as
 * a whole turn on the embedded defaults (e5 + extractive answers), as `npm run bench --
 * understanding` asks them. Prints, per caller language, the answers spoken, the disclaimers on
 * navigational answers (every question the bank does not mark `medical`) and on medical ones;
 * then every disclaimed answer and every answer the detector finds medical content in, item by
 * item, to read. Then the other side: questions to the demo tenant whose answers are about a
 * treatment, a test or a condition (its pages describe endoscopies, day surgery, chemotherapy),
 * each of which must carry the disclaimer when the line answers it.
 *
 *   npx tsx scripts/safety/disclaimer-bank.ts [--json <file>]
 */
import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { LANGUAGES } from "~/lib/lang";
import { createE5Embedder, type Embedder } from "~/server/knowledge/embedding";
import { detectMedicalContent } from "~/server/safety/disclaimer";
import { DEV_HOSPITALS_DIR, loadHospitals } from "~/testkit/fixtures/hospitals/question-bank";
import { freeTcpPort } from "~/testkit/process/free-ports";
import { withEmbeddingCache } from "~/testkit/services/local-models/embedding-cache";
import { startEmbedderServer } from "~/testkit/services/local-models/embedder-server";
import { withLogsSilenced } from "../bench/timing";
import { askHospital, type ItemOutcome } from "../bench/understanding/ask-bank";
import type { Hospital } from "~/testkit/fixtures/hospitals/question-bank";

/** Questions whose answer on the demo tenant's pages is medical content (read, not guessed). */
const DEMO_MEDICAL = [
  { lang: "nl", text: "Hoe verloopt een endoscopie?" },
  { lang: "nl", text: "Wat is een endoscopie?" },
  { lang: "nl", text: "Welke aandoeningen behandelt de dienst cardiologie?" },
  { lang: "nl", text: "Welke onderzoeken doet de dienst cardiologie?" },
  { lang: "nl", text: "Waarin zijn gastro-enterologen gespecialiseerd?" },
  { lang: "nl", text: "Met welke klachten kan ik bij de neurologen terecht?" },
  { lang: "nl", text: "Wat is dagchirurgie?" },
  { lang: "nl", text: "Welke ingrepen gebeuren in dagchirurgie?" },
  { lang: "nl", text: "Waarmee houdt neurologie zich bezig?" },
  { lang: "nl", text: "Welke behandelingen tegen kanker gebeuren in het dagziekenhuis?" },
  { lang: "nl", text: "Waar richt fysische geneeskunde zich op?" },
  { lang: "nl", text: "Wat doet de oogarts bij een onderzoek van de ogen?" },
  { lang: "en", text: "What happens during an endoscopy?" },
  { lang: "fr", text: "Comment se passe une endoscopie ?" },
] as const;

const { values } = parseArgs({ options: { json: { type: "string" } } });

const spokenAnswer = (o: ItemOutcome) => o.result.found && o.result.path !== "prefilter" && o.result.path !== "fallback";

async function main(): Promise<void> {
  const server = await startEmbedderServer({ port: await freeTcpPort() });
  const live = createE5Embedder({ baseURL: server.baseUrl });
  const cached = withEmbeddingCache(live);
  // Questions go to the live server as in a call; page passages come from the on-disk cache.
  const embedder: Embedder = { ...live, embed: (texts, role) => (role === "query" ? live.embed(texts, role) : cached.embed(texts, role)) };
  const outcomes: ItemOutcome[] = [];
  const demo: ItemOutcome[] = [];
  try {
    for (const h of loadHospitals(DEV_HOSPITALS_DIR)) {
      process.stderr.write(`[disclaimer-bank] ${h.slug}: ${h.questions.length} questions\n`);
      outcomes.push(...(await withLogsSilenced(() => askHospital(h, { embedder }))));
      cached.save();
    }
    const lindenhof: Hospital = {
      slug: "lindenhof",
      dir: "tenant_overlays/lindenhof",
      style: "",
      questions: DEMO_MEDICAL.map((q, i) => ({ id: `medical-${i + 1}`, ...q, kinds: [], answerable: true, facts: ["-"], wrong: [], after: [], medical: true })),
    };
    process.stderr.write(`[disclaimer-bank] demo tenant: ${DEMO_MEDICAL.length} questions with medical answers\n`);
    demo.push(...(await withLogsSilenced(() => askHospital(lindenhof, { embedder }))));
    cached.save();
  } finally {
    await server.stop();
  }
  const rows = outcomes.map((o) => ({
    hospital: o.hospital,
    id: o.question.id,
    lang: o.question.lang,
    question: o.question.text,
    medicalQuestion: o.question.medical,
    path: o.result.path,
    answered: spokenAnswer(o),
    disclaimer: o.result.disclaimer,
    detected: detectMedicalContent(o.draftText, o.question.lang).clusters,
    spoken: o.result.spoken,
  }));
  for (const lang of [...LANGUAGES, "all"] as const) {
    const mine = rows.filter((r) => lang === "all" || r.lang === lang);
    const answered = mine.filter((r) => r.answered);
    const nav = answered.filter((r) => !r.medicalQuestion);
    const med = answered.filter((r) => r.medicalQuestion);
    console.log(
      `${lang}: ${answered.length} answers spoken of ${mine.length} questions; disclaimers on navigational answers ${nav.filter((r) => r.disclaimer).length}/${nav.length}; on medical ones ${med.filter((r) => r.disclaimer).length}/${med.length}; drafts with medical content ${answered.filter((r) => r.detected.length).length}`,
    );
  }
  for (const r of rows.filter((r) => r.disclaimer || r.detected.length))
    console.log(
      `${r.disclaimer ? "DISCLAIMED" : "no disclaimer"} [${r.detected.join(",")}] ${r.hospital}/${r.id} ${r.lang} "${r.question}" → ${r.spoken.replace(/\s+/g, " ")}`,
    );
  for (const o of demo)
    console.log(
      `demo ${o.result.disclaimer ? "DISCLAIMED" : "no disclaimer"} path=${o.result.path} [${detectMedicalContent(o.draftText, o.question.lang).clusters.join(",")}] ${o.question.lang} "${o.question.text}" → ${o.result.spoken.replace(/\s+/g, " ")}`,
    );
  // The detector's own verdict on what was said: read the lines above to judge it (a question
  // about a treatment answered with the department's floor is a navigational answer).
  const medicalDemo = demo.filter((o) => spokenAnswer(o) && detectMedicalContent(o.draftText, o.question.lang).medical);
  console.log(
    `demo tenant: ${demo.length} questions about treatments and tests; ${medicalDemo.length} answers the detector finds medical, ${medicalDemo.filter((o) => o.result.disclaimer).length} of them with the disclaimer; other answers with the disclaimer ${demo.filter((o) => !medicalDemo.includes(o) && o.result.disclaimer).length}`,
  );
  if (values.json) writeFileSync(values.json, `${JSON.stringify(rows, null, 1)}\n`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
