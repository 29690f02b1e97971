import useMediaQuery from '@mui/material/useMediaQuery';

// The product's mobile breakpoint: 768 px or less.
export const MOBILE_QUERY = '(max-width:768px)';

export const useIsMobile = (): boolean => useMediaQuery(MOBILE_QUERY, { noSsr: true });
