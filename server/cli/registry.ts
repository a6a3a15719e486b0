import { createRegistry } from "./op";
import { knowledgeOps } from "./ops/knowledge-ops";
import { telephonyOps } from "./ops/telephony-ops";
import { textOps } from "./ops/text-ops";
import { turnOps } from "./ops/turn-ops";

/** Every `batch` op. Later capabilities (turn, search, ingest) register here. */
export const batchRegistry = createRegistry([...textOps, ...knowledgeOps, ...turnOps, ...telephonyOps]);
