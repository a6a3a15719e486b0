import type { TextSearchPack } from "../pack";

/** Snowball "dutch" ships with Postgres and with PGlite 0.5.14 (checked: pg_ts_config). */
export const nl: TextSearchPack = { config: "dutch" };
