// The catalog of messages by code (./message-basics.ts explains them) and the core catalog: what
// any rule may say without naming it (./schema-messages.ts) and what the platform says about a
// request whatever its call (./platform-messages.ts). The web's first bundle imports the two smaller
// files alone, so the platform's catalog loads only with a screen that needs it.
import { platformMessages } from './platform-messages';
import { schemaMessages } from './schema-messages';

export * from './message-basics';
export { schemaMessages } from './schema-messages';

export const coreMessages = { ...schemaMessages, ...platformMessages } as const;
