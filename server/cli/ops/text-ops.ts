import { z } from "zod";
import { safeText } from "~/contracts/input";
import { langSchema } from "~/lib/lang";
import { classifyTerminal, postFilter } from "~/server/safety";
import { detectMedicalContent } from "~/server/safety/disclaimer";
import { shapeForSpeech } from "~/server/shaping";
import { redactPii } from "~/lib/privacy";
import { defineOp } from "../op";

/** The pure, database-free ops of the foundation: safety, shaping and redaction. */

/** QA pipes whole pages through these; a cap still keeps one line from holding the batch hostage. */
const text = safeText({ max: 100_000, multiline: true });

export const classifyOp = defineOp({
  name: "classify",
  input: z.object({ op: z.literal("classify"), lang: langSchema, text }),
  run: ({ lang, text }) => ({ class: classifyTerminal(text, lang) }),
});

export const postfilterOp = defineOp({
  name: "postfilter",
  input: z.object({ op: z.literal("postfilter"), lang: langSchema, text }),
  run: ({ lang, text }) => {
    const result = postFilter(text, lang);
    return { blocked: result.blocked, reason: result.reason, text: result.text };
  },
});

export const disclaimerOp = defineOp({
  name: "disclaimer",
  input: z.object({ op: z.literal("disclaimer"), lang: langSchema, text }),
  run: ({ lang, text }) => ({ medical: detectMedicalContent(text, lang).medical }),
});

export const shapeOp = defineOp({
  name: "shape",
  input: z.object({ op: z.literal("shape"), lang: langSchema, text, medical: z.boolean().optional() }),
  run: ({ lang, text, medical }) => {
    const shaped = shapeForSpeech(text, { lang, medical });
    return { text: shaped.text, compliant: shaped.compliant, diagnostics: shaped.diagnostics };
  },
});

export const redactOp = defineOp({
  name: "redact",
  input: z.object({ op: z.literal("redact"), text }),
  run: ({ text }) => ({ text: redactPii(text) }),
});

export const textOps = [classifyOp, postfilterOp, disclaimerOp, shapeOp, redactOp];
