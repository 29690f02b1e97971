import { defineFeature, tableTypes } from '../../core/feature';
import { templatesAccess } from './access';
import { templateCalls } from './calls';
import { templateErrors } from './errors';
import { templateEvents } from './events';
import { TEMPLATE_STREAM_PREFIX } from './ids';
import { templateMessages } from './messages';
import type { TemplateTables } from './tables';

// Email templates: the product's mails editable at run time (every version kept, the active one sent
// instead of the file), custom templates and talent newsletters with their draft, test, ready and
// active lifecycle, and the shared frame newsletters are sent in.
export const templatesFeature = defineFeature({
  name: 'backoffice/templates',
  calls: templateCalls,
  access: templatesAccess,
  events: templateEvents,
  live: {},
  errors: templateErrors,
  messages: templateMessages,
  streams: [TEMPLATE_STREAM_PREFIX],
  tables: tableTypes<TemplateTables>(),
});
