import { describe, expect, it } from 'vitest';
import { getContrastRatio } from '@mui/material/styles';
import { stageColours } from '@contracts/coaching/tracker/lists';
import { createAppTheme } from '../../../app/theme';
import { stageChipColours } from './stage-chip-colours';

const theme = createAppTheme('ltr');

describe('stageChipColours', () => {
  it('gives every named stage and any other stage text that meets WCAG AA on its chip', () => {
    for (const stage of [...Object.keys(stageColours), 'Panel Interview', 'Reference Check', 'ראיון טלפוני']) {
      const { bgcolor, color } = stageChipColours(stage, theme);
      expect(getContrastRatio(color, bgcolor), stage).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('keeps a light stage its colour, with dark text', () => {
    expect(stageChipColours('Case Interview', theme)).toEqual({ bgcolor: stageColours['Case Interview'], color: theme.palette.text.primary });
  });

  it('darkens a mid-tone stage that neither text colour reads on, for white text', () => {
    const { bgcolor, color } = stageChipColours('HR Interview', theme);
    expect(color).toBe('#fff');
    expect(bgcolor).not.toBe(stageColours['HR Interview']);
  });
});
