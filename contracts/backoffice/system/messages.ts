import { defineMessages } from '../../core/messages';

// What the system calls say, by code.
export const systemMessages = defineMessages({
  ProjectionRebuilding: '{{name}} will be rebuilt from the start of the log',
});
