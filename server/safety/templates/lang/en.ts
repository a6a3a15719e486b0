import type { TemplatePack } from "../context";

/** The safety reply's refusal and where medical questions go: the same on a call and in the chat, with or without the hospital's context. */
const medicalPointers = (c: { outOfHoursNumber: string; emergencyNumber: string }) =>
  `I can't give medical advice about that. For medical questions, please contact your GP, the out-of-hours GP service on ${c.outOfHoursNumber} outside office hours, or call ${c.emergencyNumber} in an emergency.`;

export const en: TemplatePack = {
  EMERGENCY: (n) =>
    `Hang up now and call ${n.emergency} straight away.${n.crisis ? ` You can also call the crisis line on ${n.crisis}.` : ""} Once more: call ${n.emergency}.`,
  typedEmergency: (n) =>
    `Call ${n.emergency} now.${n.crisis ? ` You can also call the crisis line on ${n.crisis}.` : ""} No help can come through this chat: the number is below, ready to call.`,
  SAFETY_REFUSAL: (c) => `${medicalPointers(c)} Would you like me to put you through to our reception on ${c.helpdeskPhone}?`,
  genericSafety: (c) => `${medicalPointers(c)} I can also put you through to our reception.`,
  typedSafety: (c) => `${medicalPointers(c)} For anything else, you can call our reception on ${c.helpdeskPhone}.`,
  typedGenericSafety: (c) => `${medicalPointers(c)} For anything else, you can call our reception.`,
  HANDOFF_REQUEST: (c) => `I'm putting you through to ${c.tenantName} reception. One moment, please.`,
  REPEAT_REQUEST: () => `Let me repeat that:`,
  OFF_TOPIC_PERSONAL: (c) =>
    `I'm the automated information assistant of ${c.tenantName}. I'm happy to help with practical questions about the hospital, such as visiting hours, appointments or directions.`,
  FAREWELL: (c) => `Thank you for calling ${c.tenantName}. Have a nice day.`,
  GREETING: () => `Hello. How can I help you?`,
};
