import type { Taxonomy } from "./types";

/**
 * A tiny fictional hospital for unit tests of resolvers and capabilities. The demo tenant
 * (tenant_overlays/lindenhof) is the fixture for end-to-end behaviour.
 */
export const testTaxonomy: Taxonomy = {
  tenant: {
    slug: "test",
    name: "AZ Testdal",
    defaultLanguage: "nl",
    supportedLanguages: ["nl", "en", "fr", "it"],
    helpdeskPhone: "011 20 30 40",
    emergencyNumber: "112",
    outOfHoursNumber: "1733",
    billing: { phone: "011 20 30 99", email: "facturatie@testdal.example" },
  },
  campuses: [
    { key: "noord", name: "Campus Noord", street: "Kliniekstraat 1", postcode: "3500", city: "Testdal", phone: "011 20 30 40" },
    { key: "zuid", name: "Campus Zuid", street: "Zuidlaan 20", postcode: "3501", city: "Testdal" },
  ],
  departments: [
    {
      key: "cardio",
      names: { nl: "Cardiologie", en: "Cardiology", fr: "Cardiologie", it: "Cardiologia" },
      aliases: ["hartafdeling", "cardioloog", "cardiologen"],
      specialty: "cardiologie",
      phone: "011 20 31 00",
      campusKey: "noord",
      location: { nl: "verdieping 2, route 21", en: "second floor, route 21", fr: "deuxième étage, route 21", it: "secondo piano, route 21" },
    },
    {
      key: "neuro",
      names: { nl: "Neurologie", en: "Neurology" },
      aliases: ["neuroloog"],
      specialty: "neurologie",
      phone: "011 20 32 00",
      campusKey: "zuid",
      // Dutch only: an English caller hears it with a logged fallback warning.
      location: { nl: "gelijkvloers, route 5" },
    },
    { key: "kindercardio", names: { nl: "Kindercardiologie" }, aliases: [], specialty: "kindercardiologie", campusKey: "noord" },
  ],
  doctors: [
    {
      key: "d1",
      title: "Prof. Dr.",
      firstName: "Anna",
      lastName: "Verhoeven",
      specialty: "cardiologie",
      departmentKey: "cardio",
      campusKey: "noord",
      schedule: [
        { weekday: 3, partOfDay: "morning", frequency: "weekly" },
        { weekday: 4, partOfDay: "afternoon", frequency: "biweekly", campusKey: "zuid" },
      ],
    },
    {
      key: "d2",
      title: "Dr.",
      firstName: "Bram",
      lastName: "Peeters",
      specialty: "cardiologie",
      departmentKey: "cardio",
      schedule: [{ weekday: 1, partOfDay: "morning", frequency: "weekly" }],
    },
    { key: "d3", title: "Dr.", firstName: "Carla", lastName: "Peeters", specialty: "neurologie", departmentKey: "neuro", phone: "011 20 32 10", schedule: [] },
    {
      key: "d4",
      title: "Dr.",
      firstName: "Dirk",
      lastName: "Claes",
      specialty: "cardiologie",
      departmentKey: "cardio",
      schedule: [{ weekday: 5, partOfDay: "afternoon", frequency: "monthly" }],
    },
  ],
  symptoms: [
    { lang: "nl", term: "hartkloppingen", departmentKey: "cardio" },
    { lang: "en", term: "palpitations", departmentKey: "cardio" },
    { lang: "nl", term: "migraine", departmentKey: "neuro" },
  ],
  faq: [
    { key: "parking", lang: "nl", questions: ["waar kan ik parkeren"], answer: "Parkeren kan in parking P1 aan de hoofdingang, aan 2 euro per uur." },
    { key: "visiting_hours", lang: "nl", questions: [], answer: "De bezoekuren zijn elke dag van 14:00 tot 20:00." },
    { key: "visiting_hours", lang: "en", questions: [], answer: "Visiting hours are every day from 14:00 to 20:00." },
  ],
};
