import { lazy, Suspense } from 'react';
import type { SaveButtonProps } from './save-button';
import { loadSavedItemsStrings } from './saved-items-strings';

// The bookmark and its strings load after the card is on screen, so a list's first screen stays as light.
const Content = lazy(() => Promise.all([import('./save-button'), loadSavedItemsStrings()]).then(([m]) => ({ default: m.SaveButton })));

export const SaveItemButton = (props: SaveButtonProps) => (
  <Suspense fallback={null}>
    <Content {...props} />
  </Suspense>
);
