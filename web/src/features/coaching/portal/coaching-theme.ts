import { createTheme, type Direction, type Theme } from '@mui/material/styles';
import { createAppTheme } from '../../../app/theme';

// The coaching brand: the product's theme in teal and warm amber.
export const createCoachingTheme = (direction: Direction): Theme =>
  createTheme(createAppTheme(direction), {
    palette: {
      primary: { main: '#0f766e', light: '#5eead4', dark: '#115e59', contrastText: '#fff' },
      secondary: { main: '#b45309', contrastText: '#fff' },
      background: { default: '#f3f7f6', paper: '#ffffff' },
      // icons and unselected toggles on the tinted background keep 4.5:1 (the default 0.54 black gives 4.48)
      action: { active: 'rgba(0, 0, 0, 0.6)' },
    },
    components: {
      MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': { outline: '2px solid #5eead4', outlineOffset: 2 } } } },
    },
  });
