import { describe, expect, it } from "vitest";
import { LANGUAGES, type Lang } from "~/lib/lang";
import { shapeForSpeech, splitSentences } from ".";

const shape = (text: string, lang: Lang, maxSentences?: number) => shapeForSpeech(text, { lang, disclaimer: "never", maxSentences });

/** The example in every language: alternatives take "or", facts take "and". */
const LISTS: Record<Lang, Array<[input: string, spoken: string]>> = {
  nl: [
    ["U kunt parkeren in:\n- **P1** aan de hoofdingang\n- *P3* achter de kliniek", "U kunt parkeren in P1 aan de hoofdingang, of P3 achter de kliniek."],
    [
      "Breng mee:\n- uw identiteitskaart\n- de gegevens van uw verzekering\n- een lijst van uw geneesmiddelen.",
      "Breng mee uw identiteitskaart, de gegevens van uw verzekering, en een lijst van uw geneesmiddelen.",
    ],
    [
      "Op verdieping 2 vindt u deze diensten:\n1. Cardiologie\n2. Neurologie\n3. Oncologie\n4. Geriatrie\n5. Dermatologie\n6. Radiologie\n7. Orthopedie",
      "Op verdieping 2 vindt u deze diensten: Cardiologie, Neurologie, Oncologie, en nog vier andere diensten.",
    ],
  ],
  en: [
    ["You can park in:\n- **P1** at the main entrance\n- *P3* behind the clinic", "You can park in P1 at the main entrance, or P3 behind the clinic."],
    [
      "Bring:\n- your ID card\n- your insurance details\n- a list of your medicines.",
      "Bring your ID card, your insurance details, and a list of your medicines.",
    ],
    [
      "The following departments are on the second floor:\n1. Cardiology\n2. Neurology\n3. Oncology\n4. Geriatrics\n5. Dermatology\n6. Radiology\n7. Orthopaedics",
      "The following departments are on the second floor: Cardiology, Neurology, Oncology, and four more departments.",
    ],
  ],
  fr: [
    [
      "Vous pouvez stationner dans :\n- le **P1** à l'entrée principale\n- le *P3* derrière la clinique",
      "Vous pouvez stationner dans le P1 à l'entrée principale, ou le P3 derrière la clinique.",
    ],
    ["Apportez :\n- votre carte d'identité\n- votre carte d'assurance", "Apportez: votre carte d'identité, et votre carte d'assurance."],
    [
      "Au deuxième étage se trouvent ces services :\n- Cardiologie\n- Neurologie\n- Oncologie\n- Gériatrie\n- Dermatologie\n- Radiologie\n- Orthopédie",
      "Au deuxième étage se trouvent ces services: Cardiologie, Neurologie, Oncologie, et quatre autres services.",
    ],
  ],
  it: [
    [
      "Può parcheggiare in:\n- **P1** all'ingresso principale\n- *P3* dietro la clinica",
      "Può parcheggiare in P1 all'ingresso principale, o P3 dietro la clinica.",
    ],
    ["Porti:\n- la carta d'identità\n- la tessera dell'assicurazione", "Porti: la carta d'identità, e la tessera dell'assicurazione."],
    [
      "Al secondo piano ci sono questi reparti:\n- Cardiologia\n- Neurologia\n- Oncologia\n- Geriatria\n- Dermatologia\n- Radiologia\n- Ortopedia",
      "Al secondo piano ci sono questi reparti: Cardiologia, Neurologia, Oncologia, e altri quattro reparti.",
    ],
  ],
};

describe.each(LANGUAGES)("a written list becomes one spoken enumeration (%s)", (lang) => {
  it.each(LISTS[lang])("%j", (input, spoken) => {
    const r = shape(input, lang);
    expect(r.text).toBe(spoken);
    expect(r.diagnostics.listsSpoken).toBe(1);
    expect(r.compliant).toBe(true);
  });

  it.each(LISTS[lang])("is idempotent: %j", (input) => {
    const once = shape(input, lang).text;
    expect(shape(once, lang).text).toBe(once);
  });
});

describe("spoken lists and the sentence cap", () => {
  it("counts the enumeration as one sentence, so the sentences around it survive the cap of three", () => {
    const r = shape(
      "Parking is easy. You can park in:\n- P1 at the main entrance\n- P2 at the clinic\n- P3 behind the clinic\nParking costs 2 euros an hour.",
      "en",
    );
    expect(splitSentences(r.text)).toEqual([
      "Parking is easy.",
      "You can park in P1 at the main entrance, P2 at the clinic, or P3 behind the clinic.",
      "Parking costs 2 euros an hour.",
    ]);
    expect(r.diagnostics.sentencesTruncated).toBe(0);
  });

  it("agrees the Italian tail with a feminine noun", () => {
    expect(shape("Le nostre sedi sono:\n- Lindenhof\n- Sint-Jozef\n- Maasland\n- Oudenbeek\n- Stokerveld", "it").text).toBe(
      "Le nostre sedi sono Lindenhof, Sint-Jozef, Maasland, e altre due sedi.",
    );
  });

  it("joins sentences inside an item with commas instead of letting them count", () => {
    expect(shape("Entrances:\n- Main entrance. Open day and night.\n- Emergency entrance", "en").text).toBe(
      "Entrances: Main entrance, Open day and night, and Emergency entrance.",
    );
  });

  it("reads a line-broken list under a lead-in ending in a colon, and leaves ordinary lines alone", () => {
    expect(shape("Visiting hours:\nWeekdays from 2 to 8 pm\nWeekends from 10 am to 8 pm", "en").text).toBe(
      "Visiting hours: Weekdays from 2 to 8 pm, and Weekends from 10 am to 8 pm.",
    );
    expect(shape("Parking P1 is free.\nParking P3 is paid.", "en").text).toBe("Parking P1 is free. Parking P3 is paid.");
  });

  it("leaves a single item, a list under a heading, and a list without lead-in as speech that still reads well", () => {
    expect(shape("You can park in:\n- P1 at the main entrance", "en").text).toBe("You can park in. P1 at the main entrance.");
    expect(shape("## Parking\n- P1 at the entrance\n- P3 behind the clinic", "en").text).toBe("Parking. P1 at the entrance, and P3 behind the clinic.");
  });
});

describe("a link keeps its words when its address goes", () => {
  it.each([
    ["See [the parking page](https://www.example.be/parking).", "See the parking page."],
    ['See [the parking page](https://www.example.be/parking "Parking").', "See the parking page."],
    ['Click <a href="https://www.example.be/parking">the <b>parking</b> page</a> for prices.', "Click the parking page for prices."],
    ["See the [parking page][2] for prices.\n\n[2]: https://www.example.be/parking", "See the parking page for prices."],
    ["Parking P1 is free. More info at <https://www.example.be/parking>.", "Parking P1 is free."],
  ])("%j → %j", (input, spoken) => {
    const r = shape(input, "en");
    expect(r.text).toBe(spoken);
    expect(r.compliant).toBe(true);
    expect(shape(r.text, "en").text).toBe(r.text);
  });

  it("still strips citation markers written like reference links", () => {
    expect(shape("Parking is free [1][2].", "en").text).toBe("Parking is free.");
  });
});
