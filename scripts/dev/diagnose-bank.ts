/**
 * Development aid (not a bench): asks the development hospitals' questions like the understanding
 * bench and, for every item that is not right, prints what retrieval returned and how the
 * sentences ranked, so a failure can be put down to its cause. Never run it on the sealed set.
 *
 *   npx tsx scripts/dev/diagnose-bank.ts [hospital-slug] [question-id…]
 */
import { createMemoryDatabase } from "~/server/db";
import { rehearsalJournal, runTurn, type TurnDeps } from "~/server/cognition/orchestrator";
import { createE5Embedder, type Embedder } from "~/server/knowledge/embedding";
import { ingestTenantDir } from "~/server/knowledge/ingest";
import { conversationOf, DEV_HOSPITALS_DIR, loadHospitals } from "~/testkit/fixtures/hospitals/question-bank";
import { freeTcpPort } from "~/testkit/process/free-ports";
import { withEmbeddingCache } from "~/testkit/services/local-models/embedding-cache";
import { startEmbedderServer } from "~/testkit/services/local-models/embedder-server";
import { judge } from "../bench/understanding/tally";
import { allHeard } from "../bench/understanding/facts";
import type { SearchResult } from "~/server/knowledge/retrieval";
import { rankSentences } from "~/server/cognition/extractive/by-meaning";

const [slug, ...ids] = process.argv.slice(2);
const all = process.argv.includes("--all");
const hospitals = loadHospitals(DEV_HOSPITALS_DIR).filter((h) => !slug || slug === "all" || h.slug === slug);
const server = await startEmbedderServer({ port: await freeTcpPort() });
const live = createE5Embedder({ baseURL: server.baseUrl });
const cached = withEmbeddingCache(live);
const embedder: Embedder = { ...live, embed: (t, r) => (r === "query" ? live.embed(t, r) : cached.embed(t, r)) };
const counts: Record<string, number> = {};
const causes: Record<string, number> = {};
try {
  for (const h of hospitals) {
    const handle = await createMemoryDatabase();
    const imported = await ingestTenantDir(handle.db, h.dir, { embedder });
    if (!imported.ok) throw new Error("import failed");
    const inner = rehearsalJournal();
    const drafts = new Map<string, { text: string; search?: SearchResult; intent: unknown }>();
    const deps: TurnDeps = {
      db: handle.db,
      embedder,
      llm: null,
      journal: {
        open: inner.open,
        recordMismatch: inner.recordMismatch,
        afterReply: (turn, o) => {
          drafts.set(turn.request.conversation, { text: o.draft.text, search: o.draft.search, intent: o.draft.intent });
          inner.afterReply(turn, o);
        },
      },
    };
    const byId = new Map(h.questions.map((q) => [q.id, q]));
    for (const q of h.questions) {
      if (ids.length && !ids.includes(q.id)) continue;
      const conversation = `diag-${h.slug}-${q.id}`;
      let result;
      for (const t of conversationOf(q, byId)) {
        result = await runTurn(deps, { tenant: imported.stats.slug, conversation, lang: t.lang, text: t.text, channel: "cli" });
      }
      const d = drafts.get(conversation)!;
      const j = judge({ hospital: h.slug, question: q, result: result!, draftText: d.text, ms: 0 });
      counts[j.verdict] = (counts[j.verdict] ?? 0) + 1;
      if (j.verdict !== "right" && j.verdict !== "declined") {
        const s0 = d.search;
        const considered = s0 ? [...s0.chunks.filter((c) => c.rawScore >= 0.2).slice(0, 3), ...s0.foreign.slice(0, 2)] : [];
        const holder = considered.find((c) => allHeard(q.facts, c.content, q.lang, c.content));
        const foreignAnswer = /only on our website|alleen in het|n'existe qu'en|c'è solo in/.test(result!.spoken);
        let cause: string;
        if (!q.answerable) cause = `unanswerable answered via ${result!.path}`;
        else if (result!.path !== "extractive") cause = `${result!.path} path`;
        else if (!holder) cause = "retrieval miss";
        else if (j.verdict === "not_found") cause = "relevance threshold";
        else if (foreignAnswer) cause = "cross-language: wrong foreign sentence";
        else if (holder.content.includes("|")) cause = "table: wrong row/sentence";
        else if (d.text && holder.content.includes(d.text.split(/(?<=[.!?])\s/)[0]!.slice(0, 40))) cause = "wrong sentence in right section";
        else cause = q.kinds.includes("scope") ? "wrong section (scope)" : "wrong section";
        causes[cause] = (causes[cause] ?? 0) + 1;
        console.log(`CAUSE ${h.slug}/${q.id}: ${cause}`);
      }
      if (!all && (j.verdict === "right" || j.verdict === "declined")) continue;
      console.log(`\n### ${h.slug}/${q.id} [${q.lang}] ${j.verdict} path=${result!.path} intent=${String(d.intent)} kinds=${q.kinds.join(",")}`);
      console.log(`  Q: ${q.text}   facts=${JSON.stringify(q.facts)} wrong=${JSON.stringify(q.wrong)}`);
      console.log(`  A: ${result!.spoken.replace(/\s+/g, " ").slice(0, 300)}`);
      const s = d.search;
      if (s) {
        console.log(`  reach=${JSON.stringify(s.reach)}`);
        for (const c of s.chunks.slice(0, 5))
          console.log(`   own ${c.score.toFixed(3)} raw=${c.rawScore.toFixed(3)} v=${c.vectorScore.toFixed(3)} t=${c.textRank.toFixed(3)} ${c.lang} ${c.headingPath} :: ${c.content.replace(/\s+/g, " ").slice(0, 90)}`);
        for (const c of s.foreign.slice(0, 3)) console.log(`   for ${c.score.toFixed(3)} v=${c.vectorScore.toFixed(3)} ${c.lang} ${c.headingPath} :: ${c.content.replace(/\s+/g, " ").slice(0, 90)}`);
        const ranked = await rankSentences(q.text, q.lang, [...s.chunks.slice(0, 3), ...s.foreign.slice(0, 2)].map((c) => ({ id: c.id, content: c.content, score: c.score, headingPath: c.headingPath, lang: c.lang, title: c.title })), embedder, { scope: { otherCampuses: [], weekend: false, asksWhere: false }, campuses: [], allChunks: true });
        for (const r of ranked.slice(0, 5)) console.log(`     sent sim=${r.similarity.toFixed(3)} score=${r.score.toFixed(3)} ${r.foreign ? "F " : ""}${r.sentence.text.slice(0, 110)}`);
      }
    }
    cached.save();
    await handle.close();
  }
} finally {
  cached.save();
  await server.stop();
}
console.log("\n", JSON.stringify(counts));
console.log(JSON.stringify(Object.entries(causes).sort((a, b) => b[1] - a[1])));
