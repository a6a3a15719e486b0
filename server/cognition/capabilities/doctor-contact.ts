import { doctorDisplayName } from "~/server/taxonomy/types";
import type { Capability } from "./types";
import { cite, doctorPhone } from "./naming";

export const doctorContact: Capability = {
  name: "doctor_contact",
  intents: ["doctor_contact"],
  answer: ({ resolution, taxonomy, phrases }) => {
    const doctor = resolution.doctor;
    if (!doctor) return null;
    return { text: phrases.doctorContact(doctorDisplayName(doctor), doctorPhone(doctor, taxonomy)), citations: [cite.doctor(doctor)], path: "capability" };
  },
};
