/**
 * What an island's props may be: what survives JSON.stringify and JSON.parse unchanged. Strings,
 * finite numbers, booleans, null, arrays and plain objects of those; optional fields are fine.
 * No functions, class instances, Dates, Maps, Sets, undefined inside arrays, or React elements.
 */
export type Serializable<T> = T extends string | number | boolean | null
  ? T
  : T extends (...args: never[]) => unknown
    ? never
    : T extends Date | Map<unknown, unknown> | Set<unknown> | RegExp
      ? never
      : T extends readonly unknown[]
        ? { readonly [K in keyof T]: Serializable<T[K]> }
        : T extends object
          ? { [K in keyof T]: Serializable<T[K]> }
          : T extends undefined
            ? T
            : never;
