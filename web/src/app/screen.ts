import type { ComponentType } from 'react';
import type { Access } from '@contracts/core/access';

// Who may open a screen: the calls' access model (contracts/core/access.ts).
export type PageAccess = Access;

// One screen of the specs' route list, as plain data: the feature that owns it declares it beside
// its pages (<feature>-screens.ts), the app's list names each feature once, routes.tsx makes the
// router of it and the browser accessibility check visits every path. A page and its strings load
// with the route.
export type Screen = {
  // the route's name, unique: what tests and links refer to
  name: string;
  path: string;
  access?: PageAccess;
  // the frame around it: the marketplace's (the default), or the staff back-office's shell
  frame?: 'staff';
} & { page: () => Promise<ComponentType>; strings?: readonly (() => Promise<void>)[] };

// What a matched route tells the layout about its screen (react-router's route handle).
export type ScreenHandle = { frame: Screen['frame'] };

export const defineScreens = (screens: readonly Screen[]): readonly Screen[] => screens;
