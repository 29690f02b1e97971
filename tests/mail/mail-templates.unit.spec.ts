import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { mailLanguages } from '../../contracts/marketplace/alerts/alert';
import { parseTemplate, renderMail, templateCatalog, type TemplateKey } from '../../ops/mail/mail-templates';
import { templateSamples } from '../../ops/mail/template-samples';

// Every mail's template, in every language: it compiles, fills every variable it names, reads right
// to left in Hebrew, escapes what people typed, and has a plain-text part with its links written out.
const sample = templateSamples();

const keys = Object.keys(templateCatalog) as TemplateKey[];
const DIR = fileURLToPath(new URL('../../ops/mail/templates/', import.meta.url));

describe('the mail templates', () => {
  it('have a file in each language for every key of the catalog, and no file the catalog does not list', () => {
    for (const language of mailLanguages) {
      const files = readdirSync(`${DIR}${language}`).filter((f) => f.endsWith('.mjml')).map((f) => f.replace(/\.mjml$/, ''));
      expect(files.sort()).toEqual([...keys].sort());
    }
  });

  it.each(keys.flatMap((key) => mailLanguages.map((language) => [key, language] as const)))('renders %s in %s with every variable filled', async (key, language) => {
    const mail = await renderMail(key, language, sample);
    expect(mail.subject.length).toBeGreaterThan(3);
    expect(mail.html).not.toMatch(/\{\{|\[\[/);
    expect(mail.text).not.toMatch(/\{\{|\[\[|<\/?(p|div|td)\b/);
    expect(mail.html).toContain(language === 'he' ? 'dir="rtl"' : 'dir="ltr"');
    for (const variable of templateCatalog[key]!.variables.filter((v) => typeof sample[v] === 'string' && !['coverLetter', 'link', 'searchUrl', 'cvUrl'].includes(v))) {
      const said = String(sample[variable]).split('\n')[0]!;
      // every variable a template names shows in its subject, body or text
      // (type: a report's kind, said in the mail's language)
      if (['resumes', 'test', 'frequency', 'more', 'type'].includes(variable)) continue;
      expect(`${mail.subject}\n${mail.text}`, `${key}/${language}: ${variable}`).toContain(said);
    }
  });

  it("escapes what people typed in the HTML, keeps it as typed in the subject and the text, and keeps a feedback's line breaks", async () => {
    const match = await renderMail('match', 'en', { ...sample, name: 'Dana <Levi>' });
    expect(match.subject).toBe("It's a match: Data & AI");
    expect(match.html).toContain('Data &amp; AI');
    expect(match.html).not.toContain('Dana <Levi>');
    expect(match.text).toContain('Hi Dana <Levi>,');
    const feedback = await renderMail('feedback', 'en', sample);
    expect(feedback.text).toContain('Line one\nLine two');
  });

  it("says a report's kind in the admin's language, and its item when it has one", async () => {
    expect((await renderMail('report-notice', 'he', { ...sample, type: 'job' })).subject).toBe('דיווח חדש ב-JobSwipe: משרה (Spam)');
    expect((await renderMail('report-notice', 'en', { ...sample, type: 'profile', item: '' })).text).toContain('Someone reported a profile on JobSwipe, as Spam.');
  });

  it('writes links out in the text part, so a mail reader without HTML can follow them', async () => {
    const confirm = await renderMail('confirm-email', 'en', sample);
    expect(confirm.text).toMatch(/Confirm email http:\/\/jobswipe\.test\/\?confirmed=tok\.en(\s|$)/);
    const digest = await renderMail('alert-digest', 'he', sample);
    expect(digest.text).toContain('QA Engineer http://jobswipe.test/jobs/qa-engineer-acme-1');
    expect(digest.text).toContain('הסרה מרשימת התפוצה http://jobswipe.test/unsubscribe?email=a%40b.c&list=alerts&hash=h');
  });

  it('reads a template file’s subject, preview line and body, and refuses one without its parts', () => {
    expect(parseTemplate('subject: Hi {{name}}\npreheader: Soon\n---\n<mj-text>Body</mj-text>\n')).toEqual({ subject: 'Hi {{name}}', preheader: 'Soon', body: '<mj-text>Body</mj-text>\n' });
    expect(() => parseTemplate('<mj-text>Body</mj-text>')).toThrow(/---/);
    expect(() => parseTemplate('preheader: x\n---\nbody')).toThrow(/subject/);
  });
});
