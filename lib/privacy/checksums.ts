/** Belgian national register number (rijksregisternummer): 9 digits + mod-97 check, two eras. */
export function isBelgianNationalNumber(digits: string): boolean {
  if (!/^\d{11}$/.test(digits)) return false;
  const body = digits.slice(0, 9);
  const check = Number(digits.slice(9));
  const before2000 = 97 - (Number(body) % 97);
  const since2000 = 97 - (Number(`2${body}`) % 97);
  return check === before2000 || check === since2000;
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
