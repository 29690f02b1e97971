// The logo service company logos come from, by the host of a company's web address (spec §9). The
// web builds the address; the server's Content-Security-Policy lets images come from its origin.
export const LOGO_SERVICE_ORIGIN = 'https://www.google.com';
export const logoServiceUrl = (host: string): string => `${LOGO_SERVICE_ORIGIN}/s2/favicons?domain=${encodeURIComponent(host)}&sz=128`;
