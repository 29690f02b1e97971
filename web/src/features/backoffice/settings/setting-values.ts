import { sameValue, settingNames, type ProductSettings, type SettingName, type SettingValues } from '@contracts/backoffice/settings/settings';

// The values the screen edits, as the server answered them.
export const valuesOf = (answer: ProductSettings): SettingValues => ({
  brandName: answer.settings.brandName.value,
  publishTimes: answer.settings.publishTimes.value,
  parts: answer.settings.parts.value,
  defaultJobLimit: answer.settings.defaultJobLimit.value,
  mailFrom: answer.settings.mailFrom.value,
});

// A value as the server will keep it: a name trimmed, lists in order.
const normal = (name: SettingName, value: unknown): unknown => {
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value)) return name === 'parts' ? [...(value as number[])].sort((a, b) => a - b) : [...(value as string[])].sort();
  return value;
};

// The settings whose value the form changed, in the screen's order.
export const changedNames = (typed: Partial<SettingValues>, current: SettingValues): SettingName[] =>
  settingNames.filter((name) => typed[name] !== undefined && !sameValue(normal(name, typed[name]), current[name]));

export const changesOf = (typed: SettingValues, current: SettingValues): Partial<SettingValues> =>
  Object.fromEntries(changedNames(typed, current).map((name) => [name, typed[name]]));

// A value as a line of text says it.
export const valueText = (value: unknown): string => (Array.isArray(value) ? value.join(', ') : String(value));

// A list's change as what it added and what it removed (the whole lists say too much to read).
export const listChange = (from: unknown, to: unknown): { added: string[]; removed: string[] } | null => {
  if (!Array.isArray(from) || !Array.isArray(to)) return null;
  const before = from.map(String);
  const after = to.map(String);
  return { added: after.filter((v) => !before.includes(v)), removed: before.filter((v) => !after.includes(v)) };
};
