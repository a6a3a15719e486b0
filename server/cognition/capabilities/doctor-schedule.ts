import { doctorDisplayName } from "~/server/taxonomy/types";
import type { Capability } from "./types";
import { campusOf, cite, doctorPhone } from "./naming";

/** "Wanneer werkt hij?" → the doctor's consultation slots from the structured schedule. */
export const doctorSchedule: Capability = {
  name: "doctor_schedule",
  intents: ["doctor_schedule"],
  answer: ({ resolution, taxonomy, phrases }) => {
    const doctor = resolution.doctor;
    if (!doctor) return null;
    const name = doctorDisplayName(doctor);
    const phone = doctorPhone(doctor, taxonomy);
    if (doctor.schedule.length === 0) return { text: phrases.noSchedule(name, phone), citations: [cite.doctor(doctor)], path: "capability" };
    const slots = doctor.schedule.map((s) => {
      const campus = s.campusKey && s.campusKey !== doctor.campusKey ? campusOf(taxonomy, s.campusKey)?.name : undefined;
      return `${phrases.slot(s.weekday, s.partOfDay)} (${[phrases.frequency[s.frequency], campus].filter(Boolean).join(", ")})`;
    });
    return { text: phrases.schedule(name, slots, phone), citations: [cite.doctor(doctor)], path: "capability" };
  },
};
