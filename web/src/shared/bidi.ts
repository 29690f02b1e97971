// Names and titles keep their own direction inside a sentence of the other language ('את/ה ו⁨Maya⁩').
export const isolate = (text: string): string => `\u2068${text}\u2069`;
