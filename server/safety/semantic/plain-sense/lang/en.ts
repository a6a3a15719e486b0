import type { PlainSensePack } from "../pack";

/** English: a contact that does not answer (see ../index.ts). */
export const en: PlainSensePack = {
  contact: String.raw`switchboard|reception|front desk|secretary|secretariat|office|surgery|helpline|hotline|the line|phone line|the number|the phone|nobody|no one|noone|(?:my|the|our) (?:doctor|gp|specialist|consultant|surgeon|nurse|dentist|midwife|physio)|department|clinic|ward|pharmacy|hospital|(?:e )?mails?|emails?|messages?|calls|phone calls|voicemails?`,
  unanswered: String.raw`(?:does not|doesn t|do not|don t|did not|didn t|has not|hasn t|have not|haven t|is not|isn t|are not|aren t|will not|won t|never|not|nobody|no one|noone)(?: \w+){0,2} (?:answer|answers|answering|answered|respond|responds|responding|responded|reply|replies|replying|replied|pick up|picks up|picking up|picked up|call me back|calls me back|calling me back|called me back|get back to me|gets back to me|getting back to me|got back to me|gotten back to me)|no (?:answer|reply|response)`,
  afraid: String.raw`(?!)`,
  bodily: String.raw`(?!)`,
  person: String.raw`dad|father|mum|mom|mother|husband|wife|son|daughter|baby|child|kid|boy|girl|brother|sister|grandma|grandmother|gran|granny|grandad|grandfather|grandpa|partner|boyfriend|girlfriend|neighbour|neighbor|friend|uncle|aunt|someone|somebody|a man|a woman`,
};
