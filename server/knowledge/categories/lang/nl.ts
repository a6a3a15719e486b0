import type { CategoryPack } from "../pack";

export const nl: CategoryPack = {
  practical: ["parkeer*", "parkeren", "parking", "bezoek*", "openingsuren", "openingstijden", "ingang*", "bus*", "trein*", "station", "route", "cafetaria", "restaurant", "winkel", "wifi", "toegankelijk*", "rolstoeltoegankelijk*", "lift*", "hellend vlak", "laadpa*", "laadpunt*", "opladen", "fiets*", "adres", "onthaal", "verdieping", "wegbeschrijving", "bereikbaarheid", "kiosk", "gevonden voorwerpen", "tolk*"],
  clinical_info: ["behandel*", "onderzoek*", "aandoening*", "ziekte*", "symptom*", "diagnos*", "therapie*", "operatie*", "ingreep", "ingrepen", "chemotherapie", "bestraling", "revalidatie", "zorgpad", "scan*", "echografie", "kinesitherapie", "pijn*", "klachten", "hartritme*", "kanker", "tumor*"],
  regulatory: ["terugbetal*", "ziekenfonds*", "mutualiteit", "riziv", "voorschrift*", "wetgeving", "regelgeving", "hospitalisatieverzekering*", "verzekering*", "remgeld", "geconventioneerd*", "ereloonsupplement*", "supplement*", "attest*", "erkenning"],
  appointments: ["afspraak", "afspraken", "raadpleging*", "consultatie*", "annuler*", "verwijzing*", "verwijsbrief", "wachttijd*", "inschrijv*", "aanmeld*", "spreekuur", "agenda", "maak een afspraak", "herplannen", "online afspraak"],
  legal_admin: ["factuur", "facturen", "facturatie", "betal*", "privacy", "gdpr", "klacht*", "ombuds*", "patientenrechten", "rechten", "dossier*", "toestemming", "formulier*", "aanvraag*", "administratie*", "opnameverklaring", "voorschot*", "domiciliering"],
};
