import { z } from "zod";
import { safeText } from "~/contracts/input";
import { langSchema } from "~/lib/lang";
import { classifyTerminal, postFilter } from "~/server/safety";
import { shapeForSpeech } from "~/server/shaping";
import { createTRPCRouter, publicProcedure } from "../trpc";

const text = safeText({ min: 1, max: 4000, multiline: true });

/**
 * The deterministic safety and shaping core, exposed for the admin playground and QA tooling.
 * Pure functions: no tenant data, no storage.
 */
export const speechRouter = createTRPCRouter({
  classify: publicProcedure.input(z.object({ lang: langSchema, text })).query(({ input }) => ({ class: classifyTerminal(input.text, input.lang) })),

  postfilter: publicProcedure.input(z.object({ lang: langSchema, text })).query(({ input }) => postFilter(input.text, input.lang)),

  shape: publicProcedure
    .input(z.object({ lang: langSchema, text, medical: z.boolean().optional() }))
    .query(({ input }) => shapeForSpeech(input.text, { lang: input.lang, medical: input.medical })),
});
