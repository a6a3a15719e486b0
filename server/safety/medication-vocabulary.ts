import { oneOf } from "./rule";

/**
 * Medicines callers name, spelled as STT writes them (no diacritics). Brand and generic names are
 * largely international, so one list serves every language; each language adds its own generic
 * nouns ("pijnstiller", "painkiller", "antidouleur", "antidolorifico").
 */
export const DRUG_NAMES = [
  "paracetamol", "dafalgan", "perdolan", "panadol", "tylenol", "ibuprofen", "ibuprofene", "nurofen", "brufen", "advil",
  "aspirine", "aspirin", "aspirina", "asaflow", "cardioaspirine", "diclofenac", "voltaren", "naproxen", "tramadol",
  "codeine", "morfine", "morphine", "morfina", "oxycodon", "oxycodone", "fentanyl", "amoxicilline", "amoxicillin",
  "augmentin", "antibiotica", "antibiotics", "antibiotique", "antibiotiques", "antibiotico", "antibiotici", "antibioticum",
  "insuline", "insulin", "insulina", "metformine", "metformin", "xanax", "alprazolam", "lorazepam", "temesta",
  "diazepam", "valium", "temazepam", "zolpidem", "stilnoct", "sipralex", "escitalopram", "sertraline", "prozac",
  "fluoxetine", "cortisone", "prednisolon", "prednisolone", "prednison", "medrol", "marcoumar", "sintrom", "xarelto",
  "eliquis", "pradaxa", "clopidogrel", "plavix", "warfarine", "warfarin", "heparine", "heparin", "clexane",
  "omeprazol", "omeprazole", "pantoprazol", "pantoprazole", "nexium", "motilium", "imodium", "loperamide",
  "ventolin", "salbutamol", "seretide", "levothyroxine", "l thyroxine", "euthyrox", "bisoprolol", "metoprolol",
  "amlodipine", "lisinopril", "ramipril", "statine", "statines", "simvastatine", "atorvastatine", "viagra",
];

export const drugNames = oneOf(DRUG_NAMES);
