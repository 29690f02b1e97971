import Handlebars from 'handlebars';
import { say } from '../../../contracts/core/messages';
import { CallFailure } from '../../../contracts/core/errors';
import { templateMessages as m } from '../../../contracts/backoffice/templates/messages';
import type { TemplateFields } from '../../../contracts/backoffice/templates/template';
import { compileSource, layoutPartials } from '../../mail/mail-templates';
import { sourceOf } from './render-template';
import type { ResolvedTemplate } from './template-kinds';

type AstNode = hbs.AST.Node;
type Expression = hbs.AST.Expression;

const BLOCKS = new Set(['if', 'unless', 'each', 'with']);
const HELPERS = new Set(['eq', 'breaks']);
// blocks whose inside reads another context (an item of a list): its names are that item's
const NEW_CONTEXT = new Set(['each', 'with']);

const refuse = (message: string): never => {
  throw new CallFailure('TemplateInvalid', message);
};

// Every name a template reads must be one its mail offers; helpers are the few that only compare or
// keep line breaks, partials the layout's.
function checkNames(source: string, offered: ReadonlySet<string>, partials: ReadonlySet<string>) {
  let program: hbs.AST.Program;
  try {
    program = Handlebars.parse(source);
  } catch (error) {
    return refuse(say(m.TemplateHandlebarsBroken, { curly: '{{ }}', detail: (error as Error).message.split('\n')[0] ?? '' }));
  }
  const offeredText = [...offered].join(', ');
  const path = (expr: Expression, inside: boolean): void => {
    if (expr.type === 'SubExpression') return call(expr as hbs.AST.SubExpression, inside);
    if (expr.type !== 'PathExpression') return;
    const p = expr as hbs.AST.PathExpression;
    if (inside || p.data) return;
    const head = p.parts[0];
    if (head === undefined || p.original === 'this') return;
    if (!offered.has(head)) refuse(say(m.TemplateUnknownVariable, { name: head, offered: offeredText }));
  };
  const call = (node: hbs.AST.MustacheStatement | hbs.AST.SubExpression | hbs.AST.BlockStatement, inside: boolean, block = false): void => {
    const name = node.path.type === 'PathExpression' ? (node.path as hbs.AST.PathExpression).original : '';
    const args = [...node.params, ...(node.hash?.pairs.map((pair) => pair.value) ?? [])];
    if (block) {
      if (!BLOCKS.has(name)) refuse(say(m.TemplateUnknownHelper, { name }));
    } else if (args.length) {
      if (!HELPERS.has(name)) refuse(say(m.TemplateUnknownHelper, { name }));
    } else return path(node.path as Expression, inside);
    for (const arg of args) path(arg, inside);
  };
  const walk = (node: AstNode | undefined, inside: boolean): void => {
    if (!node) return;
    switch (node.type) {
      case 'Program':
        for (const child of (node as hbs.AST.Program).body) walk(child, inside);
        return;
      case 'MustacheStatement':
        return call(node as hbs.AST.MustacheStatement, inside);
      case 'BlockStatement': {
        const block = node as hbs.AST.BlockStatement;
        call(block, inside, true);
        const name = (block.path as hbs.AST.PathExpression).original;
        walk(block.program, inside || NEW_CONTEXT.has(name));
        return walk(block.inverse, inside);
      }
      case 'PartialStatement':
      case 'PartialBlockStatement': {
        const partial = node as hbs.AST.PartialStatement;
        const name = partial.name.type === 'PathExpression' ? (partial.name as hbs.AST.PathExpression).original : '';
        if (!partials.has(name)) refuse(say(m.TemplateUnknownHelper, { name: `> ${name}` }));
        return;
      }
      case 'DecoratorBlock':
      case 'Decorator':
        return refuse(say(m.TemplateUnknownHelper, { name: '*' }));
    }
  };
  walk(program, false);
}

// Refuses a version that would break the mail (400 TemplateInvalid, saying what to fix): a
// Handlebars expression that does not parse, a name the mail does not offer, MJML that does not
// compile. Nothing is stored then.
export async function checkTemplate(template: ResolvedTemplate, fields: TemplateFields, frame: TemplateFields): Promise<void> {
  const offered = new Set(template.variables);
  const partials = new Set(layoutPartials(template.language));
  const source = sourceOf(template, fields, frame);
  // the layout's own names ([[…]] is filled before, {{preheader}} by the frame) are the product's
  for (const part of [source.subject, source.preheader, fields.content, template.kind === 'supports' ? fields.mainHtml : '']) checkNames(part, new Set([...offered, 'preheader']), partials);
  try {
    const compiled = await compileSource(source, template.language);
    // Handlebars compiles lazily: a first fill finds what parsing alone does not
    compiled.html({});
  } catch (error) {
    if (error instanceof CallFailure) throw error;
    refuse(say(m.TemplateMjmlBroken, { detail: (error as Error).message.slice(0, 500) }));
  }
}
