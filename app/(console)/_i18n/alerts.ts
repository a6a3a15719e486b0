import type { Message } from "./message";

/** Console strings for the alerts banner: what each metric means, and acknowledging or snoozing an alert. */
export const alertsEn = {
  alertExplainFirstAudio: "How long the slowest callers (one in twenty) waited, after they stopped speaking, before the line began to answer.",
  alertExplainMismatch:
    "How much of what the line read to answer a question was of another kind than the question (clinical pages for a parking question, say): its answers may miss.",
  alertExplainPostfilter: "Answers the safety filter stopped before they were spoken because they read like medical advice.",
  acknowledge: "Seen",
  acknowledgeHint: "Hide it until another call joins it",
  snooze: "Snooze",
  snoozeFor: { one: "for {count} hour", other: "for {count} hours" },
  alertsHandled: { one: "{count} alert acknowledged or snoozed.", other: "{count} alerts acknowledged or snoozed." },
};

export const alertsNl: Record<keyof typeof alertsEn, Message> = {
  alertExplainFirstAudio: "Hoe lang de traagst geholpen bellers (één op twintig) wachtten, nadat ze uitgesproken waren, voor de lijn begon te antwoorden.",
  alertExplainMismatch:
    "Hoeveel van wat de lijn las om een vraag te beantwoorden van een andere soort was dan de vraag (klinische pagina's bij een vraag over parkeren, bijvoorbeeld): de antwoorden kunnen ernaast zitten.",
  alertExplainPostfilter: "Antwoorden die de veiligheidsfilter tegenhield voor ze uitgesproken werden, omdat ze als medisch advies lazen.",
  acknowledge: "Gezien",
  acknowledgeHint: "Verbergen tot er een ander gesprek bij komt",
  snooze: "Later",
  snoozeFor: { one: "{count} uur verbergen", other: "{count} uur verbergen" },
  alertsHandled: { one: "{count} melding gezien of tijdelijk verborgen.", other: "{count} meldingen gezien of tijdelijk verborgen." },
};
