import { createTheme, type Direction } from '@mui/material/styles';

const fontFamily = [
  'Inter',
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Noto Sans Hebrew"',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

export const createAppTheme = (direction: Direction) =>
  createTheme({
    direction,
    palette: {
      primary: { main: '#4f46e5', light: '#818cf8', dark: '#3730a3', contrastText: '#fff' },
      secondary: { main: '#0ea5e9', contrastText: '#fff' },
      // dark enough for text on white and for white text on it (WCAG AA)
      success: { main: '#166534' },
      // the default info (#0288d1) takes white text at 3.9:1 only
      info: { main: '#0369a1' },
      warning: { main: '#f59e0b' },
      error: { main: '#dc2626' },
      background: { default: '#f5f6fb', paper: '#ffffff' },
      text: { primary: '#111827', secondary: '#4b5563' },
      divider: '#e5e7eb',
    },
    shape: { borderRadius: 12 },
    typography: {
      fontFamily,
      h1: { fontWeight: 800, letterSpacing: '-0.02em' },
      h2: { fontWeight: 800, letterSpacing: '-0.02em' },
      h3: { fontWeight: 700, letterSpacing: '-0.01em' },
      h4: { fontWeight: 700 },
      h5: { fontWeight: 700 },
      h6: { fontWeight: 700 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { borderRadius: 10 } } },
      MuiCard: { defaultProps: { elevation: 0 }, styleOverrides: { root: { border: '1px solid #e5e7eb' } } },
      MuiPaper: { styleOverrides: { rounded: { borderRadius: 14 } } },
      MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
      MuiTab: { styleOverrides: { root: { textTransform: 'none', fontWeight: 600, minHeight: 64 } } },
      MuiChip: { styleOverrides: { root: { fontWeight: 500 } } },
      MuiDialogTitle: { styleOverrides: { root: { fontWeight: 700 } } },
      MuiTextField: { defaultProps: { fullWidth: true } },
      MuiButtonBase: {
        styleOverrides: { root: { '&.Mui-focusVisible': { outline: '2px solid #818cf8', outlineOffset: 2 } } },
      },
    },
  });
