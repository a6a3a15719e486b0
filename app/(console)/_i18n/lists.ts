import type { Message } from "./message";

/**
 * Strings of the lists that page on the server, the erasure requests and the admin tasks added
 * with them (invitations, documents, alerts), kept apart from the older dictionaries.
 */
export const listsEn = {
  listRange: "{first}–{last} of {total}",
  page: "Page",
  pagePrevious: "Previous page",
  pageNext: "Next page",
  pageN: "Page {page}",
  callsCount: { one: "{count} call", other: "{count} calls" },
  changesCount: { one: "{count} change", other: "{count} changes" },
  onlyEmergencies: "Emergency calls",
  menu: "Menu",
  consoleNav: "Console pages",
  colChange: "Change",
  removedMark: "removed",
} as const;

export const listsNl: Record<keyof typeof listsEn, Message> = {
  listRange: "{first}–{last} van {total}",
  page: "Pagina",
  pagePrevious: "Vorige pagina",
  pageNext: "Volgende pagina",
  pageN: "Pagina {page}",
  callsCount: { one: "{count} gesprek", other: "{count} gesprekken" },
  changesCount: { one: "{count} wijziging", other: "{count} wijzigingen" },
  onlyEmergencies: "Noodoproepen",
  menu: "Menu",
  consoleNav: "Pagina's van de console",
  colChange: "Wijziging",
  removedMark: "verwijderd",
};
