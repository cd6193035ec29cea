import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

/**
 * Phone numbers as the owner writes them, read with libphonenumber-js (Google's numbering plans):
 * parsed against the business's country ("011 15-2345-6789" in Argentina, "(07) 3123 4567" in
 * Brisbane), stored in E.164, shown in the national format, and sent to Google Ads' call asset as
 * the number's two-letter country plus its national number. Shared by the server and the form.
 */

export interface ReadPhone {
  /** "+61731234567". */
  e164: string;
  /** The number's own country (a "+1 …" number in Mexico is a US number). */
  country: string;
  /** The national significant number: no country code, no trunk prefix ("731234567"). */
  nationalNumber: string;
  /** As people there write it ("(07) 3123 4567"). */
  national: string;
}

const isCountry = (code: string | undefined): code is CountryCode => !!code && /^[A-Z]{2}$/.test(code);

/** A valid number, read against `countryCode` (ISO 3166-1 alpha-2) when it has no "+"; undefined when it is not one. */
export function readPhone(text: string, countryCode?: string): ReadPhone | undefined {
  const raw = text.trim();
  if (!raw) return undefined;
  const country = countryCode?.toUpperCase();
  const parsed = parsePhoneNumberFromString(raw, isCountry(country) ? country : undefined);
  if (!parsed?.isValid() || !parsed.country) return undefined;
  return { e164: parsed.number, country: parsed.country, nationalNumber: parsed.nationalNumber, national: parsed.formatNational() };
}

/** The number in E.164 when it reads as one, else the text as written (older stored numbers stay shown). */
export function phoneE164(text: string, countryCode?: string): string {
  return readPhone(text, countryCode)?.e164 ?? text.trim();
}

/** The number as people in its country write it; the text as written when it does not read. */
export function nationalPhone(text: string, countryCode?: string): string {
  return readPhone(text, countryCode)?.national ?? text.trim();
}
