// Messages by code. What a rule or an answer says is named once, by a code, in a catalog:
// contracts/<area>/<feature>/messages.ts declares `defineMessages({ FeedbackEmpty: 'Write your
// feedback first', TooManyTags: 'Use at most {{maximum}} tags' })`, and its schemas and answers use
// `say(messages.TooManyTags, { maximum: 10 })`. The server sends the English with the code and its
// parameters; the web translates the code from the feature's own locale files (key
// `messages.<Code>`, or `errors.<Code>` for an error catalogue's message), so nothing shared is
// keyed by English text.
export type MessageCatalog = Readonly<Record<string, string>>;
export type MessageParams = Readonly<Record<string, string | number>>;
export type CodedMessage = { code: string; params: MessageParams };

export const defineMessages = <const M extends MessageCatalog>(messages: M): M => messages;

// A catalog template with its parameters filled in: the English that is sent.
export const say = (template: string, params: MessageParams = {}): string => template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));

// An answer's message with its code, for an output that carries `message` and `messageCode`:
// `said(feedbackMessages, 'FeedbackThanks')`.
export type Said = { message: string; messageCode: string };
export const said = <M extends MessageCatalog>(catalog: M, code: keyof M & string, params?: MessageParams): Said => ({
  message: say(catalog[code], params),
  messageCode: code,
});

// The code of a message from any of the given catalogs, with the parameters read back from its
// text. Templates are compiled once; a text no catalog says is not coded (null).
export function messageCoder(catalogs: readonly MessageCatalog[]): (text: string) => CodedMessage | null {
  const exact = new Map<string, string>();
  const templated: { code: string; pattern: RegExp; names: string[] }[] = [];
  for (const catalog of catalogs)
    for (const [code, template] of Object.entries(catalog)) {
      const names = [...template.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!);
      if (!names.length) {
        exact.set(template, code);
        continue;
      }
      const source = template
        .split(/\{\{\w+\}\}/)
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('(.+?)');
      templated.push({ code, pattern: new RegExp(`^${source}$`, 's'), names });
    }
  return (text) => {
    const code = exact.get(text);
    if (code) return { code, params: {} };
    for (const { code: templateCode, pattern, names } of templated) {
      const match = pattern.exec(text);
      if (match) return { code: templateCode, params: Object.fromEntries(names.map((name, i) => [name, match[i + 1]!])) };
    }
    return null;
  };
}
