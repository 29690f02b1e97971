import { darken, getContrastRatio, type Theme } from '@mui/material/styles';
import { stageColour } from '@contracts/coaching/tracker/lists';

// WCAG AA for a chip's small text
const AA = 4.5;

// A stage's chip: its colour, with the theme's dark text where that reads on it (the light stages),
// else white; a mid-tone neither reads on is darkened until white does.
export function stageChipColours(stage: string, theme: Theme): { bgcolor: string; color: string } {
  const colour = stageColour(stage);
  const dark = theme.palette.text.primary;
  const white = theme.palette.common.white;
  if (getContrastRatio(dark, colour) >= AA) return { bgcolor: colour, color: dark };
  let bgcolor = colour;
  for (let step = 0; step < 10 && getContrastRatio(white, bgcolor) < AA; step++) bgcolor = darken(bgcolor, 0.1);
  return { bgcolor, color: white };
}
