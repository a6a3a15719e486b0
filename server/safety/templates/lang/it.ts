import type { TemplatePack } from "../context";

/** The safety reply's refusal and where medical questions go: the same on a call and in the chat, with or without the hospital's context. */
const medicalPointers = (c: { outOfHoursNumber: string; emergencyNumber: string }) =>
  `Non posso dare consigli medici su questo. Per domande mediche si rivolga al suo medico di base, fuori orario alla guardia medica al numero ${c.outOfHoursNumber}, e in caso di emergenza chiami il ${c.emergencyNumber}.`;

export const it: TemplatePack = {
  EMERGENCY: (n) =>
    `Riattacchi e chiami subito il ${n.emergency}.${n.crisis ? ` Può anche chiamare la linea di crisi al numero ${n.crisis}.` : ""} Ripeto: chiami il ${n.emergency}.`,
  typedEmergency: (n) =>
    `Chiami subito il ${n.emergency}.${n.crisis ? ` Può anche chiamare la linea di crisi al numero ${n.crisis}.` : ""} Da questa chat non può arrivare aiuto: il numero è qui sotto, pronto da chiamare.`,
  SAFETY_REFUSAL: (c) => `${medicalPointers(c)} Vuole che la metta in contatto con la nostra accoglienza al numero ${c.helpdeskPhone}?`,
  genericSafety: (c) => `${medicalPointers(c)} Posso anche metterla in contatto con la nostra accoglienza.`,
  typedSafety: (c) => `${medicalPointers(c)} Per altre domande può chiamare la nostra accoglienza al numero ${c.helpdeskPhone}.`,
  typedGenericSafety: (c) => `${medicalPointers(c)} Per altre domande può chiamare la nostra accoglienza.`,
  HANDOFF_REQUEST: (c) => `La metto in contatto con l'accoglienza di ${c.tenantName}. Un momento, per favore.`,
  REPEAT_REQUEST: () => `Ripeto:`,
  OFF_TOPIC_PERSONAL: (c) =>
    `Sono l'assistente informativo automatico di ${c.tenantName}. La aiuto volentieri con domande pratiche sull'ospedale, come gli orari di visita, gli appuntamenti o il percorso.`,
  FAREWELL: (c) => `Grazie per aver chiamato ${c.tenantName}. Buona giornata.`,
  GREETING: () => `Buongiorno. Come posso aiutarla?`,
};
