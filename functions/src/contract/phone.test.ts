import { describe, expect, it } from 'vitest';
import { nationalPhone, phoneE164, readPhone } from './phone.js';

/** [written, business country, E.164, national format, Google Ads call asset {countryCode, phoneNumber}]. */
const TABLE: [string, string, string, string, { countryCode: string; phoneNumber: string }][] = [
  // Argentina: a mobile dialled at home with 15, and written internationally with 9.
  ['011 15-2345-6789', 'AR', '+5491123456789', '011 15-2345-6789', { countryCode: 'AR', phoneNumber: '91123456789' }],
  ['+54 9 11 2345-6789', 'AR', '+5491123456789', '011 15-2345-6789', { countryCode: 'AR', phoneNumber: '91123456789' }],
  ['0351 15 612-3456', 'AR', '+5493516123456', '0351 15-612-3456', { countryCode: 'AR', phoneNumber: '93516123456' }],
  ['(011) 4321-5678', 'AR', '+541143215678', '011 4321-5678', { countryCode: 'AR', phoneNumber: '1143215678' }],
  // Mexico: Guadalajara's ten digits.
  ['33 1234 5678', 'MX', '+523312345678', '33 1234 5678', { countryCode: 'MX', phoneNumber: '3312345678' }],
  ['+52 33 1234 5678', 'MX', '+523312345678', '33 1234 5678', { countryCode: 'MX', phoneNumber: '3312345678' }],
  // Australia: Brisbane's landline, with and without the country code left in.
  ['(07) 3123 4567', 'AU', '+61731234567', '(07) 3123 4567', { countryCode: 'AU', phoneNumber: '731234567' }],
  ['61731234567', 'AU', '+61731234567', '(07) 3123 4567', { countryCode: 'AU', phoneNumber: '731234567' }],
  ['0412 345 678', 'AU', '+61412345678', '0412 345 678', { countryCode: 'AU', phoneNumber: '412345678' }],
  // United Kingdom.
  ['020 7946 0018', 'GB', '+442079460018', '020 7946 0018', { countryCode: 'GB', phoneNumber: '2079460018' }],
  ['+44 7812 345678', 'GB', '+447812345678', '07812 345678', { countryCode: 'GB', phoneNumber: '7812345678' }],
  // United States.
  ['(512) 555-0142', 'US', '+15125550142', '(512) 555-0142', { countryCode: 'US', phoneNumber: '5125550142' }],
  // Spain.
  ['912 34 56 78', 'ES', '+34912345678', '912 34 56 78', { countryCode: 'ES', phoneNumber: '912345678' }],
  ['+34 612 34 56 78', 'ES', '+34612345678', '612 34 56 78', { countryCode: 'ES', phoneNumber: '612345678' }],
  // A US number given by a business in Mexico keeps its own country.
  ['+1 512 555 0142', 'MX', '+15125550142', '(512) 555-0142', { countryCode: 'US', phoneNumber: '5125550142' }],
];

describe('readPhone: numbers read against the business’s country', () => {
  it.each(TABLE)('%s in %s', (written, country, e164, national, call) => {
    const read = readPhone(written, country);
    expect(read).toMatchObject({ e164, national });
    expect({ countryCode: read!.country, phoneNumber: read!.nationalNumber }).toEqual(call);
    expect(phoneE164(written, country)).toBe(e164);
    expect(nationalPhone(e164, country)).toBe(national);
  });

  it('refuses what cannot be called there', () => {
    expect(readPhone('123', 'MX')).toBeUndefined();
    expect(readPhone('3312 345', 'MX')).toBeUndefined();
    expect(readPhone('1234 5678 9012 3456', 'ES')).toBeUndefined();
    expect(readPhone('', 'AR')).toBeUndefined();
    // Without a country, only a number written with its country code reads.
    expect(readPhone('33 1234 5678')).toBeUndefined();
    expect(readPhone('+52 33 1234 5678')).toMatchObject({ country: 'MX' });
  });
});
