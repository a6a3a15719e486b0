/** Italian written abbreviations a full stop does not end ("Dott.ssa Rossi", "Sig.ra Bianchi"). */
export const it: readonly string[] = ["Dott", "Dott.ssa", "Sig", "Sig.ra", "Prof", "Dr"];
