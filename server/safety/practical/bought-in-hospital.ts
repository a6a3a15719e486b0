import type { PerLang } from "~/lib/lang";

/**
 * Where in the hospital something is bought: a first-aid supply in its shop ("ho la vescica sul piede, posso comprare
 * i cerotti nel negozio?", refused by the generic rule for the blister: the twenty-fifth pass's probe) or a named thing
 * "somewhere in the hospital" ("kan ik ergens in het ziekenhuis na acht uur 's avonds nog pijnstillers kopen?", batch
 * 23: the English, French and Italian put it as "is there a place where", which no frame reads). A supply is not a
 * medicine: which medicine to buy stays the errand rule's (../practical/errand.ts, the whole question only), and an
 * unnamed thing ("something for my cough", "iets tegen de pijn") is a remedy ask.
 *
 * Regex sources over normalised text (no accents, one space between words), without the spaces at their edges: the
 * packs put them in ` {PRACTICAL} `.
 */
const SUPPLY: PerLang<string> = {
  en: String.raw`plasters|plaster|band aids|bandages|bandage|gauze|tape|thermometer|tissues|wipes|cotton wool|ice pack|earplugs`,
  nl: String.raw`pleisters|pleister|verband|verbanden|zwachtel|zwachtels|gaasjes|gaas|tape|thermometer|zakdoekjes|doekjes|watten|coldpack|oordopjes`,
  fr: String.raw`pansements|pansement|sparadraps|sparadrap|bandes|bande|compresses|thermometre|mouchoirs|lingettes|coton|poche de glace|bouchons d oreille`,
  it: String.raw`cerotti|cerotto|bende|benda|garze|garza|termometro|fazzoletti|fazzolettini|salviette|cotone|ghiaccio istantaneo|tappi per le orecchie`,
};
const SHOP: PerLang<string> = {
  en: String.raw`(?:in|at|from) (?:the|your) (?:hospital )?(?:shop|kiosk|newsagent|pharmacy)`,
  nl: String.raw`(?:in|bij|aan) (?:de|het|jullie) (?:\w+ )?(?:winkel|winkeltje|kiosk|shop|apotheek)`,
  fr: String.raw`(?:a|dans) (?:la|le|votre) (?:boutique|kiosque|magasin|pharmacie|relais)(?: de l hopital)?`,
  it: String.raw`(?:nel|al|in|all|dal) (?:negozio|negozietto|edicola|bar|shop|farmacia)(?: dell ospedale)?`,
};
const BUY: PerLang<string> = {
  en: String.raw`buy|get|purchase`,
  nl: String.raw`kopen|halen|krijgen`,
  fr: String.raw`acheter|trouver`,
  it: String.raw`comprare|acquistare|trovare`,
};
const ARTICLE: PerLang<string> = {
  en: String.raw`(?:the |some |a |an )?`,
  nl: String.raw`(?:de |het |een |wat |nieuwe )?`,
  fr: String.raw`(?:des |du |de la |un |une |les |le |la |l )?`,
  it: String.raw`(?:i |gli |le |dei |degli |delle |un |una |il |la |lo |del |della )?`,
};

/** Buying it or having it seen to is a clinician's call: "can I buy a bandage in the shop or should I get it stitched?". */
const OR_CARE: PerLang<string> = {
  en: String.raw`(?!.* (?:or should|or do i need|or does it need|or is it|or go|or see|instead))`,
  nl: String.raw`(?!.* (?:of moet|of is het|of heb ik|of laten|of naar|in plaats))`,
  fr: String.raw`(?!.* (?:ou je dois|ou il faut|ou faut il|ou est ce que|ou aller|au lieu))`,
  it: String.raw`(?!.* (?:o devo|o bisogna|o serve|o e meglio|o andare|invece))`,
};

function supplyAtShop(lang: "en" | "fr" | "it"): string {
  return String.raw`${OR_CARE[lang]}(?:${BUY[lang]}) ${ARTICLE[lang]}(?:${SUPPLY[lang]})(?: \w+){0,2}? ${SHOP[lang]}|(?:${BUY[lang]}) ${SHOP[lang]} ${ARTICLE[lang]}(?:${SUPPLY[lang]})`;
}

export const BOUGHT_IN_HOSPITAL: PerLang<string> = {
  en: String.raw`${supplyAtShop("en")}|(?:can|could) (?:i|we) (?:buy|get|purchase) (?:(?!something |anything |what |which )\w+ ){1,3}?(?:anywhere|somewhere) (?:in|at|around) (?:the|this|your) hospital`,
  nl: String.raw`${OR_CARE.nl}(?:${SHOP.nl}(?: \w+){0,2}? ${ARTICLE.nl}(?:${SUPPLY.nl}) (?:kopen|halen)|${ARTICLE.nl}(?:${SUPPLY.nl}) ${SHOP.nl} (?:kopen|halen))|(?:kan|kunnen|mag) (?:ik|we|je|men) (?:\w+ ){0,2}?ergens (?:in het ziekenhuis |hier )?(?:(?!iets |welke |wat )\w+ ){0,8}?(?:kopen|halen)`,
  fr: String.raw`${supplyAtShop("fr")}|(?:acheter|trouver) (?:(?!quelque |quoi |quel |quelle |quels |quelles )\w+ ){1,3}?quelque part (?:dans|a) l hopital`,
  it: String.raw`${supplyAtShop("it")}|(?:comprare|acquistare|trovare) (?:(?!qualcosa |cosa |quale |quali )\w+ ){1,3}?da qualche parte (?:in|nell|all) ospedale`,
};
