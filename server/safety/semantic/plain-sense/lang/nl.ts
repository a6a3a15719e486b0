import type { PlainSensePack } from "../pack";

/** Dutch: a contact that does not answer, and "benauwd voor" / "benauwd om" (afraid of), where "benauwd" alone is breathless (see ../index.ts). */
export const nl: PlainSensePack = {
  contact: String.raw`centrale|telefooncentrale|onthaal|receptie|secretariaat|secretaresse|balie|afdeling|dienst|kliniek|polikliniek|apotheek|ziekenhuis|praktijk|wachtpost|de lijn|het nummer|de telefoon|telefoontjes?|oproepen|(?:e )?mails?|berichten|berichtjes|voicemail|niemand|(?:mijn|de|onze) (?:dokter|huisarts|arts|specialist|chirurg|verpleegkundige|tandarts|vroedvrouw|kinesist)`,
  unanswered: String.raw`(?:neemt|nemen)(?: \w+){0,3} niet op|niet opgenomen|(?:reageert|reageren|antwoordt|antwoorden)(?: \w+){0,3} niet|geen (?:antwoord|reactie|gehoor)|niemand (?:neemt|reageert|antwoordt)|(?:belt|bellen)(?: \w+){0,2} niet terug|niet teruggebeld`,
  afraid: String.raw`benauwd (?:voor|om|over|dat)|(?:er|daar|ervoor|daarvoor) (?:\w+ ){0,2}benauwd|benauwd (?:\w+ ){0,1}(?:ervoor|daarvoor)`,
  bodily: String.raw`lucht|adem|ademen|ademt|ademhaling|ademnood|stikken|stikt|hijgen|hijgt|piept|piepen|blauw|grauw|borst|borstkas`,
  person: String.raw`vader|papa|moeder|mama|man|vrouw|zoon|dochter|baby|kind|kindje|broer|zus|oma|opa|grootmoeder|grootvader|partner|vriend|vriendin|buurman|buurvrouw|oom|tante|iemand`,
};
