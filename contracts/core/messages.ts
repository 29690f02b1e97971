import { z } from 'zod';

// Plain messages for the generic cases, shared by the server and the browser forms.
z.config({
  // The browser runs under a Content-Security-Policy without 'unsafe-eval': zod must not compile
  // parsers with new Function there (even its probe is reported as a violation). The server keeps the JIT.
  jitless: typeof window !== 'undefined',
  customError: (issue) => {
    if (issue.code === 'invalid_type' && issue.input === undefined) return 'Required';
    if (issue.code === 'invalid_type' && issue.input === null) return 'Required';
    if (issue.code === 'invalid_value' && 'values' in issue) return `Choose one of: ${issue.values.join(', ')}`;
    return undefined;
  },
});

// 'jobInfo.salaryMax' → 'Salary max': the field a person would recognise.
export const fieldLabel = (path: string): string => {
  const last = path.split('.').filter((p) => !/^\d+$/.test(p)).at(-1) ?? '';
  const words = last.replace(/_/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};
