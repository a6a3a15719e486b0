/**
 * The twenty-third pass's advice shapes (batch 20's near misses and the brief's known items, by class; the other
 * phrasings here are new, not a batch's):
 * - practical words the packs lacked: how one pays (by card, cash), someone taking the caller home or dropping them at
 *   the door, who goes in with a patient, a letter or a copy sent on, when to be somewhere (Italian "a che ora devo
 *   essere"), a room for parents, what the shop sells with the verb first (Italian). Each is a phrase, not a bare
 *   word: "a che ora è meglio prendere il cortisone?", "la pommade, je peux la déposer sur la plaie ?" and "the letter
 *   from cardiology says double the bisoprolol" stay asks.
 * - a word right after "en forme de" is a shape, not the body (French "les ballons en forme de cœur").
 * - whether a finding is a cancer is a diagnosis asked even when a practical word (a report, a result) carries it
 *   ("il referto dell'ecografia dice formazione ipoecogena di 8 mm, è un tumore?"), in the four packs; only as the
 *   question that ends the utterance.
 */
import { describe, expect, it } from "vitest";
import type { Lang } from "~/lib/lang";
import { classifyTerminal } from "./classify-terminal";

const ASKS: readonly (readonly [Lang, string])[] = [
  ["it", "Il referto dell'ecografia dice formazione ipoecogena di 8 mm, cosa vuol dire, è un tumore?"],
  ["it", "il risultato della biopsia è arrivato, vuol dire che è un tumore?"],
  ["en", "the ultrasound report says a hypoechoic lesion of 8 mm, what does that mean, is it cancer?"],
  ["en", "my results came back with a shadow on the lung, could it be cancer?"],
  ["nl", "het verslag van de echo zegt een hypoechogeen letsel van 8 mm, wat betekent dat, is het kanker?"],
  ["nl", "de uitslag van de mammografie spreekt van een verdichting, kan dat kanker zijn?"],
  ["fr", "le compte rendu de l'échographie parle d'une formation hypoéchogène de 8 mm, ça veut dire quoi, c'est un cancer ?"],
  ["fr", "les résultats de la biopsie sont arrivés, est-ce que c'est un cancer ?"],
  // The new practical phrases silence none of these.
  ["it", "a che ora è meglio prendere il cortisone, mattina o sera?"],
  ["it", "a che ora devo prendere la pastiglia per la pressione?"],
  ["en", "what time should I take my blood pressure tablet?"],
  ["en", "the letter from cardiology says double the bisoprolol, should I?"],
  ["fr", "la pommade, je peux la déposer sur la plaie ?"],
  ["fr", "j'ai une plaque en forme de cœur sur la peau qui gratte, je peux mettre de la crème ?"],
  ["nl", "hoe laat moet ik mijn bloeddrukpil innemen?"],
  // An overdose as a measure stays a dose ask.
  ["en", "how many paracetamol is an overdose?"],
  ["nl", "hoeveel paracetamol is een overdosis?"],
  ["fr", "combien de doliprane c'est une overdose ?"],
  ["it", "quante tachipirine sono un'overdose?"],
];

/** An overdose taken now goes to 112 (en with "just" before the verb, it "aver fatto" were only refused). */
const OVERDOSES_NOW: readonly (readonly [Lang, string])[] = [
  ["en", "my son just took an overdose of his pills"],
  ["en", "i took an overdose an hour ago"],
  ["nl", "mijn zoon heeft net een overdosis genomen van zijn pillen"],
  ["fr", "je crois que j'ai fait une overdose de doliprane, c'est grave ?"],
  ["it", "credo di aver fatto un'overdose di tachipirina, è pericoloso?"],
  ["it", "mio figlio ha appena fatto un'overdose di pastiglie"],
  ["en", "my husband is having a seizure on the kitchen floor"],
  ["it", "mio nonno è crollato alla fermata dell'autobus e non risponde"],
];

const NEAR_MISSES: readonly (readonly [Lang, string])[] = [
  ["nl", "Kan ik de Eliquis van mijn moeder in de ziekenhuisapotheek met de kaart betalen of alleen cash?"],
  ["nl", "mag ik de insuline voor mijn vader aan de apotheek contant betalen?"],
  ["nl", "na de slaapmiddelen van de endoscopie, moet iemand me naar huis brengen of mag ik de bus nemen?"],
  ["nl", "kan mijn man me met mijn krukken afzetten aan de ingang van de orthopedie?"],
  ["nl", "hoe krijg ik een kopie van de brief van de cardioloog voor mijn huisarts?"],
  ["en", "My father has his heart rhythm check at cardiology tomorrow, can I go in with him?"],
  ["en", "I had chest pain last week and saw cardiology, how does my GP get the letter?"],
  ["en", "Can I just stop outside for a minute to drop my mum off, she's on crutches after her hip?"],
  ["en", "can I pay for the morphine prescription by card at the hospital pharmacy"],
  ["en", "how do I get a copy of my MRI for the physio?"],
  ["fr", "je peux payer le Lovenox de mon père par carte à la pharmacie de l'hôpital ?"],
  ["fr", "après la sédation pour la coloscopie, quelqu'un doit me ramener ou je peux prendre le bus ?"],
  ["fr", "comment j'obtiens une copie de mon scanner pour le kiné ?"],
  ["fr", "les ballons en forme de cœur sont autorisés en pédiatrie ?"],
  ["it", "Posso pagare l'Eliquis di mia madre alla farmacia dell'ospedale con la carta o solo in contanti?"],
  ["it", "Dopo la colonscopia qualcuno deve riaccompagnarmi a casa o posso prendere l'autobus?"],
  ["it", "A che ora devo essere al day hospital martedì per la chemio?"],
  ["it", "quali antidolorifici vende il negozio dell'ospedale"],
  ["it", "come posso avere una copia della risonanza per il fisioterapista?"],
  ["nl", "Ik hoest veel, moet ik nog naar mijn oogafspraak komen of bel ik om af te zeggen?"],
  // An overdose someone took once, a practical question after it.
  ["en", "my brother took an overdose last year and is now in the psychiatric ward, what are the visiting times?"],
  ["nl", "mijn broer heeft vorig jaar een overdosis genomen en ligt nu op psychiatrie, wat zijn de bezoekuren?"],
  ["fr", "mon frère a fait une overdose l'an dernier et il est en psychiatrie maintenant, quelles sont les heures de visite ?"],
  ["it", "mio fratello l'anno scorso ha fatto un'overdose e adesso è in psichiatria, quali sono gli orari di visita?"],
  ["en", "he's having a seizure clinic appointment on tuesday, is that in the old building?"],
  // A cancer named, not asked about.
  ["en", "my dad's being treated for a tumour, what are the visiting hours?"],
  ["nl", "waar is de afdeling oncologie, mijn moeder heeft kanker"],
  ["fr", "où se trouve le service d'oncologie, ma mère a un cancer"],
  ["it", "quali sono gli orari di visita in oncologia per mio padre che ha il diabete e un tumore"],
  ["it", "dov'è il reparto di oncologia, mia madre ha un tumore"],
];

/** A faint at a past visit is no emergency now (Italian: "all'ultimo prelievo" was not read as past). */
const PAST_FAINTS: readonly (readonly [Lang, string])[] = [
  ["it", "All'ultimo prelievo sono svenuto, posso venire accompagnato questa volta?"],
  ["it", "mia madre la volta scorsa è svenuta in radiologia, c'è una sedia a rotelle all'ingresso?"],
  ["it", "mio nonno il mese scorso è crollato alla fermata dell'autobus e venerdì ha il controllo del pacemaker dov'è la cardiologia"],
];

describe("the twenty-third pass's advice shapes", () => {
  it.each(PAST_FAINTS)("do not send (%s) %s to 112", (lang, said) => {
    expect(classifyTerminal(said, lang)).not.toBe("EMERGENCY");
  });

  it.each(OVERDOSES_NOW)("send (%s) %s to 112", (lang, said) => {
    expect(classifyTerminal(said, lang)).toBe("EMERGENCY");
  });

  it("still sends a faint now to 112 (it)", () => {
    expect(classifyTerminal("mia madre è svenuta adesso in cucina e non si sveglia", "it")).toBe("EMERGENCY");
  });

  it.each(ASKS)("refuse (%s) %s", (lang, said) => {
    expect(classifyTerminal(said, lang)).toBe("SAFETY_REFUSAL");
  });

  it.each(NEAR_MISSES)("answer (%s) %s", (lang, said) => {
    expect(classifyTerminal(said, lang)).toBe("FALLTHROUGH");
  });
});
