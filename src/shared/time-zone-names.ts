// Time zones are stored and shown by their current IANA names (docs/product.md, Booking
// times and calendar). ICU, which Node and Chromium use, still spells some zones the old
// way: it resolves 'Europe/Kyiv' to 'Europe/Kiev' and lists 'Asia/Calcutta' among its
// zones. This table turns those spellings into today's names, for the server and the
// screens alike.
//
// Built from the IANA tzdata file 'backward' (2025): its links for a renamed zone
// ('Alternate names for the same location', 'Two-part names that were renamed mostly to
// three-part names in 1995', and Pacific/Enderbury, renamed Pacific/Kanton in 2021b),
// each to the name zone.tab lists today. The first group is every such name that
// Intl.supportedValuesOf('timeZone') lists on Node 20 (ICU 78); the second holds old
// spellings ICU already resolves, for engines that keep a name as given. A link between
// two different places (Europe/Ljubljana to Europe/Belgrade, America/Coral_Harbour to
// America/Panama) is no rename and stays out: its place is still named right. Every
// current name is one Intl accepts, with the same clock as the old one.

/** Old spelling -> current IANA name. */
export const LEGACY_TIME_ZONE_NAMES: Readonly<Record<string, string>> = {
  // Listed by ICU under the old spelling.
  'Africa/Asmera': 'Africa/Asmara',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Godthab': 'America/Nuuk',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Louisville': 'America/Kentucky/Louisville',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Kiev': 'Europe/Kyiv',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
  // Old spellings ICU resolves to the current name itself.
  'America/Knox_IN': 'America/Indiana/Knox',
  'America/Virgin': 'America/St_Thomas',
  'Asia/Ashkhabad': 'Asia/Ashgabat',
  'Asia/Dacca': 'Asia/Dhaka',
  'Asia/Macao': 'Asia/Macau',
  'Asia/Thimbu': 'Asia/Thimphu',
  'Asia/Ujung_Pandang': 'Asia/Makassar',
  'Asia/Ulan_Bator': 'Asia/Ulaanbaatar',
  'Pacific/Samoa': 'Pacific/Pago_Pago',
};

const currentByLowerName = new Map(
  Object.entries(LEGACY_TIME_ZONE_NAMES).map(([legacy, current]) => [legacy.toLowerCase(), current]),
);
const legacyByLowerName = new Map(
  Object.entries(LEGACY_TIME_ZONE_NAMES).map(([legacy, current]) => [current.toLowerCase(), legacy]),
);

/** The current name of a zone in any letter case ('europe/kiev' -> 'Europe/Kyiv'); any other name as given. */
export function currentTimeZoneName(zone: string): string {
  return currentByLowerName.get(zone.toLowerCase()) ?? zone;
}

/**
 * The old spelling of a renamed zone ('Europe/Kyiv' -> 'Europe/Kiev'), for an engine whose
 * time zone data predates the new name; undefined for any other name.
 */
export function legacyTimeZoneName(zone: string): string | undefined {
  return legacyByLowerName.get(zone.toLowerCase());
}
