// Stream ids of the email templates are built only here.

// One stream per template: a product mail in one language ({key}.{language}), a custom template or
// newsletter (its name), or the shared frame (templateSupports). Its saves, tests and activations.
export const TEMPLATE_STREAM_PREFIX = 'email-template-';
export const templateStreamId = (templateId: string): string => `${TEMPLATE_STREAM_PREFIX}${templateId}`;

// the daily task that sends the talent newsletters
export const TALENT_NEWSLETTERS_TASK = 'send-talent-newsletters';
