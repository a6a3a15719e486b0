import type { CountryCode } from "libphonenumber-js";
import type { Lang, PerLang } from "~/lib/lang";
import { decideDisclaimer, disclaimerText, hasDisclaimerPrefix } from "~/server/safety/disclaimer";
import { expandAbbreviations } from "./abbreviations";
import { stripCitations } from "./citations";
import { en } from "./lang/en";
import { fr } from "./lang/fr";
import { it } from "./lang/it";
import { nl } from "./lang/nl";
import { keepLinkText } from "./links";
import { speakLists } from "./lists";
import { stripMarkdown } from "./markdown";
import type { ShapingPack } from "./pack";
import { formatPhonesForSpeech } from "./phones";
import { capSentences, splitSentences } from "./sentences";
import { spellTimes } from "./times";
import { stripUrls } from "./urls";
import { tidy } from "./whitespace";

const PACKS: PerLang<ShapingPack> = { nl, en, fr, it };

export interface ShapeOptions {
  lang: Lang;
  /** The caller asserts the answer is medical (skips detection, still prepends). */
  medical?: boolean;
  /** "never" once the conversation has already heard the disclaimer. */
  disclaimer?: "auto" | "never";
  maxSentences?: number;
  /**
   * The hospital's country (server/taxonomy tenantCountry): numbers written without a country code
   * are its numbers, and its numbers are said as its callers dial them. Belgium when not given.
   */
  country?: CountryCode;
}

export interface ShapeDiagnostics {
  listsSpoken: number;
  linksKept: number;
  markdownStripped: number;
  urlsStripped: number;
  citationsStripped: number;
  abbreviationsExpanded: number;
  timesSpelled: number;
  phonesFormatted: number;
  sentencesTruncated: number;
}

export interface ShapedAnswer {
  text: string;
  /**
   * The same answer for a reader: the same sentences (lists, links, markdown, URLs and citation
   * marks already made into sentences, the same cap and disclaimer) before anything is done for the
   * ear — "011 30 40 00" and "14:30", not "011, 30, 40, 00" and "veertien uur dertig". Call replay
   * and the typed chat show this; the voice says `text`.
   */
  written: string;
  compliant: boolean;
  medical: boolean;
  disclaimerPrepended: boolean;
  diagnostics: ShapeDiagnostics;
}

export const DEFAULT_MAX_SENTENCES = 3;

/**
 * The one shaping entry point for every answer path (capability, FAQ, extractive, LLM, fixed
 * replies). The reference system wired its shaper into one path and not another, and phone
 * numbers in fallback templates reached TTS raw; here there is nothing else to call.
 *
 * Order matters: lists first, while their line breaks still say where items start and end, so a
 * list becomes one sentence before the cap counts; link text next (HTML anchors, reference links)
 * so no address survives into a sentence; markdown then, so "**ICU**" has word boundaries for the abbreviation table;
 * URLs and citation markers before sentence counting; times and phones after abbreviations;
 * the cap last but one; the disclaimer last so it is never truncated away.
 */
export function shapeForSpeech(input: string, opts: ShapeOptions): ShapedAnswer {
  const pack = PACKS[opts.lang];
  const max = opts.maxSentences ?? DEFAULT_MAX_SENTENCES;
  const had = hasDisclaimerPrefix(input, opts.lang);
  let text = had ? input.trimStart().slice(disclaimerText(opts.lang).trim().length).trimStart() : input;

  const lists = speakLists(text, pack);
  const links = keepLinkText(lists.text);
  const markdown = stripMarkdown(links.text);
  const urls = stripUrls(markdown.text, pack);
  const citations = stripCitations(urls.text);
  const abbreviations = expandAbbreviations(citations.text, pack);
  const times = spellTimes(abbreviations.text, pack);
  const phones = formatPhonesForSpeech(times.text, opts.country);
  const capped = capSentences(tidy(phones.text), max);
  text = capped.text;
  let written = capSentences(tidy(citations.text), max).text;

  // The detector reads the same sentences before times and phone numbers are spelled out: "14:00"
  // and "014 55 23 10" say "when" and "whom to call" more plainly than "fourteen hundred" does.
  const decision =
    opts.disclaimer === "never" && !had
      ? { medical: false, prepend: false }
      : decideDisclaimer({ answer: capSentences(tidy(abbreviations.text), max).text, lang: opts.lang, callerAsserted: opts.medical });
  const prepend = had || decision.prepend;
  if (prepend && text) text = `${disclaimerText(opts.lang)}${text}`;
  if (prepend && written) written = `${disclaimerText(opts.lang)}${written}`;

  const diagnostics: ShapeDiagnostics = {
    listsSpoken: lists.lists,
    linksKept: links.links,
    markdownStripped: markdown.stripped,
    urlsStripped: urls.stripped,
    citationsStripped: citations.stripped,
    abbreviationsExpanded: abbreviations.expanded,
    timesSpelled: times.spelled,
    phonesFormatted: phones.formatted,
    sentencesTruncated: capped.truncated,
  };
  return { text, written, compliant: isVoiceCompliant(text, max), medical: decision.medical || had, disclaimerPrepended: prepend && !had, diagnostics };
}

/**
 * The operator's drift signal: a shaped answer should carry no URL, no bracket, no markdown and
 * no more sentences than the cap. A false here does not block the answer.
 */
export function isVoiceCompliant(text: string, maxSentences: number = DEFAULT_MAX_SENTENCES): boolean {
  const lower = text.toLowerCase();
  return (
    !lower.includes("http") &&
    !lower.includes("www.") &&
    !text.includes("[") &&
    !text.includes("**") &&
    !/(?:^|\n)\s*(?:[-*+]|\d+[.)])\s/.test(text) &&
    splitSentences(text).length <= maxSentences
  );
}
