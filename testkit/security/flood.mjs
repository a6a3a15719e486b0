// A bounded flood of each way a stranger could stall the app, sent from its own process (so the
// app's event loop is not also the flooder's): node flood.mjs <appUrl>. Prints one JSON line of
// status counts per vector when done.
const [appUrl, only] = process.argv.slice(2);
const api = (path) => `${appUrl}/api/trpc/${path}`;
const json = { "content-type": "application/json" };
const big = "9".repeat(12_000);

const vectors = {
  // superjson annotation asking for a 12,000-digit BigInt
  superjsonMeta: () =>
    fetch(`${api("speech.classify")}?input=${encodeURIComponent(JSON.stringify({ json: { lang: "nl", text: big }, meta: { values: { text: ["bigint"] } } }))}`),
  // 16 MB declared, and 4 MB sent without a length (chunked)
  bigBody: () => fetch(api("cognition.turn"), { method: "POST", headers: json, body: "x".repeat(16 * 1024 * 1024) }),
  chunkedBody: () =>
    fetch(api("cognition.turn"), {
      method: "POST",
      headers: json,
      duplex: "half",
      body: new ReadableStream({
        start(c) {
          for (let i = 0; i < 64; i++) c.enqueue(new TextEncoder().encode("y".repeat(64 * 1024)));
          c.close();
        },
      }),
    }),
  // 700 anonymous calls in one POST
  batch: () =>
    fetch(`${api(Array(700).fill("invitation.accept").join(","))}?batch=1`, {
      method: "POST",
      headers: json,
      body: JSON.stringify(Object.fromEntries(Array.from({ length: 700 }, (_, i) => [i, { json: { token: "x".repeat(43) } }]))),
    }),
  // input that fails validation, again and again
  invalid: () => fetch(api("cognition.turn"), { method: "POST", headers: json, body: JSON.stringify({ json: { tenant: 42 } }) }),
  nullBody: () => fetch(api("cognition.turn"), { method: "POST", headers: json, body: "null" }),
  // the speech tools on their longest input
  speech: () =>
    fetch(
      `${api("speech.shape")}?input=${encodeURIComponent(JSON.stringify({ json: { lang: "nl", text: "Kom om 14:30 naar de Kliniekstraat. ".repeat(110) } }))}`,
    ),
};

const ROUNDS = { superjsonMeta: 200, bigBody: 12, chunkedBody: 12, batch: 30, invalid: 300, nullBody: 200, speech: 300 };
const CONCURRENCY = 8;

async function flood(name) {
  const statuses = {};
  let next = 0;
  const worker = async () => {
    while (next < ROUNDS[name]) {
      next += 1;
      try {
        const res = await vectors[name]();
        await res.arrayBuffer().catch(() => undefined);
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      } catch {
        statuses.reset = (statuses.reset ?? 0) + 1;
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return [name, statuses];
}

const names = only ? only.split(",") : Object.keys(vectors);
const results = await Promise.all(names.map(flood));
process.stdout.write(`${JSON.stringify(Object.fromEntries(results))}\n`);
