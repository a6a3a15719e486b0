import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js";
import { DEFAULT_PHONE_COUNTRY } from "~/server/shaping";
import type { TenantInfo } from "./types";

/**
 * The hospital's country, for saying phone numbers as its callers dial them: the country of its
 * helpdesk number. A tenant file accepts a national number only as a Belgian one (the phone schema
 * reads it so), so a hospital elsewhere writes its helpdesk with its country code ("+39 0385 471100",
 * "+31 20 123 4567") and that code is its country; a national number, or none, is Belgium's.
 * Derived, not a setting of its own, so the two cannot disagree.
 */
export function tenantCountry(tenant: Pick<TenantInfo, "helpdeskPhone">): CountryCode {
  return parsePhoneNumberFromString(tenant.helpdeskPhone, DEFAULT_PHONE_COUNTRY)?.country ?? DEFAULT_PHONE_COUNTRY;
}
