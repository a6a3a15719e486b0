import type { PerLang } from "~/lib/lang";

/**
 * Whether a relative may keep a patient company through a treatment: "Mon père a sa chimio mardi, est-ce que je peux
 * rester assise à côté de lui pendant la perfusion ?" names a drip and asks "je peux", and the generic rule refused it in
 * French, Italian and Dutch (batch 22). Who may sit with a patient on a day unit is organised, not advised. Only the
 * company with the time it lasts ("during", "the whole time"), in either order: "can I sit with him and give him his
 * paracetamol myself" says no such time, and a bare "sit with him" would silence that ask (the medicine rules excuse
 * a medicine carried "with him").
 *
 * Regex sources over normalised text (no accents, one space between words), without the spaces at their edges: the
 * packs put them in ` {PRACTICAL} `.
 */
export const COMPANY_DURING_TREATMENT: PerLang<string> = {
  en: String.raw`(?:sit|stay|be) (?:with|next to|beside) (?:him|her|them) (?:during|through|the whole time|all the time|while (?:he|she|they) (?:has|have|gets|get|is|are))|during (?:the|his|her|their) (?:\w+ ){1,2}(?:can|may|could) i (?:sit|stay|be) (?:with|next to|beside) (?:him|her|them)`,
  nl: String.raw`(?:naast|bij) (?:hem|haar) (?:zitten|blijven|blijven zitten) (?:tijdens|gedurende)|(?:tijdens|gedurende) (?:het|de|zijn|haar) (?:\w+ ){1,2}(?:naast|bij) (?:hem|haar) (?:zitten|blijven)|de hele tijd (?:naast|bij) (?:hem|haar) (?:zitten|blijven)`,
  fr: String.raw`(?:rester|etre|m asseoir|m installer)(?: assise?)? (?:a cote (?:de lui|d elle)|pres (?:de lui|d elle)|avec (?:lui|elle)) (?:pendant|durant|tout le temps|toute la (?:seance|duree))`,
  it: String.raw`(?:stare|restare|rimanere|sedermi)(?: sedut[oa])? (?:accanto a (?:lui|lei)|vicino a (?:lui|lei)|con (?:lui|lei)) (?:durante|per tutta|tutto il tempo)`,
};
