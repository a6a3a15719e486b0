/** Belgian national register number (rijksregisternummer): 9 digits + mod-97 check, two eras. */
export function isBelgianNationalNumber(digits: string): boolean {
  if (!/^\d{11}$/.test(digits)) return false;
  const body = digits.slice(0, 9);
  const check = Number(digits.slice(9));
  const before2000 = 97 - (Number(body) % 97);
  const since2000 = 97 - (Number(`2${body}`) % 97);
  return check === before2000 || check === since2000;
}

/** French social security number (NIR): 13 characters (Corsica's 2A/2B as 19/18) + a mod-97 key. */
export function isFrenchSocialSecurityNumber(raw: string): boolean {
  const nir = raw.replace(/\s+/g, "").toUpperCase();
  if (!/^[12]\d{4}(?:\d{2}|2A|2B)\d{6}\d{2}$/.test(nir)) return false;
  const body = nir.slice(0, 13).replace("2A", "19").replace("2B", "18");
  return 97 - Number(BigInt(body) % 97n) === Number(nir.slice(13));
}

/** ISO 13616 IBAN check: move the country + check digits to the end, letters to numbers, mod 97 = 1. */
export function isValidIban(raw: string): boolean {
  const iban = raw.replace(/\s+/g, "").toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const ch of rearranged) {
    const value = /\d/.test(ch) ? ch : String(ch.charCodeAt(0) - 55);
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** Payment card numbers: 13–19 digits passing the Luhn check (ISO/IEC 7812), not one digit repeated. */
export function isPaymentCardNumber(digits: string): boolean {
  if (!/^\d{13,19}$/.test(digits) || /^(\d)\1+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}
