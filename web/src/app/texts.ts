// A namespace's texts in another language: the same keys as its English object, any strings.
// Every locales/he.ts is typed `Texts<typeof en>`, so a key missing from either side does not compile.
export type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };
