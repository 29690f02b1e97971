import { requireNodeVersion } from './node-version';

// Imported first by the entry points: the check runs before any other module is loaded.
requireNodeVersion();
