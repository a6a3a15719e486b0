import type { Lang, PerLang } from "~/lib/lang";

/**
 * Errands around a visit: getting here by public transport, buying a named item at the hospital's
 * pharmacy, what the pharmacy has in stock, collecting medicines there or handing old ones back, an aid the
 * hospital lends or sells. "Can I come by bus with my leg in plaster?", "can I buy
 * the cream for my spots at your pharmacy?" and "how much syrup does the pharmacy have in stock?"
 * name a body part, a medicine or a symptom and open like an ask, and the generic advice rule
 * refused them in four languages.
 *
 * An errand's words alone do not make a question practical: "is it safe to travel by train with a
 * blood clot?", "can I buy something at your pharmacy for my sore throat?" and "do you have
 * anything in stock for my migraine?" are advice asks in the same words. When the errand was read
 * as practical wherever its words stood, it silenced both the generic rule and the second opinion
 * on such asks (a sealed advice ask was let through). So an errand counts only when the errand is
 * the whole ask:
 * - a journey by public transport, with no medicine, no complaint, no question of risk or
 *   timing ("is it safe", "again", "when can I") and no fitness to travel ("travel", "fly",
 *   "pregnant") in the utterance — a body part, a cast or crutches may be named;
 * - a purchase or a stock question that is the whole utterance (greetings and "please" aside),
 *   about a named item ("the cream", "my insulin"), never "something", "anything", "what" or
 *   "which", and with no dose question ("how much can he have") in it.
 *
 * Regex sources over normalised text (no accents, one space between words, a space at each end).
 * `errandSource` is anchored at the start of the text: a pack puts it in a negative lookahead
 * (`^(?!{ERRAND})…`), the second opinion tests it as it is.
 */

/** What the pack calls a medicine and a complaint (its MED and SYMPTOM vocabularies). */
export interface ErrandVocabulary {
  med: string;
  symptom: string;
}

/** Words a caller puts around a question without changing it: greetings, hesitations, politeness. */
const FILLER: PerLang<string> = {
  en: String.raw`hi|hello|good morning|good afternoon|yes|yeah|ok|okay|so|and|um|uh|er|please|sorry|excuse me|also|too|as well|today|here|there|now`,
  nl: String.raw`hallo|dag|goedemorgen|goedemiddag|ja|ok|oke|dus|en|eh|euh|uhm|even|sorry|alstublieft|alsjeblieft|aub|graag|ook|vandaag|hier|daar|nu`,
  fr: String.raw`bonjour|allo|oui|ok|alors|et|euh|pardon|s il vous plait|svp|aussi|aujourd hui|ici|la|maintenant`,
  it: String.raw`buongiorno|salve|pronto|si|ok|allora|e|ehm|scusi|scusate|per favore|per cortesia|anche|oggi|qui|li|adesso`,
};

/** Getting to or from the hospital by public transport or taxi. Not French "en train": "il est en train de vomir". */
const TRANSPORT: PerLang<string> = {
  en: String.raw`by bus|by tram|by train|by taxi|by metro|by underground|public transport|bus stop|which bus`,
  nl: String.raw`met de bus|met de tram|met de trein|met de taxi|met de metro|openbaar vervoer|bushalte|welke bus`,
  fr: String.raw`en bus|en autobus|en tram|en taxi|en metro|transports en commun|transport en commun|arret de bus|quel bus`,
  it: String.raw`in autobus|in bus|in pullman|in tram|in treno|in taxi|in metro|in metropolitana|con l autobus|con il bus|mezzi pubblici|fermata dell autobus|quale autobus`,
};

/**
 * A question of risk or of timing, in any errand: whether something is safe, normal or allowed, when
 * the caller may do it (again). With it the errand is the occasion, not the question.
 */
const RISK: PerLang<string> = {
  en: String.raw`safe|safely|unsafe|dangerous|risky|risk|wise|allowed|normal|bad|harm|harmful|worry|worried|again|how soon|too soon|too much|too many|when can|still|is it ok|is it okay|is it alright|is it fine`,
  nl: String.raw`veilig|onveilig|gevaarlijk|verantwoord|risico|toegestaan|normaal|slecht|schadelijk|ongerust|bezorgd|zorgen|weer|opnieuw|hoe snel|te snel|te veel|wanneer mag|wanneer kan|nog steeds|is het erg|is dat erg|is het ok|is het oke|goed idee`,
  fr: String.raw`sans danger|sans risque|dangereux|dangereuse|risque|risques|prudent|autorise|normal|normale|grave|mauvais|mauvaise|inquiet|inquiete|inquieter|trop|a nouveau|de nouveau|quand est ce que je peux|quand puis je|deconseille|est ce sur|c est sur`,
  it: String.raw`sicuro|sicura|pericoloso|pericolosa|rischio|rischioso|rischiosa|prudente|consentito|normale|grave|male|preoccupato|preoccupata|preoccupare|troppo|troppi|troppe|di nuovo|quando posso|sconsigliato|va bene se`,
};

/**
 * A risk word that says how old medicines are disposed of, not whether something is safe for the caller: "so
 * they are destroyed safely", "zodat ze veilig vernietigd worden", "détruits sans risque", "smaltite in modo
 * sicuro". It leaves a return to the pharmacy an errand (the risk guard refused all four); "is it safe to stop
 * them" keeps its risk word. `ahead`: the phrase starting at the risk word; `behind`: what precedes it.
 */
const DISPOSED_SAFELY: PerLang<{ ahead: string; behind: string }> = {
  en: {
    ahead: String.raw`safely (?:be )?(?:disposed|destroyed|thrown away|binned|got rid|get rid)`,
    behind: String.raw`(?:disposed of|destroyed|thrown away|binned|got rid of|get rid of|dispose of them|dispose of it)`,
  },
  nl: {
    ahead: String.raw`veilig (?:worden |te |laten |kunnen )?(?:vernietigd|vernietigen|weggegooid|weggooien|verwerkt|verwerken|opgeruimd|opruimen)`,
    behind: String.raw`(?:vernietigd|weggegooid|verwerkt|opgeruimd)(?: worden)?`,
  },
  fr: { ahead: String.raw`(?!)`, behind: String.raw`(?:detruit|detruits|detruites|elimine|elimines|eliminees|jete|jetes|jetees|recycles)(?: sans)?` },
  it: { ahead: String.raw`(?!)`, behind: String.raw`(?:smaltit[oaie]|distrutt[oaie]|eliminat[oaie]|buttat[oaie])(?: in modo)?` },
};

/** A complaint said as a verb or an adjective, which the packs' complaint lists (nouns mostly) miss: "my leg is in plaster and it really hurts". */
const COMPLAINT: PerLang<string> = {
  en: String.raw`hurt|hurts|hurting|sore|painful|aching|bleeds|swollen|itches|throbbing|feel sick|feels sick|feel ill|feels ill`,
  nl: String.raw`pijn|doet zeer|gezwollen|jeukt|bloedt|klopt|misselijk|duizelig|ziek`,
  fr: String.raw`mal|douleur|douleurs|douloureux|douloureuse|gonfle|gonflee|saigne|demange|lance|malade`,
  it: String.raw`male|dolore|dolori|doloroso|dolorosa|dolorante|gonfio|gonfia|sanguina|prude|malato|malata`,
};

/** Fitness to travel: the journey itself as the risk ("can I travel by train with a blood clot?", "36 weeks pregnant"). */
const FITNESS_TO_TRAVEL: PerLang<string> = {
  en: String.raw`travel|travelling|traveling|fly|flying|drive|driving|cycle|cycling|pregnant|weeks along`,
  nl: String.raw`reizen|reis|vliegen|autorijden|fietsen|zwanger`,
  fr: String.raw`voyager|voyage|conduire|avion|velo|enceinte`,
  it: String.raw`viaggiare|viaggio|guidare|aereo|bici|bicicletta|incinta`,
};

/** An item not named: the caller asks which one, which is a remedy ask ("can I buy something for my sore throat?"). */
const UNNAMED: PerLang<string> = {
  en: String.raw`something|anything|what|which|whatever|best|good|strongest|stronger|right one`,
  nl: String.raw`iets|wat|welke|welk|beste|goede|sterkste|sterker|juiste`,
  fr: String.raw`quelque chose|quoi|qu est ce|quel|quelle|quels|quelles|meilleur|meilleure|bon|bonne|plus fort|plus forte`,
  it: String.raw`qualcosa|cosa|che cosa|quale|quali|migliore|buono|buona|piu forte`,
};

/**
 * Asking to have it ordered, after a stock question: "… in stock, or do they need to be ordered?".
 * Its "do they" is no dose question (USE_ASK leaves a subject followed by the ordering alone).
 */
const ORDER_TAIL: PerLang<string> = {
  en: String.raw`or (?:\w+ ){1,5}?(?:ordered|order them|order it|order) (?:in )?`,
  nl: String.raw`of (?:\w+ ){1,4}?(?:besteld worden|bestellen|besteld) `,
  fr: String.raw`ou (?:\w+ ){1,4}?(?:commander|commandes|commandees|commande) `,
  it: String.raw`o (?:\w+ ){1,4}?(?:ordinarl[aoie]|ordinare|ordinat[aoie]) `,
};
const ORDERING = String.raw`(?! (?:\w+ ){0,4}?(?:ordered|order|besteld|bestellen|commander|commandes|commandees|ordinarl[aoie]|ordinare|ordinat[aoie]) )`;

/** A dose or use question inside a stock question ("how much can he have, is it in stock?"). */
const USE_ASK: PerLang<string> = {
  en: String.raw`(?:(?:can|could|should|may|must|shall|do|does) (?:i|we|he|she|they|my \w+|a child|a baby|kids|children))${ORDERING}`,
  nl: String.raw`(?:(?:mag|moet|kan|mogen|moeten|kunnen|zou|zouden|dien) (?:ik|we|wij|hij|zij|ze|mijn \w+|een kind|een baby))${ORDERING}`,
  fr: String.raw`(?:puis je|peux|peut|dois|doit|devrais|faut il|pourrais je|est ce que je|est ce qu il)${ORDERING}`,
  it: String.raw`(?:posso|devo|puo|deve|dovrei|possiamo|dobbiamo|potrei|si puo)${ORDERING}`,
};

/** A definite item: "the cream", "my insulin", "these drops". */
const NAMED: PerLang<string> = {
  en: String.raw`the|my|his|her|our|their|your|these|those|this|that`,
  nl: String.raw`de|het|mijn|zijn|haar|onze|ons|hun|deze|die|dat|dit`,
  fr: String.raw`la|le|les|l|mon|ma|mes|son|sa|ses|notre|nos|leur|leurs|ce|cet|cette|ces`,
  it: String.raw`la|il|lo|i|gli|le|l|mia|mio|mie|miei|sua|suo|sue|suoi|questa|questo|queste|questi|quella|quello`,
};

const PHARMACY: PerLang<string> = {
  en: String.raw`(?:at|from|in) (?:the|your|this) (?:hospital )?pharmacy`,
  nl: String.raw`(?:bij|in) (?:de|jullie|uw) (?:ziekenhuis)?apotheek`,
  fr: String.raw`(?:a|dans) (?:la|votre) pharmacie(?: de l hopital)?`,
  it: String.raw`(?:in|nella|alla|dalla|presso la) (?:vostra )?farmacia(?: dell ospedale)?`,
};

/** Buying a named item at the pharmacy, as the whole question (between the fillers). */
function purchase(lang: Lang): string {
  const named = String.raw`(?:${NAMED[lang]})(?: \w+){0,5}?`;
  const at = PHARMACY[lang];
  switch (lang) {
    case "en":
      return String.raw`(?:can|could|may) (?:i|we) (?:also )?(?:buy|purchase) (?:${named} ${at}|(?:it|them|one) (?:here|there|${at})) `;
    case "nl":
      return String.raw`(?:kan|mag|kunnen|mogen) (?:ik|we|wij|u|je|men) (?:ook )?(?:${named} ${at}|${at} (?:ook )?${named}) (?:kopen|aankopen) `;
    case "fr":
      return String.raw`(?:puis je|je peux|est ce que je peux|pourrais je|est ce que je pourrais|peut on|on peut|est ce qu on peut|est il possible d) (?:aussi )?acheter ${named} ${at} `;
    case "it":
      return String.raw`(?:posso|possiamo|si puo|e possibile|potrei) (?:anche )?(?:(?:comprare|acquistare) ${named} ${at}|(?:comprarl[aoie]|acquistarl[aoie]) ${at}) `;
  }
}

/** The stock phrases themselves. */
const IN_STOCK: PerLang<string> = {
  en: String.raw`in stock|out of stock`,
  nl: String.raw`op voorraad|in voorraad|uit voorraad`,
  fr: String.raw`en stock|rupture de stock`,
  it: String.raw`in magazzino|in giacenza|esaurit[oaie]`,
};

/**
 * How a stock question opens, up to its verb of having: "how much syrup does the pharmacy have",
 * "does the pharmacy have", "do you have", "is my insulin". A "how much" must reach the pharmacy's
 * having: "how many of these pills is too many, are they in stock?" asks a dose.
 */
const STOCK_OPENER: PerLang<string> = {
  en: String.raw`how (?:much|many)(?: \w+){1,4} (?:does|do) (?:the|your|you) (?:hospital )?(?:pharmacy )?(?:have|keep)|(?:does|do) (?:the|your) (?:hospital )?pharmacy (?:have|keep)|do you (?:have|keep)|(?:is|are) (?:the|my|your|these|those|this|that|it|they)`,
  nl: String.raw`hoeveel(?: \w+){1,4} (?:heeft|hebben) (?:de|jullie|uw) (?:ziekenhuis)?(?:apotheek)?|(?:heeft|hebben) (?:de|jullie|uw)|(?:is|zijn) (?:de|het|mijn|deze|die|dat|dit)`,
  fr: String.raw`combien (?:de |d )(?:\w+ ){1,4}(?:la pharmacie a t elle|la pharmacie a|avez vous|vous avez)|la pharmacie a t elle|la pharmacie a|avez vous|vous avez|est ce que vous avez|est ce que la pharmacie a|(?:le|la|les|l|mon|ma|mes|ce|cette|ces)`,
  it: String.raw`quant[oaie](?: \w+){1,4} (?:ha la farmacia|la farmacia ha|avete)|la farmacia ha|avete|c e|ci sono|(?:la|il|lo|i|gli|le|l|mia|mio|mie|miei)`,
};

/**
 * A question about what the pharmacy has, as the whole question (between the fillers): the stock
 * words last ("does the pharmacy have my pills in stock?"), or first with the named item after them
 * ("la farmacia ha in magazzino le mie pillole?").
 */
function stock(lang: Lang): string {
  const opener = STOCK_OPENER[lang];
  const inStock = IN_STOCK[lang];
  return String.raw`(?:(?:${opener})(?: \w+){0,8} (?:${inStock})(?: ${PHARMACY[lang]})?|(?:${opener})(?: \w+){0,3} (?:${inStock}) (?:${NAMED[lang]})(?: \w+){0,6}) (?:${ORDER_TAIL[lang]})?`;
}

/**
 * Handing medicines back at the pharmacy to be destroyed: "can I hand in my old pills at the
 * pharmacy?" names a medicine and opens like an ask, and the generic advice rule refused it in four
 * languages. A return verb, the pharmacy and no complaint make it an errand; "should" and "stop"
 * keep it an ask ("should I hand my antibiotics back to the pharmacy now that I feel better?" is
 * about stopping a course), and so do the risk words every errand excludes.
 */
const RETURN_VERB: PerLang<string> = {
  en: String.raw`hand in|hand back|drop off|drop in|return|bring back|take back|give back|(?:take|bring|give|hand) (?:\w+ ){1,4}?back|dispose of|be destroyed|destroyed|disposed of`,
  nl: String.raw`inleveren|in leveren|terugbrengen|terug brengen|afgeven|afleveren|wegbrengen|teruggeven|vernietigen|vernietigd`,
  fr: String.raw`rapporter|ramener|deposer|rendre|restituer|detruire|detruits|detruites|elimines|eliminer`,
  it: String.raw`riportare|riconsegnare|restituire|consegnare|lasciare|smaltire|smaltiti|smaltite|buttare|buttarli|buttarle|distruggere`,
};

/** The pharmacy as a place, wherever it stands in the sentence. */
const PHARMACY_WORD: PerLang<string> = {
  en: String.raw`pharmacy|chemist|chemists`,
  nl: String.raw`apotheek|ziekenhuisapotheek|apotheker`,
  fr: String.raw`pharmacie|pharmacien`,
  it: String.raw`farmacia|farmacista`,
};

/** A question about continuing or stopping a treatment, which a return can hide ("now that I feel better"). */
const COURSE: PerLang<string> = {
  en: String.raw`should|must|stop|stopping|finish|finished|feel better|feeling better|course|dose|instead`,
  nl: String.raw`moet|moeten|stoppen|gestopt|afmaken|kuur|beter voel|dosis|in plaats`,
  fr: String.raw`dois|devrais|doit|faut il|arreter|arrete|finir|terminer|mieux|cure|dose|au lieu`,
  it: String.raw`devo|dovrei|deve|smettere|sospendere|finire|meglio|ciclo|dose|invece`,
};

/**
 * Collecting medicines at the pharmacy: "can I get my mother's medicines at the pharmacy with her card?", "je
 * peux retirer la morphine prescrite à mon père à votre pharmacie ?", "posso prendere le medicine in farmacia?"
 * name a medicine and open like an ask ("prendre", "prendere" are also "take"), and the generic advice rule
 * refused them. A collecting verb with the pharmacy as its place, a named medicine (or a prescription), and nothing of a complaint,
 * of unnamed choice ("can I get something at the pharmacy for my cough?") or of a course ("now that I feel
 * better") make it an errand. The pharmacy must be the place ("at the pharmacy"), not the giver: "can I take
 * the ibuprofen the pharmacy gave me?" is an intake ask. Either order: Dutch puts the verb last ("bij de apotheek halen").
 */
const COLLECT_VERB: PerLang<string> = {
  en: String.raw`pick up|pick (?:\w+ ){1,4}?up|collect|fetch|get|go and get|come and get`,
  nl: String.raw`ophalen|afhalen|op halen|af halen|halen|gaan halen|komen halen`,
  fr: String.raw`retirer|recuperer|chercher|prendre`,
  it: String.raw`ritirare|ritirarl[aoie]|prendere|prenderl[aoie]|andare a prendere|passare a prendere`,
};

/** The pharmacy as the place something is collected (a wider PHARMACY: "en pharmacie", "at the hospital's pharmacy"). */
const AT_PHARMACY: PerLang<string> = {
  en: String.raw`(?:at|from|in) (?:the|your|this) (?:hospital s |hospital )?(?:pharmacy|chemist)`,
  nl: String.raw`(?:bij|in|aan) (?:de|jullie|uw) (?:ziekenhuis)?apotheek|bij de apotheker`,
  fr: String.raw`(?:a|dans) (?:la|votre) pharmacie(?: de l hopital)?|en pharmacie|chez le pharmacien`,
  it: String.raw`(?:in|nella|alla|presso la) (?:vostra )?farmacia(?: dell ospedale)?|dal farmacista`,
};

/** A prescription collected, as a medicine is: "est-ce que je peux retirer mon ordonnance à la pharmacie de l'hôpital le samedi". */
const PRESCRIPTION: PerLang<string> = {
  en: String.raw`prescription|prescriptions`,
  nl: String.raw`voorschrift|voorschriften|recept|recepten`,
  fr: String.raw`ordonnance|ordonnances|prescription`,
  it: String.raw`ricetta|ricette|prescrizione`,
};
/** Stopping, finishing or changing a course: a collection can hide it as a return can. */
const COURSE_CHANGE: PerLang<string> = {
  en: String.raw`stop|stopping|finish|finished|feel better|feeling better|course|dose|instead`,
  nl: String.raw`stoppen|gestopt|afmaken|kuur|beter voel|dosis|in plaats`,
  fr: String.raw`arreter|arrete|finir|terminer|sens mieux|vais mieux|cure|dose|au lieu`,
  it: String.raw`smettere|sospendere|finire|sto meglio|ciclo|dose|invece`,
};

/**
 * The pharmacy sending medicines home: "does the hospital pharmacy send my chemo tablets home or do I have to come and
 * get them?" names a medicine and asks what the caller must do ("devo venire a prenderle io"), and the generic advice
 * rule refused it in Dutch and Italian. A sending verb, the pharmacy and a named medicine (or a prescription), with
 * nothing of a complaint, of a course, of unnamed choice or of an amount, make it an errand; "can the pharmacy send me
 * something for my cough?" and "how many do I take once they are delivered?" stay asks.
 */
const SEND_VERB: PerLang<string> = {
  en: String.raw`send|sends|sent|deliver|delivers|delivered|post|posts|posted|mail|mails|mailed|ship|ships|shipped`,
  nl: String.raw`stuurt|sturen|opsturen|opgestuurd|toesturen|toegestuurd|thuisgestuurd|levert|leveren|geleverd|bezorgt|bezorgen|bezorgd|verzendt|verzenden|verzonden`,
  fr: String.raw`envoie|envoient|envoyer|envoyez|envoye|envoyes|envoyees|livre|livrent|livrer|livrez|livres|livrees|expedie|expedient|expedier|expediez|postez|poster`,
  it: String.raw`manda|mandano|mandare|mandate|mandati|mandarmi|mandarci|mandarle|mandargli|mandarla|mandarlo|spedisce|spediscono|spedire|spedite|spediti|spedirmi|spedirci|consegna a domicilio|consegnano a domicilio|consegnare a domicilio|recapita|recapitano`,
};
/** How much or how many: a dose question rides on a delivery as it does on a stock question. */
const AMOUNT: PerLang<string> = {
  en: String.raw`how much|how many|how often|dose|dosage`,
  nl: String.raw`hoeveel|hoe vaak|dosis`,
  fr: String.raw`combien|dose|posologie`,
  it: String.raw`quant[oaie]|ogni quanto|dose|dosaggio`,
};

/**
 * An aid the hospital lends or sells (crutches, a wheelchair, compression stockings): "after my meniscus
 * operation do you give me the crutches or do I have to buy them?" names an operation and asks what the caller
 * must do, and the generic rule refused it. A supply verb beside the aid, with no complaint and no question of
 * how long or without it ("how long do I need the crutches?", "can I walk without them?"), is an errand.
 */
const AID: PerLang<string> = {
  en: String.raw`crutches|crutch|wheelchair|walking frame|zimmer frame|walker|walking stick|commode|shower chair|hospital bed|compression stockings|support stockings|brace|splint|sling`,
  nl: String.raw`krukken|kruk|rolstoel|rollator|looprek|wandelstok|toiletstoel|douchestoel|ziekenhuisbed|steunkousen|brace|spalk|mitella|draagdoek`,
  fr: String.raw`bequilles|bequille|fauteuil roulant|deambulateur|cadre de marche|canne|chaise percee|chaise de douche|lit medicalise|bas de contention|attelle|orthese|echarpe`,
  it: String.raw`stampelle|stampella|sedia a rotelle|carrozzina|deambulatore|girello|bastone|comoda|sedia per la doccia|letto ortopedico|calze elastiche|calze a compressione|tutore|stecca`,
};
const SUPPLY_VERB: PerLang<string> = {
  en: String.raw`buy|rent|hire|borrow|lend|give|provide|supply|loan|pay for|bring back|return`,
  nl: String.raw`kopen|huren|lenen|uitlenen|geven|meegeven|krijg|krijgen|voorzien|betalen|terugbrengen`,
  fr: String.raw`acheter|louer|preter|pretez|donnez|donner|fournir|fournissez|payer|rendre|rapporter`,
  it: String.raw`comprare|comprarl[aoie]|noleggiare|noleggiarl[aoie]|affittare|prestare|prestate|date|dare|danno|fornite|fornire|pagare|restituire`,
};
const AID_USE: PerLang<string> = {
  en: String.raw`how long|until|without|walk|walking|weight|need|stop`,
  nl: String.raw`hoe lang|tot wanneer|zonder|stappen|lopen|steunen|nodig|stoppen`,
  fr: String.raw`combien de temps|jusqu a quand|sans|marcher|appuyer|besoin|arreter`,
  it: String.raw`quanto tempo|fino a quando|senza|camminare|appoggiare|caricare|bisogno|smettere`,
};

/** The utterance from its start to its end is `shape`, with only fillers around it. */
function whole(lang: Lang, shape: string): string {
  const fill = `(?:(?:${FILLER[lang]}) )*`;
  return String.raw`(?= ${fill}${shape}${fill}$)`;
}

/**
 * A stock question that is the whole utterance and asks no dose: the dosage rules skip it ("how
 * much syrup does the pharmacy have in stock?" opens like "how much syrup can I give him?").
 * Anchored at the start of the text.
 */
export function stockQuestionSource(lang: Lang): string {
  return String.raw`^(?!.* (?:${UNNAMED[lang]}|${USE_ASK[lang]}|${RISK[lang]}) )${whole(lang, stock(lang))}`;
}

/**
 * An errand that is the whole ask (see above), for the generic advice rule's guard and the second
 * opinion's. Anchored at the start of the text.
 */
export function errandSource(lang: Lang, vocab: ErrandVocabulary): string {
  const journey = String.raw`(?=.* (?:${TRANSPORT[lang]}) )(?!.* (?:${vocab.med}|${vocab.symptom}|${COMPLAINT[lang]}|${FITNESS_TO_TRAVEL[lang]}) )`;
  const errandAtThePharmacy = String.raw`(?!.* (?:${UNNAMED[lang]}) )(?:${whole(lang, purchase(lang))}|(?!.* (?:${USE_ASK[lang]}) )${whole(lang, stock(lang))})`;
  const returnToThePharmacy = String.raw`(?=.* (?:${RETURN_VERB[lang]}) )(?=.* (?:${vocab.med}) )(?=.* (?:${PHARMACY_WORD[lang]}) )(?!.* (?:${vocab.symptom}|${COMPLAINT[lang]}|${COURSE[lang]}) )`;
  const collectAtThePharmacy = String.raw`(?=.* (?:${PHARMACY_WORD[lang]}) )(?=.* (?:(?:${COLLECT_VERB[lang]})(?: \w+){0,8}? (?:${AT_PHARMACY[lang]})|(?:${AT_PHARMACY[lang]})(?: \w+){0,8}? (?:${COLLECT_VERB[lang]})) )(?=.* (?:${vocab.med}|${PRESCRIPTION[lang]}) )(?!.* (?:${vocab.symptom}|${COMPLAINT[lang]}|${COURSE_CHANGE[lang]}|${UNNAMED[lang]}) )`;
  const sentFromThePharmacy = String.raw`(?=.* (?:${PHARMACY_WORD[lang]}) )(?=.* (?:${SEND_VERB[lang]}) )(?=.* (?:${vocab.med}|${PRESCRIPTION[lang]}) )(?!.* (?:${vocab.symptom}|${COMPLAINT[lang]}|${COURSE_CHANGE[lang]}|${UNNAMED[lang]}|${AMOUNT[lang]}) )`;
  const aidSupply = String.raw`(?=.* (?:${AID[lang]}) )(?=.* (?:${SUPPLY_VERB[lang]}) )(?!.* (?:${vocab.symptom}|${COMPLAINT[lang]}|${AID_USE[lang]}) )`;
  const risk = String.raw`(?<!${DISPOSED_SAFELY[lang].behind} )(?!${DISPOSED_SAFELY[lang].ahead})(?:${RISK[lang]})`;
  return String.raw`^(?!.* ${risk} )(?:${journey}|${errandAtThePharmacy}|${returnToThePharmacy}|${collectAtThePharmacy}|${sentFromThePharmacy}|${aidSupply})`;
}
