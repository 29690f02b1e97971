// mjml ships no types: the one function this project calls.
declare module 'mjml' {
  type MjmlError = { line: number; message: string; tagName: string; formattedMessage: string };
  type MjmlOptions = { validationLevel?: 'strict' | 'soft' | 'skip'; minify?: boolean; keepComments?: boolean };
  export default function mjml2html(input: string, options?: MjmlOptions): Promise<{ html: string; errors: MjmlError[] }>;
}
