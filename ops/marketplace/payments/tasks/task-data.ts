// The fields of a queued task's data, checked: a task queued by an older release may lack one.
export const text = (data: Record<string, unknown>, key: string): string => {
  const value = data[key];
  if (typeof value !== 'string' || !value) throw new Error(`job data needs ${key}`);
  return value;
};

export const count = (data: Record<string, unknown>, key: string): number => {
  const value = data[key];
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) throw new Error(`job data needs ${key} as a whole number`);
  return value;
};
