import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

/** A small valid tenant bundle written to a temp folder, for ingestion and retrieval tests. */
export const MINI_TENANT_YAML = (slug: string) => `
slug: ${slug}
name: AZ Mini ${slug}
languages: { default: nl, supported: [nl, en] }
phones: { helpdesk: "011 30 40 00" }
campuses:
  - key: centrum
    name: Campus Centrum
    address: { street: Kerkstraat 1, postcode: "3500", city: Hasselveld }
departments:
  - key: cardiologie
    names: { nl: cardiologie, en: cardiology }
    aliases: [hartafdeling]
    specialty: cardiology
    campus: centrum
    location: verdieping 2, route 42
doctors:
  - key: peeters
    title: Dr.
    firstName: Jan
    lastName: Peeters
    specialty: cardiology
    department: cardiologie
    schedule: [{ day: monday, part: morning }]
faq:
  - key: wifi
    lang: nl
    questions: [Is er wifi?]
    answer: Er is gratis wifi in het hele ziekenhuis.
symptoms:
  - { lang: nl, term: hartkloppingen, department: cardiologie }
`;

export const MINI_PAGES: Record<string, string> = {
  "docs/parkeren.md": `---
title: Parkeren
url: https://mini.example/parkeren
lang: nl
category: practical
---
## Tarieven
Parkeren op parking P1 kost € 2,50 per uur. Het eerste half uur is gratis en het dagmaximum is € 12.

## Betalen
U betaalt aan de betaalautomaten bij de uitgang, met bankkaart of contactloos.
`,
  "docs/laden.md": `---
title: Elektrisch laden
url: https://mini.example/laden
lang: nl
category: practical
---
## Laadpalen
Op parking P1 staan twaalf laadpalen. Laden kost € 0,45 per kWh, te betalen met een laadpas of de app.
`,
  "docs/bezoek.md": `---
title: Bezoekuren
lang: nl
---
## Algemene bezoekuren
Bezoek is welkom elke dag van 14.00 tot 20.00 uur op alle verpleegafdelingen.

## Intensieve zorg
Op intensieve zorg is bezoek beperkt tot twee personen tussen 15.00 en 16.00 uur en tussen 19.00 en 19.30 uur.
`,
  "docs/en/visiting.md": `---
title: Visiting hours
lang: en
---
## General visiting hours
Visitors are welcome every day from 2 pm to 8 pm on all wards. Children under twelve visit with an adult.
`,
};

export async function writeMiniBundle(slug = "mini", pages: Record<string, string | null> = {}): Promise<{ dir: string; cleanup: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), `vd-bundle-${slug}-`));
  await writeFile(join(dir, "tenant.yaml"), MINI_TENANT_YAML(slug));
  for (const [path, text] of Object.entries({ ...MINI_PAGES, ...pages })) {
    if (text === null) continue;
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), text);
  }
  return { dir, cleanup: () => rm(dir, { recursive: true, force: true }) };
}
