import type { DisclaimerPack } from "../pack";

export const en: DisclaimerPack = {
  disclaimer: "For your information, this is not medical advice — ",
  clusters: {
    condition: ["condition", "disease", "illness", "cancer", "tumor", "tumour", "infection", "inflammation", "pneumonia", "fracture", "diabetes", "asthma", "heart attack", "stroke", "hernia", "flu", "covid", "allergy", "depression", "dementia", "epilepsy", "heart failure", "injury", "wound", "burn"],
    symptom: ["fever", "headache", "pain", "migraine", "fatigue", "dizziness", "nausea", "palpitations", "shortness of breath", "cough", "bleeding", "swelling", "rash", "itching", "vomiting", "symptom"],
    treatment: ["treatment", "treat", "therapy", "medication", "medicine", "drug", "surgery", "operation", "rehabilitation", "chemotherapy", "radiotherapy", "radiation", "dialysis", "vaccine", "anaesthe", "anesthe", "physiotherapy"],
    diagnostics: ["diagnosis", "diagnose", "mri", "ct scan", "ct", "ultrasound", "x ray", "blood test", "biopsy", "endoscopy", "colonoscopy", "ecg", "eeg", "lab test", "examination"],
    specialist: ["cardiologist", "neurologist", "surgeon", "gp", "general practitioner", "paediatrician", "pediatrician", "gynaecologist", "gynecologist", "oncologist", "orthopaedic", "orthopedic", "radiologist", "anaesthetist", "anesthesiologist", "dermatologist", "psychiatrist", "urologist", "gastroenterologist", "pulmonologist", "ophthalmologist", "specialist"],
    care_domain: ["cardiology", "oncology", "neurology", "paediatrics", "pediatrics", "gynaecology", "gynecology", "obstetrics", "orthopaedics", "orthopedics", "radiology", "dermatology", "urology", "gastroenterology", "pulmonology", "psychiatry", "geriatrics", "intensive care", "emergency department", "maternity", "nephrology", "endocrinology", "physical medicine", "ophthalmology"],
  },
};
