import type { TemplatePack } from "../context";

/** The safety reply's refusal and where medical questions go: the same on a call and in the chat, with or without the hospital's context. */
const medicalPointers = (c: { outOfHoursNumber: string; emergencyNumber: string }) =>
  `Daarover kan ik geen medisch advies geven. Met medische vragen kunt u terecht bij uw huisarts, buiten de kantooruren bij de huisartsenwachtpost op ${c.outOfHoursNumber}, en in een noodgeval belt u ${c.emergencyNumber}.`;

export const nl: TemplatePack = {
  EMERGENCY: (n) =>
    `Hang nu op en bel meteen ${n.emergency}.${n.crisis ? ` U kunt ook de crisislijn bellen op ${n.crisis}.` : ""} Nog eens: bel ${n.emergency}.`,
  typedEmergency: (n) =>
    `Bel nu meteen ${n.emergency}.${n.crisis ? ` U kunt ook de crisislijn bellen op ${n.crisis}.` : ""} Via deze chat kan geen hulp komen: het nummer staat hieronder, klaar om te bellen.`,
  SAFETY_REFUSAL: (c) => `${medicalPointers(c)} Wilt u dat ik u doorverbind met ons onthaal op ${c.helpdeskPhone}?`,
  genericSafety: (c) => `${medicalPointers(c)} Ik kan u ook doorverbinden met ons onthaal.`,
  typedSafety: (c) => `${medicalPointers(c)} Voor andere vragen kunt u ons onthaal bellen op ${c.helpdeskPhone}.`,
  typedGenericSafety: (c) => `${medicalPointers(c)} Voor andere vragen kunt u ons onthaal bellen.`,
  HANDOFF_REQUEST: (c) => `Ik verbind u door met het onthaal van ${c.tenantName}. Een ogenblik, alstublieft.`,
  REPEAT_REQUEST: () => `Ik herhaal:`,
  OFF_TOPIC_PERSONAL: (c) =>
    `Ik ben de automatische informatie-assistent van ${c.tenantName}. Ik help u graag met praktische vragen over het ziekenhuis, zoals bezoekuren, afspraken of de weg.`,
  FAREWELL: (c) => `Bedankt voor uw oproep naar ${c.tenantName}. Nog een fijne dag.`,
  GREETING: () => `Goedendag. Waarmee kan ik u helpen?`,
};
