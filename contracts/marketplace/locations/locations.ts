// The built-in list of places (marketplace spec §3), used when no maps service is configured.
export type Place = { index: number; name: string; nameHe: string; country: string; countryCode: string; lat: number; lng: number };

export const DEFAULT_LOCATION = { name: 'Israel', lat: 32.109333, lng: 34.855499 } as const;

export const defaultPlaces: readonly Place[] = [
  { index: 0, name: 'Israel', nameHe: 'כל הארץ', lat: 32.109333, lng: 34.855499 },
  { index: 1, name: 'Tel Aviv', nameHe: 'תל אביב', lat: 32.0853, lng: 34.781768 },
  { index: 2, name: 'Jerusalem', nameHe: 'ירושלים', lat: 31.768319, lng: 35.21371 },
  { index: 3, name: 'Haifa', nameHe: 'חיפה', lat: 32.794044, lng: 34.989571 },
  { index: 4, name: 'Ramat Gan', nameHe: 'רמת גן', lat: 32.068424, lng: 34.824785 },
  { index: 5, name: 'Ashkelon', nameHe: 'אשקלון', lat: 31.668789, lng: 34.574252 },
  { index: 6, name: 'Rehovot', nameHe: 'רחובות', lat: 31.894756, lng: 34.809322 },
  { index: 7, name: 'Petah Tikva', nameHe: 'פתח תקווה', lat: 32.084041, lng: 34.887762 },
  { index: 8, name: 'Herzelia Pituach', nameHe: 'הרצליה פיתוח', lat: 32.17232, lng: 34.80426 },
  { index: 9, name: 'Ramat HaHayal', nameHe: 'רמת החייל', lat: 32.10929, lng: 34.83903 },
  { index: 10, name: 'Beit Shemesh', nameHe: 'בית שמש', lat: 31.747041, lng: 34.988099 },
  { index: 11, name: 'Netanya', nameHe: 'נתניה', lat: 32.321458, lng: 34.853196 },
  { index: 12, name: 'Rishon LeTsiyon', nameHe: 'ראשון לציון', lat: 31.973001, lng: 34.792501 },
  { index: 13, name: 'Bat Yam', nameHe: 'בת ים', lat: 32.017136, lng: 34.745441 },
  { index: 14, name: 'Kfar Saba', nameHe: 'כפר סבא', lat: 32.178195, lng: 34.90761 },
  { index: 15, name: 'Raanana', nameHe: 'רעננה', lat: 32.184781, lng: 34.871326 },
].map((p) => ({ ...p, country: 'Israel', countryCode: 'IL' }));
